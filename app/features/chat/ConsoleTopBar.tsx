// The console's top line: its heading, whether it is connected (with a way back to sign in when the
// room refused it), the sound switch, and the System, directory and review panels opened on demand.
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { ReviewQueuePanel } from '#app/features/report/ReviewQueuePanel'
import { consoleText } from '#content/chat'
import { DirectoryPanel } from '../official-directory/DirectoryPanel'
import type { ConsoleState } from './console-state'
import { SystemPanel } from './SystemPanel'

// Memoised: its props stay the same when a conversation opens, so that tap does not draw it again.
export const ConsoleTopBar = memo(function ConsoleTopBar({
  token,
  status,
  me,
  soundOn,
  onToggleSound,
}: {
  token: string
  status: ConsoleState['status']
  me: ConsoleState['me']
  soundOn: boolean
  onToggleSound: () => void
}) {
  const statusLine =
    status === 'connected' && me
      ? consoleText.connected(me.name)
      : status === 'offline'
        ? consoleText.offline
        : status === 'refused'
          ? consoleText.refused
          : consoleText.connecting
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <h1 className="text-xl m-0">{consoleText.heading}</h1>
      <p className="m-0 text-muted flex-1 text-base" role="status" aria-live="polite">
        {statusLine}
        {status === 'refused' ? (
          <>
            {' '}
            <Link to="/login">{consoleText.signIn}</Link>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className="btn-secondary min-h-10 py-1"
        aria-describedby="console-sound-help"
        onClick={onToggleSound}
        data-sound={soundOn ? 'on' : 'off'}
      >
        {soundOn ? consoleText.soundOn : consoleText.soundOff}
      </button>
      <span id="console-sound-help" className="sr-only">
        {consoleText.soundLabel}
      </span>
      <div className="console-system">
        <SystemPanel token={token} />
        <DirectoryPanel token={token} />
        <ReviewQueuePanel token={token} />
      </div>
    </div>
  )
})
