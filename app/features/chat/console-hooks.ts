// The expert console's wiring, apart from what it draws: the room connection and the actions on it
// (open, send, typing, mark done, block), the title count and chime while the tab is in the
// background, the sound choice, the clock for waiting times and the reply draft with its ready-made
// replies. State logic is in ./console-state.ts; the screen is ./ExpertConsole.tsx.
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { readStorage, writeStorage } from '#app/lib/storage'
import { consoleText, readyReplies } from '#content/chat'
import type { ConversationSummary } from '#shared/chat/protocol'
import { encode, parseServerMessage, TYPING_EVERY_MS } from '#shared/chat/protocol'
import { prepareTimes } from './ChatPanel'
import { consoleReducer, initialConsoleState } from './console-state'
import { openChatSocket } from './socket'

const SOUND_KEY = 'chatConsoleSound'
const SELECTED_KEY = 'chatConsoleSelected'

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function writeSession(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, value)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** A short two-note chime made with Web Audio (no sound file), quiet and under half a second. */
function chime(context: AudioContext) {
  const now = context.currentTime
  for (const [i, frequency] of [660, 880].entries()) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    const start = now + i * 0.15
    gain.gain.setValueAtTime(0.0001, start)
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.14)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start)
    oscillator.stop(start + 0.15)
  }
}

/** The sound choice, kept in the browser: on unless the expert turned it off. */
export function useSoundChoice(): [boolean, () => void] {
  const [soundOn, setSoundOn] = useState(true)
  useEffect(() => {
    setSoundOn(readStorage(SOUND_KEY) !== 'off')
  }, [])
  // One function for the page's life, so the top bar need not draw again when a conversation opens.
  const toggle = useCallback(
    () =>
      setSoundOn((on) => {
        writeStorage(SOUND_KEY, on ? 'off' : 'on')
        return !on
      }),
    [],
  )
  return [soundOn, toggle]
}

/** Waiting times move on by themselves: a new "now" twice a minute is enough for minutes. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

/** Background tab: what the expert has not seen goes in the title ("(2) Chat console") with a chime. */
function useUnseenSignals(unseen: number, soundOn: boolean) {
  const baseTitle = useRef<string | null>(null)
  const audio = useRef<AudioContext | null>(null)
  useEffect(() => {
    baseTitle.current ??= document.title
    document.title = unseen > 0 ? `(${unseen}) ${consoleText.heading}` : baseTitle.current
  }, [unseen])
  useEffect(
    () => () => {
      if (baseTitle.current) document.title = baseTitle.current
    },
    [],
  )

  // A short sound for each new unseen event, unless the expert turned it off.
  const lastUnseen = useRef(0)
  useEffect(() => {
    if (unseen > lastUnseen.current && soundOn) {
      try {
        audio.current ??= new AudioContext()
        if (audio.current.state !== 'closed') chime(audio.current)
      } catch {
        // no audio available: the title still changes
      }
    }
    lastUnseen.current = unseen
  }, [unseen, soundOn])
}

