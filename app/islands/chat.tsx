// The chat island (decision 100; rendered with Preact, decision 101). On a page whose app has not started, the client entry opens a
// "connecting" panel at the first tap on Chat (./chat-launcher.ts) and loads this module, which
// starts Preact only inside that panel: the chat window and its connection, not the page's app.
import { StrictMode, useCallback, useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import ChatWidget from '#app/features/chat/ChatWidget'
import { visitorChat } from '#app/features/chat/visitor-chat'
import { registerChatOpener } from '#app/lib/chat-bridge'
import { stripLocale } from '#shared/i18n'

/** Opens or closes the island's window; the entry calls it on later taps on the launcher. */
export type ChatToggle = (open: boolean) => void

/** What the visitor typed in the connecting panel (./chat-launcher.ts): kept, and sent if they pressed Send. */
export interface EarlyTyping {
  text: string
  send: boolean
  /** The caret, when the box had the focus. */
  caret: number | null
}

interface IslandProps {
  windowId: string
  early?: EarlyTyping
  initiallyOpen: boolean
  onOpenChange: (open: boolean) => void
  /** Receives the island's way to open or close its window. */
  onReady: (toggle: ChatToggle) => void
}

function Island({ windowId, initiallyOpen, onOpenChange, onReady, early }: IslandProps) {
  const [open, setOpen] = useState(initiallyOpen)
  // Pressed Send before the chat had loaded: the words go now (kept until an expert joins).
  const [initialText] = useState(() => (early?.send && visitorChat.send(early.text) ? '' : (early?.text ?? '')))
  const connected = useRef(false)
  useEffect(() => {
    onReady(setOpen)
    registerChatOpener(() => {
      setOpen(true)
      return connected.current
    })
  }, [onReady])
  useEffect(() => onOpenChange(open), [open, onOpenChange])
  const onStatus = useCallback((value: boolean) => {
    connected.current = value
  }, [])
  return (
    <ChatWidget
      id={windowId}
      open={open}
      onClose={() => setOpen(false)}
      onStatus={onStatus}
      path={stripLocale(location.pathname)}
      initialText={initialText}
      caret={early?.send ? null : (early?.caret ?? null)}
    />
  )
}

/** Starts the chat window in `container` (replacing the connecting panel), open or not. */
export function mountChat(
  container: HTMLElement,
  options: { open: boolean; onOpenChange: (open: boolean) => void; early?: EarlyTyping },
): ChatToggle {
  let toggle: ChatToggle = () => {}
  createRoot(container).render(
    <StrictMode>
      <Island
        windowId={container.dataset.windowId ?? 'site-chat-window'}
        initiallyOpen={options.open}
        early={options.early}
        onOpenChange={options.onOpenChange}
        onReady={(fn) => {
          toggle = fn
        }}
      />
    </StrictMode>,
  )
  return (open) => toggle(open)
}
