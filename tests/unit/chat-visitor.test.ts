// The visitor's chat store (app/features/chat/visitor-chat.ts) against a stand-in socket: a line typed
// while nobody is on chat or in line is kept, said in words and sent once an expert joins; a line the
// chat refuses is never left silently (usability review N5). The browser journeys: tests/e2e/chat*.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '#content/site'

class StandInSocket extends EventTarget {
  readyState = 1
  sent: Record<string, unknown>[] = []
  send(frame: string) {
    this.sent.push(JSON.parse(frame) as Record<string, unknown>)
  }
  close() {}
  /** A frame from the room. */
  hear(frame: Record<string, unknown>) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }))
  }
}
let socket: StandInSocket
vi.mock('#app/features/chat/socket', () => ({
  openChatSocket: () => {
    socket = new StandInSocket()
    return socket
  },
}))

const { visitorChat } = await import('#app/features/chat/visitor-chat')

beforeEach(() => {
  vi.stubGlobal('window', {
    location: { pathname: '/', host: 'localhost', protocol: 'http:' },
    addEventListener() {},
    localStorage: new Map(),
  })
  visitorChat.connect()
  socket.dispatchEvent(new Event('open'))
  socket.hear({ type: 'registered', id: 'visitor-one', role: 'user', name: 'Visitor' })
})
afterEach(() => {
  visitorChat.disconnect()
  vi.unstubAllGlobals()
})

describe('the visitor chat', () => {
  it('with nobody on chat keeps a line, shows it, and sends it to the expert who joins', () => {
    socket.hear({ type: 'queued', position: 1, expertsOnline: 0 })
    expect(visitorChat.getSnapshot()).toMatchObject({ status: 'queued', nobodyOnline: true })
    expect(visitorChat.send('Is anyone there?')).toBe(true)
    expect(visitorChat.getSnapshot().pending).toEqual(['Is anyone there?'])
    expect(socket.sent.some((f) => f.type === 'send_message')).toBe(false)

    socket.hear({ type: 'mapped_to', expertId: 'expert-sam', expertName: 'Sam' })
    expect(socket.sent.filter((f) => f.type === 'send_message')).toEqual([
      { type: 'send_message', from: 'visitor-one', to: 'expert-sam', message: 'Is anyone there?' },
    ])
    expect(visitorChat.getSnapshot().pending).toEqual([])
    expect(visitorChat.getSnapshot().lines.map((l) => l.message)).toEqual(['Is anyone there?'])
  })

  it('refused by the chat, a line stays in the box and the visitor is told it was not sent, with our number', () => {
    socket.hear({ type: 'error', msg: 'Too many chats from this connection.' })
    expect(visitorChat.getSnapshot().status).toBe('refused')
    expect(visitorChat.send('Help me please')).toBe(false)
    const { notice, pending } = visitorChat.getSnapshot()
    expect(notice).toContain('Not sent')
    expect(notice).toContain(site.phone)
    expect(pending).toEqual([])
  })
  it('a line the socket dropped before the room stored it is sent again after the reconnect, once (decision 125)', () => {
    socket.hear({ type: 'transcript', conversationId: 'c1', messages: [] })
    socket.hear({ type: 'mapped_to', expertId: 'expert-sam', expertName: 'Sam' })
    visitorChat.send('My bank texted me a code.')
    visitorChat.send('Should I read it to them?')
    // The connection drops right after Send; the room had stored only the first line.
    socket.dispatchEvent(new CloseEvent('close', { code: 1006 }))
    expect(visitorChat.getSnapshot().status).toBe('offline')
    socket.sent = []
    socket.dispatchEvent(new Event('open'))
    socket.hear({ type: 'registered', id: 'visitor-one', role: 'user', name: 'Visitor' })
    const stored = { id: 7, from: 'visitor-one', to: 'expert-sam', sender: 'visitor', message: 'My bank texted me a code.', sentAt: 1 }
    socket.hear({ type: 'transcript', conversationId: 'c1', messages: [stored] })
    expect(visitorChat.getSnapshot()).toMatchObject({ pending: ['Should I read it to them?'], unsent: null, notice: null })
    socket.hear({ type: 'mapped_to', expertId: 'expert-sam', expertName: 'Sam' })
    expect(socket.sent.filter((f) => f.type === 'send_message').map((f) => f.message)).toEqual(['Should I read it to them?'])
    expect(visitorChat.getSnapshot().lines.map((l) => l.message)).toEqual(['My bank texted me a code.', 'Should I read it to them?'])
    expect(visitorChat.getSnapshot().pending).toEqual([])
  })
})
