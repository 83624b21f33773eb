// The expert console at /expert: the signed-in expert's conversations (name and guest marker, the
// start of the newest line, how long the visitor has waited, the page they are on; waiting visitors
// first), the chosen transcript with a reply box and "Mark done". While the tab is in the background,
// new visitors and messages show in the title ("(2) Chat console") with a short sound the expert can
// turn off. The token comes from the browser (spec: the signed-in state lives there) and goes to the
// room in the first frame. Each conversation shows its language ("ES · Spanish"): the expert answers
// in it, and the visitor's words carry that lang attribute. This file checks who may see the console
// and lays it out; the parts: ./ConsoleTopBar.tsx, ./ConsoleQueue.tsx (the list),
// ./ConsoleConversation.tsx and ./ConsoleReply.tsx (the open conversation), ./console-hooks.ts (the
// connection, title, sound and draft) and ./console-state.ts (the state logic).
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useEffect, useRef, useState } from 'react'
import { getStoredUser, getToken, type StoredUser, subscribeAuth } from '#app/lib/auth-state'
import { consoleText } from '#content/chat'
import { ConsoleConversation } from './ConsoleConversation'
import { ConsoleQueue } from './ConsoleQueue'
import { ConsoleReply } from './ConsoleReply'
import { ConsoleTopBar } from './ConsoleTopBar'
import { useConsole, useNow, useReplyDraft, useSoundChoice } from './console-hooks'

type Access = { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'not-expert' } | { kind: 'expert'; token: string; user: StoredUser }

function readAccess(): Access {
  const token = getToken()
  const user = getStoredUser()
  if (!token || !user) return { kind: 'signed-out' }
  if (user.role !== 'expert') return { kind: 'not-expert' }
  return { kind: 'expert', token, user }
}

export function ExpertConsole() {
  const [access, setAccess] = useState<Access>({ kind: 'checking' })
  useEffect(() => {
    setAccess(readAccess())
    return subscribeAuth(() => setAccess(readAccess()))
  }, [])

  // Its own full-height work screen (decision 153): the list and the open conversation side by side.
  return (
    <div className="expert-console flex flex-col min-h-dvh md:h-dvh px-4 py-2 gap-2 bg-surface">
      {access.kind === 'expert' ? null : <h1 className="text-2xl m-0">{consoleText.heading}</h1>}
      {access.kind === 'checking' ? <p className="m-0">{consoleText.connecting}</p> : null}
      {access.kind === 'signed-out' || access.kind === 'not-expert' ? (
        <div className="card mt-4 max-w-2xl">
          <h2 className="text-2xl m-0">{consoleText.signedOutTitle}</h2>
          <p className="mt-3">{access.kind === 'signed-out' ? consoleText.signedOut : consoleText.notExpert}</p>
          <Link to="/login" className="btn-primary">
            {consoleText.signIn}
          </Link>
        </div>
      ) : null}
      {access.kind === 'expert' ? <Console token={access.token} /> : null}
    </div>
  )
}

function Console({ token }: { token: string }) {
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const [soundOn, toggleSound] = useSoundChoice()
  const now = useNow()
  const { state, current, select, replyShown, send, typing, markDone, block, unblock } = useConsole(token, soundOn, inputRef)
  const draft = useReplyDraft(current, inputRef, typing)
  // The tap that opens a conversation draws its heading and messages; the reply area (ready-made
  // replies, the box) follows in the next, interruptible render, so that tap's frame is not held up by
  // it. The box takes the focus as it shows.
  const replyFor = useDeferredValue(current?.id ?? null)

  return (
    <>
      <ConsoleTopBar token={token} status={state.status} me={state.me} soundOn={soundOn} onToggleSound={toggleSound} />
      {state.blocked.map((b) => (
        <p key={b.id} className="m-0 text-base" data-console-blocked="">
          {b.name} is blocked for a day.{' '}
          <button type="button" className="btn-secondary min-h-10 py-1" onClick={() => unblock(b.id)}>
            Lift the block
          </button>
        </p>
      ))}
      {/* New visitors and messages outside the open conversation, read out by screen readers. */}
      <p className="sr-only" aria-live="polite" data-console-announcement="">
        {state.announcement}
      </p>
      <div className="grid gap-3 flex-1 min-h-0 grid-cols-[minmax(0,1fr)] md:grid-cols-[24rem_minmax(0,1fr)] md:grid-rows-[minmax(0,1fr)]">
        <ConsoleQueue conversations={state.conversations} selected={state.selected} waiting={state.waiting} now={now} onSelect={select} />
        <ConsoleConversation
          current={current}
          lines={current ? state.transcripts[current.id] : undefined}
          pending={state.outbox.length > 0}
          notice={state.notice}
          onMarkDone={markDone}
          onBlock={block}
          reply={
            current && replyFor === current.id ? (
              <ConsoleReply conversation={current} inputRef={inputRef} draft={draft} onSend={send} onType={typing} onShown={replyShown} />
            ) : null
          }
        />
      </div>
    </>
  )
}
