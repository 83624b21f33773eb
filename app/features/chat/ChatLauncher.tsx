// The floating "Chat" button on every page (in the root layout). It is tiny: the chat window and its
// connection code load on first open (fetched ahead as soon as the visitor points at, touches or
// focuses the button, so most pages never download them), and it
// registers the site's chat opener so any "Live Chat" button can open it (app/lib/chat-bridge.ts).
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { registerChatOpener } from '#app/lib/chat-bridge'
import { chatUnread } from '#app/lib/chat-unread'
import { chatIslandRuns } from '#app/lib/islands'
import { m } from '#shared/paraglide/messages.js'
import { chatWords } from './words'

const loadWidget = () => import('./ChatWidget')
const ChatWidget = lazy(loadWidget)
const WINDOW_ID = 'site-chat-window'

export function ChatLauncher() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const connected = useRef(false)
  const button = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  // Experts answer from their console; the visitor's button would only be in the way there.
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const onConsole = pathname === '/expert'
  // Replies that came while the window was closed: a badge and the button's name say how many (decision 153).
  const unread = useSyncExternalStore(chatUnread.subscribe, chatUnread.get, chatUnread.getServerSnapshot)

  const show = useCallback(() => {
    setMounted(true)
    setOpen(true)
  }, [])

  useEffect(() => {
    registerChatOpener(() => {
      show()
      return connected.current
    })
    return () => registerChatOpener(null)
  }, [show])

  // Fetch the widget's code on the first sign of intent, so the first open is quick without every
  // page view paying for code most visitors never use.
  const preload = useCallback(() => void loadWidget().catch(() => {}), [])

  // Focus goes back to the button when the window closes.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus()
    wasOpen.current = open
  }, [open])

  const onStatus = useCallback((value: boolean) => {
    connected.current = value
  }, [])

  if (onConsole) return null
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={mounted ? WINDOW_ID : undefined}
        aria-label={open ? m.chat_toggle_close() : unread > 0 ? m.chat_launcher_unread({ count: unread }) : m.chat_launcher_label()}
        data-unread={unread > 0 ? unread : undefined}
        onClick={() => {
          // Opened before the app ran, the chat island keeps the button (app/islands/chat-launcher.ts).
          if (!chatIslandRuns()) open ? setOpen(false) : show()
        }}
        // Before the app runs the client entry answers the button and starts the chat island on
        // its own (app/islands/chat-launcher.ts, decision 100): these say what it shows.
        data-chat-open=""
        data-title={m.chat_toggle()}
        data-connecting={m.chat_loading()}
        data-failed={m.chat_connect_failed()}
        data-label-open={m.chat_launcher_label()}
        data-label-close={m.chat_toggle_close()}
        data-label-unread={m.chat_launcher_unread({ count: '#' })}
        // The message box is in the connecting panel's first frame (issue 42): its words.
        data-input-label={chatWords().inputLabel}
        data-input-prompt={chatWords().inputPrompt}
        data-send={chatWords().send}
        data-sending={chatWords().status.sending}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        // Phones: the icon above the word, so a longer word ("Clavarder") still leaves the bottom band room for
        // the language menu and the text size (decision 151).
        className={`chat-launcher fixed z-40 right-4 btn-primary rounded-full shadow-md h-[48px] min-h-[48px] py-0 px-[18px] max-sm:right-2 max-sm:flex-col max-sm:gap-0 max-sm:h-[52px] max-sm:min-h-[52px] max-sm:px-2 max-sm:rounded-2xl max-sm:text-[15px] max-sm:leading-tight ${
          open ? 'hidden sm:inline-flex' : ''
        }`}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        </svg>
        {open ? m.chat_toggle_close() : m.chat_toggle()}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatWidget id={WINDOW_ID} open={open} onClose={() => setOpen(false)} onStatus={onStatus} path={pathname} />
        </Suspense>
      ) : null}
    </>
  )
}
