// The chat island (decision 100). On a page whose app has not started, the client entry opens a
// "connecting" panel at the first tap on Chat (app/lib/chat-launcher.ts) and loads this module, which
// starts React only inside that panel: the chat window and its connection, not the page's app.
import { StrictMode, useCallback, useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import ChatWidget from '#app/features/chat/ChatWidget'
import { registerChatOpener } from '#app/lib/chat-bridge'
import { stripLocale } from '#shared/i18n'

/** Opens or closes the island's window; the entry calls it on later taps on the launcher. */
export type ChatToggle = (open: boolean) => void

interface IslandProps {
  windowId: string
  initiallyOpen: boolean
  onOpenChange: (open: boolean) => void
  /** Receives the island's way to open or close its window. */
  onReady: (toggle: ChatToggle) => void
}

function Island({ windowId, initiallyOpen, onOpenChange, onReady }: IslandProps) {
  const [open, setOpen] = useState(initiallyOpen)
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
  return <ChatWidget id={windowId} open={open} onClose={() => setOpen(false)} onStatus={onStatus} path={stripLocale(location.pathname)} />
}

/** Starts the chat window in `container` (replacing the connecting panel), open or not. */
export function mountChat(container: HTMLElement, options: { open: boolean; onOpenChange: (open: boolean) => void }): ChatToggle {
  let toggle: ChatToggle = () => {}
  createRoot(container).render(
    <StrictMode>
      <Island
        windowId={container.dataset.windowId ?? 'site-chat-window'}
        initiallyOpen={options.open}
        onOpenChange={options.onOpenChange}
        onReady={(fn) => {
          toggle = fn
        }}
      />
    </StrictMode>,
  )
  return (open) => toggle(open)
}
