// The expert console's reducer (app/features/chat/console-state.ts) and the room's pure rules
// (worker/chat/policy.ts).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { consoleReducer, initialConsoleState, sortConversations, waitedFor } from '#app/features/chat/console-state'
import type { ConversationSummary, ServerMessage } from '#shared/chat/protocol'
import { soundsUrgent } from '#shared/chat/urgency'
import {
  CHAT_RETENTION_MONTHS,
  changedPositions,
  chooseExpert,
  cleanPagePath,
  cleanPlace,
  guestName,
  MAX_OPEN_PER_EXPERT,
  WindowCounter,
} from '#worker/chat/policy'

const summary = (id: string, patch: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  visitorName: `Visitor ${id}`,
  signedIn: false,
  visitorOnline: true,
  unread: 0,
  lastMessage: null,
  urgent: false,
  waitingSince: null,
  pagePath: '/',
  locale: 'en',
  ...patch,
})
const server = (message: ServerMessage) => ({ type: 'server' as const, message })
const receive = (conversationId: string, message: string, id: number, sender: 'visitor' | 'expert' = 'visitor') =>
  server({ type: 'receive_message', id, conversationId, from: 'x', to: 'y', sender, message, sentAt: 1000 + id })

describe('expert matching', () => {
  it('prefers the previous expert while they have room, else the least busy; nobody when all are full', () => {
    const online = [
      { id: 'a', open: 2 },
      { id: 'b', open: 1 },
      { id: 'c', open: 1 },
    ]
    expect(chooseExpert(online)).toBe('b')
    expect(chooseExpert(online, 'a')).toBe('a')
    expect(chooseExpert(online, 'gone')).toBe('b')
    expect(chooseExpert([])).toBeNull()
    const full = [{ id: 'a', open: MAX_OPEN_PER_EXPERT }]
    expect(chooseExpert(full, 'a')).toBeNull()
    expect(chooseExpert([...full, { id: 'b', open: MAX_OPEN_PER_EXPERT - 1 }], 'a')).toBe('b')
  })

  it('tells only the visitors whose place in the queue changed', () => {
    const sent = new Map([
      ['x', 1],
      ['y', 2],
      ['z', 3],
    ])
    expect([...changedPositions(['x', 'y', 'z'], sent)]).toEqual([])
    expect([...changedPositions(['y', 'z', 'n'], sent)]).toEqual([
      ['y', 1],
      ['z', 2],
      ['n', 3],
    ])
  })

  it('counts events in a sliding window and does not record refused ones', () => {
    const counter = new WindowCounter(2, 1000)
    expect([counter.hit('k', 0), counter.hit('k', 10), counter.hit('k', 20)]).toEqual([true, true, false])
    expect(counter.hit('other', 20)).toBe(true)
    expect(counter.hit('k', 1005)).toBe(true) // the first left the window
    expect(counter.hit('k', 1011)).toBe(true)
    expect(counter.hit('k', 1012)).toBe(false)
  })

  it('accepts only plain site paths as the page a visitor is on', () => {
    expect(cleanPagePath('/scam-check')).toBe('/scam-check')
    expect(cleanPagePath('/blog/how-to_spot.a-scam')).toBe('/blog/how-to_spot.a-scam')
    for (const bad of ['', 'scam', '//evil.example', 'https://x.example/', '/a?b', '/a#b', '/<b>', '/é', 7, null, `/${'a'.repeat(200)}`]) {
      expect(cleanPagePath(bad), String(bad)).toBeNull()
    }
    expect(guestName('c_28b7abcdef')).toBe('Visitor 28B7')
  })

  it('names a guest by where they write from, told apart from others there now (review 6.10)', () => {
    expect(guestName('c_28b7abcdef', 'Quebec')).toBe('Visitor from Quebec')
    expect(guestName('c_28b7abcdef', 'Quebec', ['Visitor from Quebec', 'Visitor from Quebec 2'])).toBe('Visitor from Quebec 3')
    expect(guestName('c_28b7abcdef', 'Nuevo León', ['Visitor from Quebec'])).toBe('Visitor from Nuevo León')
    expect(cleanPlace('  Québec ')).toBe('Québec')
    for (const odd of ['', '<b>', 'Texas%', '1234', 'x'.repeat(41), null, 7]) expect(cleanPlace(odd), String(odd)).toBeNull()
  })

  it('keeps chat transcripts exactly as long as the privacy policy says', () => {
    const policy = readFileSync(new URL('../../content/pages/privacy-policy.md', import.meta.url), 'utf8')
    expect(policy).toContain(`| Chat messages with our experts | ${CHAT_RETENTION_MONTHS} months`)
  })
})

