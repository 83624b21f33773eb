import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_CHARS, MAX_FRAME_BYTES, MAX_MESSAGE_CHARS, messageLimit, RECONNECT, withJitter } from '#shared/chat/protocol'
import { parseClientMessage } from '#worker/chat/schemas'

describe('chat protocol parser', () => {
  it('accepts the four client messages and ignores unknown fields', () => {
    expect(parseClientMessage('{"type":"register","role":"user","name":"Ann","userId":"abc","extra":1}')).toEqual({
      ok: true,
      value: { type: 'register', role: 'user', name: 'Ann', userId: 'abc' },
    })
    expect(parseClientMessage('{"type":"map_to_expert"}')).toEqual({ ok: true, value: { type: 'map_to_expert' } })
    expect(parseClientMessage('{"type":"send_message","from":"a","to":"b","message":"hi"}').ok).toBe(true)
    expect(parseClientMessage('{"type":"mark_read","conversationId":"c_1"}').ok).toBe(true)
  })

  it('refuses malformed frames with a reason', () => {
    for (const raw of [
      'nope',
      '[]',
      '{"type":"register","role":"admin"}',
      '{"type":"send_message","to":1,"message":"x"}',
      '{"type":"x"}',
    ]) {
      const result = parseClientMessage(raw)
      expect(result.ok, raw).toBe(false)
      if (!result.ok) expect(result.msg.length).toBeGreaterThan(5)
    }
    expect(parseClientMessage(new Uint8Array(4)).ok).toBe(false)
    expect(parseClientMessage(JSON.stringify({ type: 'send_message', to: 'b', message: 'x'.repeat(MAX_FRAME_BYTES) })).ok).toBe(false)
  })
})

describe('the language in the first frame', () => {
  it('register carries "en", "es" or "fr"; none is fine (the room takes English); anything else is refused with a reason', () => {
    expect(parseClientMessage('{"type":"register","role":"user","userId":"abc","locale":"es"}')).toEqual({
      ok: true,
      value: { type: 'register', role: 'user', userId: 'abc', locale: 'es' },
    })
    expect(parseClientMessage('{"type":"register","role":"user","userId":"abc"}')).toEqual({
      ok: true,
      value: { type: 'register', role: 'user', userId: 'abc' },
    })
    for (const locale of ['de', 'es-MX', 'EN', 1, true, {}]) {
      expect(parseClientMessage(JSON.stringify({ type: 'register', role: 'user', locale }))).toEqual({
        ok: false,
        msg: 'The chat can be in English, Spanish or French. Please reload the page, or call us.',
      })
    }
  })

  it("gives its reasons in the socket's language", () => {
    expect(parseClientMessage('nope', 'es')).toEqual({ ok: false, msg: 'No pudimos leer ese mensaje.' })
    expect(parseClientMessage('{"type":"register","role":"user","locale":"de"}', 'es')).toEqual({
      ok: false,
      msg: 'El chat puede ser en inglés, español o francés. Recargue la página o llámenos.',
    })
    expect(parseClientMessage('nope')).toEqual({ ok: false, msg: 'That message could not be read.' })
  })
})

describe('attachments in the protocol', () => {
  it('reads a send_message with a known attachment kind and a one-line label', () => {
    expect(
      parseClientMessage(
        JSON.stringify({ type: 'send_message', to: 'e', message: 'text', attachment: { kind: 'help-now', label: ' Steps ' } }),
      ),
    ).toEqual({
      ok: true,
      value: { type: 'send_message', from: undefined, to: 'e', message: 'text', attachment: { kind: 'help-now', label: 'Steps' } },
    })
    for (const attachment of [
      null,
      'x',
      { kind: 'pdf', label: 'L' },
      { kind: 'scam-check' },
      { kind: 'scam-check', label: 'x'.repeat(81) },
    ]) {
      expect(
        parseClientMessage(JSON.stringify({ type: 'send_message', to: 'e', message: 'm', attachment })).ok,
        JSON.stringify(attachment),
      ).toBe(false)
    }
  })

  it('allows a 10,000-character attachment of characters JSON must escape through the frame limit', () => {
    const raw = JSON.stringify({
      type: 'send_message',
      to: 'e',
      message: '"'.repeat(MAX_ATTACHMENT_CHARS),
      attachment: { kind: 'scam-check', label: 'L' },
    })
    expect(parseClientMessage(raw).ok).toBe(true)
    expect(messageLimit({ attachment: { kind: 'scam-check', label: 'L' } })).toBe(MAX_ATTACHMENT_CHARS)
    expect(messageLimit({})).toBe(MAX_MESSAGE_CHARS)
  })
})

describe('reconnection back-off', () => {
  it('stays between 1 s and 5 s with ±50% jitter, and retries at once the first time', () => {
    expect(withJitter(0, 0.9)).toBe(0)
    expect(withJitter(1000, 0)).toBe(RECONNECT.minDelayMs)
    expect(withJitter(2000, 0)).toBe(1000)
    expect(withJitter(2000, 1)).toBe(3000)
    expect(withJitter(5000, 1)).toBe(RECONNECT.maxDelayMs)
    for (let i = 0; i < 100; i++) {
      const d = withJitter(1000 + i * 40)
      expect(d).toBeGreaterThanOrEqual(1000)
      expect(d).toBeLessThanOrEqual(5000)
    }
  })
})

describe('what the chat says when a frame is refused, in words for a person (words review S17)', () => {
  it('names no field, code or token, and says what to do, in every language', async () => {
    for (const locale of ['en', 'es', 'fr'] as const) {
      const words = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../messages/chat/${locale}.json`), 'utf8'))
      for (const key of ['chat_frame_role', 'chat_frame_locale', 'chat_frame_register_fields']) {
        const text: string = words[key]
        expect(text, `${locale} ${key}`).not.toMatch(/token|jeton|\bid\b|identifi|["“«]\s?(en|es|fr)\s?["”»]|regist|inscrivez-vous comme/i)
        expect(text, `${locale} ${key}`).toMatch(/reload|recargue|recharger/i)
      }
    }
  })
})
