// The call-back mail to sales takes every word from messages/server (`server_mail_callback_*`), in the
// sales team's language whatever the visitor's: each message is marked here, so a sentence written
// back into worker code (without its message) fails.
import { describe, expect, it, vi } from 'vitest'

vi.mock('#shared/paraglide/messages.js', async (load) => {
  const mod = await load<typeof import('#shared/paraglide/messages.js')>()
  const marked =
    (key: string, fn: (...args: unknown[]) => string) =>
    (...args: unknown[]) =>
      `[${key}]${fn(...args)}`
  const m = Object.fromEntries(
    Object.entries(mod.m).map(([key, fn]) => [
      key,
      key.startsWith('server_mail_callback_') ? marked(key, fn as (...a: unknown[]) => string) : fn,
    ]),
  )
  return { ...mod, m }
})

const { callbackMail } = await import('#worker/callback/index')
const { m } = await import('#shared/paraglide/messages.js')

const request = {
  name: 'Margaret Lee',
  phone: '(555) 123-4567',
  timeZone: 'eastern',
  bestTime: 'morning',
  topic: 'scam-worry',
  note: 'From the help page.',
} as const

describe('the call-back mail to sales', () => {
  it('uses every server_mail_callback_* message, and no other words of its own', () => {
    const mail = callbackMail('sales@example.com', request, 'es')
    const keys = Object.keys(m).filter((k) => k.startsWith('server_mail_callback_'))
    expect(keys.length).toBeGreaterThan(10)
    for (const key of keys) expect(`${mail.subject}\n${mail.text}\n${mail.html}`, key).toContain(`[${key}]`)
    // Every line of the text is a message, a value the visitor gave, or blank.
    const given = ['Margaret Lee', '(555) 123-4567', 'From the help page.']
    for (const line of mail.text.split('\n')) {
      if (line === '' || given.includes(line)) continue
      expect(line).toMatch(/\[server_mail_callback_/)
    }
  })

  it('is in English for a Spanish-speaking visitor, and says to call in Spanish', () => {
    const mail = callbackMail('sales@example.com', request, 'es')
    expect(mail.subject).toBe('[server_mail_callback_subject]Call-back request: Margaret Lee')
    expect(mail.text).toContain('[server_mail_callback_language]Language: [server_mail_callback_call_in]Spanish (please call in Spanish)')
    expect(callbackMail('sales@example.com', request, 'en').text).toContain('[server_mail_callback_language]Language: English')
  })
})