describe('console reducer', () => {
  it('puts waiting visitors first, longest waiting at the top, then the rest by their newest line', () => {
    const list = [
      summary('answered-old', { lastMessage: { sender: 'expert', text: 'a', sentAt: 10 } }),
      summary('waiting-new', { waitingSince: 500 }),
      summary('answered-new', { lastMessage: { sender: 'expert', text: 'b', sentAt: 90 } }),
      summary('waiting-old', { waitingSince: 100 }),
    ]
    expect(sortConversations(list).map((c) => c.id)).toEqual(['waiting-old', 'waiting-new', 'answered-new', 'answered-old'])
  })

  it('puts visitors who left after those who are here, even when they waited longer (decision 153)', () => {
    const list = [
      summary('left-waiting', { visitorOnline: false, waitingSince: 1 }),
      summary('here-answered', { lastMessage: { sender: 'expert', text: 'Hi', sentAt: 5 } }),
      summary('here-waiting', { waitingSince: 10 }),
    ]
    expect(sortConversations(list).map((c) => c.id)).toEqual(['here-waiting', 'here-answered', 'left-waiting'])
  })

  it('puts an urgent visitor who is here first, even before one who waited longer; one who left stays last', () => {
    const list = [
      summary('waiting-long', { waitingSince: 1 }),
      summary('left-urgent', { visitorOnline: false, urgent: true, waitingSince: 1 }),
      summary('urgent', { urgent: true, waitingSince: 50 }),
    ]
    expect(sortConversations(list).map((c) => c.id)).toEqual(['urgent', 'waiting-long', 'left-urgent'])
  })

  it('moves a conversation up as soon as its visitor writes something urgent', () => {
    let state = consoleReducer(
      initialConsoleState(),
      server({ type: 'conversations', conversations: [summary('a', { waitingSince: 1 }), summary('b')] }),
    )
    expect(state.conversations.map((c) => c.id)).toEqual(['a', 'b'])
    state = consoleReducer(state, receive('b', 'He wants me to pay with gift cards', 7))
    expect(state.conversations.map((c) => [c.id, c.urgent])).toEqual([
      ['b', true],
      ['a', false],
    ])
  })

  it('hears money or the computer at risk now, in English and Spanish, and not ordinary questions', () => {
    for (const said of [
      'They told me to buy Target gift cards and read them the numbers',
      'Me pidieron tarjetas de regalo de Google Play',
      'the bank said to wire the money today',
      'Me dijeron que hiciera una transferencia bancaria',
      'He sent me to a bitcoin ATM at the gas station',
      'I sent $900 by Zelle',
      'I let him install AnyDesk',
      'the man has remote access to my laptop',
      'Le di acceso remoto a mi computadora',
      'I am still on the phone with them',
      'Todavía estoy en el teléfono con ellos',
    ]) {
      expect(soundsUrgent(said), said).toBe(true)
    }
    for (const said of [
      'How do I change my password?',
      'Is the Premium plan billed yearly?',
      '¿Cómo cancelo mi suscripción?',
      'I got a text about a parcel, is it real?',
      'My granddaughter gave me a card for my birthday',
    ]) {
      expect(soundsUrgent(said), said).toBe(false)
    }
  })

  it('says how long someone has waited in plain words', () => {
    expect(waitedFor(0, 30_000)).toBe('less than a minute')
    expect(waitedFor(0, 60_000)).toBe('1 minute')
    expect(waitedFor(0, 7 * 60_000)).toBe('7 minutes')
    expect(waitedFor(0, 65 * 60_000)).toBe('1 h 5 min')
    expect(waitedFor(100, 0)).toBe('less than a minute')
  })

  it('counts new visitors and visitor messages only while the tab is in the background', () => {
    let state = consoleReducer(initialConsoleState(), server({ type: 'conversations', conversations: [summary('a')] }))
    state = consoleReducer(state, receive('a', 'hello', 1))
    expect(state.unseen).toBe(0)
    state = consoleReducer(state, { type: 'visibility', visible: false })
    state = consoleReducer(state, receive('a', 'are you there?', 2))
    state = consoleReducer(state, server({ type: 'conversation', conversation: summary('b') }))
    state = consoleReducer(state, receive('a', 'reply', 3, 'expert'))
    expect(state.unseen).toBe(2)
    expect(state.announcement).toBe('New visitor: Visitor b')
    state = consoleReducer(state, { type: 'visibility', visible: true })
    expect(state.unseen).toBe(0)
  })

  it('updates the list line, unread count and waiting time as messages come and go', () => {
    let state = consoleReducer(initialConsoleState(), server({ type: 'conversations', conversations: [summary('a'), summary('b')] }))
    state = consoleReducer(state, receive('b', 'My grandson called from jail and needs bail money', 1))
    const b = state.conversations[0]
    expect(b).toMatchObject({
      id: 'b',
      unread: 1,
      waitingSince: 1001,
      lastMessage: { text: 'My grandson called from jail and needs bail money' },
    })
    expect(state.announcement).toBe('New message from Visitor b: My grandson called from jail and needs bail money')
    state = consoleReducer(state, { type: 'select', id: 'b' })
    expect(state.conversations.find((c) => c.id === 'b')?.unread).toBe(0)
    state = consoleReducer(state, server({ type: 'transcript', conversationId: 'b', messages: [] }))
    state = consoleReducer(state, {
      type: 'sent',
      conversationId: 'b',
      line: { id: -5, from: 'me', to: 'b', sender: 'expert', message: 'Please do not send money.', sentAt: 2000 },
    })
    expect(state.conversations.find((c) => c.id === 'b')).toMatchObject({ waitingSince: null, lastMessage: { sender: 'expert' } })
    expect(state.transcripts.b.map((l) => l.message)).toEqual(['Please do not send money.'])
    // The same line twice (two tabs) is shown once.
    state = consoleReducer(state, receive('b', 'ok', 9))
    state = consoleReducer(state, receive('b', 'ok', 9))
    expect(state.transcripts.b).toHaveLength(2)
  })

  it('keeps replies typed offline, forgets transcripts that may have missed lines, and drops done conversations', () => {
    let state = consoleReducer(initialConsoleState('a'), server({ type: 'conversations', conversations: [summary('a')] }))
    state = consoleReducer(state, server({ type: 'transcript', conversationId: 'a', messages: [] }))
    state = consoleReducer(state, { type: 'status', status: 'offline' })
    expect(state.transcripts).toEqual({})
    state = consoleReducer(state, { type: 'queued_offline', conversationId: 'a', message: 'Still here', localId: 7 })
    expect(state.outbox).toEqual([{ conversationId: 'a', message: 'Still here', localId: 7 }])
    state = consoleReducer(state, { type: 'flushed' })
    expect(state.outbox).toEqual([])
    state = consoleReducer(state, server({ type: 'conversation_closed', conversationId: 'a' }))
    expect(state.conversations).toEqual([])
    expect(state.selected).toBeNull()
  })

  it('keeps every block liftable until the room says it is lifted, and takes the list the room sends on a reload (U7)', () => {
    let state = consoleReducer(initialConsoleState(), { type: 'blocked', id: 'a', name: 'Ann' })
    state = consoleReducer(state, { type: 'blocked', id: 'b', name: 'Bo' })
    expect(state.blocked).toEqual([
      { id: 'b', name: 'Bo' },
      { id: 'a', name: 'Ann' },
    ])
    state = consoleReducer(state, server({ type: 'unblocked', conversationId: 'other' }))
    expect(state.blocked).toHaveLength(2)
    state = consoleReducer(state, server({ type: 'unblocked', conversationId: 'a' }))
    expect(state.blocked).toEqual([{ id: 'b', name: 'Bo' }])
    expect(state.announcement).toBe('Block lifted: Ann may chat again.')
    const reloaded = consoleReducer(initialConsoleState(), server({ type: 'blocks', blocks: [{ conversationId: 'b', visitorName: 'Bo' }] }))
    expect(reloaded.blocked).toEqual([{ id: 'b', name: 'Bo' }])
  })
})
