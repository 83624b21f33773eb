// The attachment hand-off (app/lib/chat-bridge.ts): openChat({ attachment }) opens the chat and leaves
// the attachment waiting for the visitor's decision; nothing is sent by the call itself.
import { afterEach, describe, expect, it } from 'vitest'
import { type ChatAttachment, openChat, pendingAttachment, registerChatOpener } from '#app/lib/chat-bridge'
import { MAX_ATTACHMENT_CHARS, prepareAttachment } from '#shared/chat/protocol'

const checked: ChatAttachment = { kind: 'scam-check', label: 'Message I checked', text: 'You won a prize! Send $50 in gift cards.' }

afterEach(() => {
  registerChatOpener(null)
  pendingAttachment.clear()
})

describe('openChat', () => {
  it('returns false and keeps nothing when no chat window is on the page', () => {
    expect(openChat({ attachment: checked })).toBe(false)
    expect(pendingAttachment.get()).toBeNull()
  })

  it('opens the window, answers whether it is connected, and leaves the attachment for the visitor', () => {
    let opened = 0
    registerChatOpener(() => {
      opened++
      return opened > 1
    })
    let notified = 0
    const stop = pendingAttachment.subscribe(() => notified++)
    expect(openChat({ attachment: checked })).toBe(false)
    expect(opened).toBe(1)
    expect(pendingAttachment.get()).toEqual(checked)
    expect(notified).toBe(1)

    // Without an attachment nothing waiting changes; a newer attachment replaces the waiting one.
    expect(openChat()).toBe(true)
    expect(pendingAttachment.get()).toEqual(checked)
    const help: ChatAttachment = { kind: 'help-now', label: 'What happened', text: 'A caller asked for my bank PIN.' }
    openChat({ attachment: help })
    expect(pendingAttachment.get()).toEqual(help)

    pendingAttachment.clear()
    expect(pendingAttachment.get()).toBeNull()
    expect(notified).toBe(3)
    stop()
    openChat({ attachment: checked })
    expect(notified).toBe(3)
  })

  it('ignores an attachment with no text', () => {
    registerChatOpener(() => true)
    expect(openChat({ attachment: { kind: 'scam-check', label: 'Message I checked', text: '  \n ' } })).toBe(true)
    expect(pendingAttachment.get()).toBeNull()
  })
})

describe('prepareAttachment', () => {
  it('keeps line breaks, drops other control characters and makes the label one short line', () => {
    const prepared = prepareAttachment({ kind: 'scam-check', label: '  Message\nI checked\u0007 ', text: ' Hi\r\nthere\u0000\tfriend ' })
    expect(prepared).toEqual({ kind: 'scam-check', label: 'Message I checked', text: 'Hi\nthere\tfriend', shortened: false })
    expect(prepareAttachment({ kind: 'help-now', label: 'x'.repeat(200), text: 'a' }).label).toHaveLength(80)
    expect(prepareAttachment({ kind: 'help-now', label: '\n', text: 'a' }).label).toBe('Attachment')
  })

  it(`sends only the first ${MAX_ATTACHMENT_CHARS} characters of a longer text, and says so`, () => {
    const exact = prepareAttachment({ kind: 'scam-check', label: 'L', text: 'a'.repeat(MAX_ATTACHMENT_CHARS) })
    expect(exact.shortened).toBe(false)
    const long = prepareAttachment({ kind: 'scam-check', label: 'L', text: 'b'.repeat(MAX_ATTACHMENT_CHARS + 1) })
    expect(long.shortened).toBe(true)
    expect(long.text).toHaveLength(MAX_ATTACHMENT_CHARS)
  })
})