/** The console's room connection, its state and the expert's actions on it. */
export function useConsole(token: string, soundOn: boolean, inputRef: RefObject<HTMLTextAreaElement | null>) {
  const [state, dispatch] = useReducer(consoleReducer, null, () => initialConsoleState(readSession(SELECTED_KEY)))
  const socketRef = useRef<ReturnType<typeof openChatSocket> | null>(null)
  const stateRef = useRef(state)
  stateRef.current = state

  useEffect(() => {
    prepareTimes()
    const onVisibility = () => dispatch({ type: 'visibility', visible: document.visibilityState === 'visible' })
    onVisibility()
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])
  useUnseenSignals(state.unseen, soundOn)

  useEffect(() => {
    // No credentials in the URL: the token goes in the first frame.
    const socket = openChatSocket({})
    socketRef.current = socket
    socket.addEventListener('open', () => {
      socket.send(encode({ type: 'register', role: 'expert', token }))
    })
    socket.addEventListener('close', (event) => {
      // Refused (signed out, not an expert, session ended): stop and say so.
      if (event.code === 4001 || event.code === 4003) {
        socket.close()
        dispatch({ type: 'status', status: 'refused' })
      } else dispatch({ type: 'status', status: 'offline' })
    })
    socket.addEventListener('message', (event) => {
      const message = parseServerMessage(event.data)
      if (!message) return
      dispatch({ type: 'server', message })
      const current = stateRef.current
      if (message.type === 'registered') {
        // Back after a reload or a drop: send what was typed offline, then fetch the open conversation.
        for (const line of current.outbox) {
          socket.send(encode({ type: 'send_message', from: message.id, to: line.conversationId, message: line.message }))
        }
        if (current.outbox.length) dispatch({ type: 'flushed' })
        if (current.selected) {
          socket.send(encode({ type: 'open_conversation', conversationId: current.selected }))
          socket.send(encode({ type: 'mark_read', conversationId: current.selected }))
        }
      }
      // A line for the open conversation is read as it arrives.
      if (message.type === 'receive_message' && message.conversationId === current.selected && message.sender === 'visitor') {
        socket.send(encode({ type: 'mark_read', conversationId: message.conversationId }))
      }
    })
    const leave = () => socket.close()
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      socket.close()
      socketRef.current = null
    }
  }, [token])

  const connected = () => state.status === 'connected' && socketRef.current?.readyState === 1
  const current: ConversationSummary | null = state.conversations.find((c) => c.id === state.selected) ?? null

  // The conversation whose reply box is to take the focus when it shows (the expert opened it).
  const focusFor = useRef<string | null>(null)
  const replyShown = useCallback(
    (id: string) => {
      if (focusFor.current !== id || !inputRef.current) return
      focusFor.current = null
      inputRef.current.focus()
    },
    [inputRef],
  )

  // One function for the page's life (it reads the state through stateRef), so opening a conversation
  // draws again only the rows whose look changes (ConsoleQueue's rows are memoised).
  const select = useCallback(
    (id: string) => {
      dispatch({ type: 'select', id })
      writeSession(SELECTED_KEY, id)
      const socket = socketRef.current
      if (stateRef.current.status === 'connected' && socket?.readyState === 1) {
        socket.send(encode({ type: 'open_conversation', conversationId: id }))
        socket.send(encode({ type: 'mark_read', conversationId: id }))
      }
      // The reply box takes the focus once the conversation has been painted (focus lays the page out):
      // after that frame if the box is there, else as it is shown (replyShown, from ./ConsoleReply.tsx).
      focusFor.current = id
      requestAnimationFrame(() => window.setTimeout(() => replyShown(id), 0))
    },
    [replyShown],
  )

  const send = (text: string): boolean => {
    const message = text.trim()
    if (!message || !current || !state.me) return false
    if (!connected()) {
      dispatch({ type: 'queued_offline', conversationId: current.id, message, localId: Date.now() })
      return true
    }
    socketRef.current?.send(encode({ type: 'send_message', from: state.me.id, to: current.id, message }))
    dispatch({
      type: 'sent',
      conversationId: current.id,
      line: { id: -Date.now(), from: state.me.id, to: current.id, sender: 'expert', message, sentAt: Date.now() },
    })
    return true
  }

  // The visitor sees "Sam is typing..." (decision 153): one frame every few seconds while keys are pressed.
  const lastTyping = useRef({ id: '', at: 0 })
  const typing = () => {
    const nowMs = Date.now()
    if (!current || !connected()) return
    if (lastTyping.current.id === current.id && nowMs - lastTyping.current.at < TYPING_EVERY_MS) return
    lastTyping.current = { id: current.id, at: nowMs }
    socketRef.current?.send(encode({ type: 'typing', conversationId: current.id }))
  }

  const markDone = () => {
    if (!current || !connected()) return
    socketRef.current?.send(encode({ type: 'mark_done', conversationId: current.id }))
    writeSession(SELECTED_KEY, null)
  }

  // A block lasts a day; the expert who made it may lift it from here, also after a reload (U7).
  const block = (conversationId: string) => {
    socketRef.current?.send(encode({ type: 'block_visitor', conversationId }))
    const name = stateRef.current.conversations.find((c) => c.id === conversationId)?.visitorName ?? ''
    dispatch({ type: 'blocked', id: conversationId, name })
  }
  const unblock = (conversationId: string) => {
    if (connected()) socketRef.current?.send(encode({ type: 'unblock_visitor', conversationId }))
  }

  return { state, current, select, replyShown, send, typing, markDone, block, unblock }
}

/**
 * The reply box's draft (decision 153): ready-made replies go into it, in the conversation's
 * language, to be read and sent: a click, or Alt+1 to Alt+6 in the box. A new conversation starts
 * with an empty box.
 */
export function useReplyDraft(current: ConversationSummary | null, inputRef: RefObject<HTMLTextAreaElement | null>, typing: () => void) {
  // The draft and the conversation it was typed for. Emptied in the render that opens another
  // conversation, not in an effect after it: an effect's state change would draw the whole console a
  // second time inside the tap that opens a conversation (docs/performance.md).
  const id = current?.id ?? null
  const [kept, setKept] = useState({ id, text: '' })
  if (kept.id !== id) setKept({ id, text: '' })
  const draft = kept.id === id ? kept.text : ''
  const setDraft = (text: string) => setKept({ id, text })
  const insertReply = (text: string) => {
    setKept((before) => {
      const typed = before.id === id ? before.text : ''
      return { id, text: typed.trim() ? `${typed.trimEnd()} ${text}` : text }
    })
    inputRef.current?.focus()
    typing()
  }
  const readyReplyKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!current || !event.altKey || event.ctrlKey || event.metaKey) return
    const index = Number(event.code.replace('Digit', '')) - 1
    const reply = readyReplies[current.locale][index]
    if (!reply) return
    event.preventDefault()
    insertReply(reply.text)
  }
  return { draft, setDraft, insertReply, readyReplyKey }
}

export type ReplyDraft = ReturnType<typeof useReplyDraft>
