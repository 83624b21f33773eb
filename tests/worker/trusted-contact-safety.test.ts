// A trusted contact a scammer cannot use (docs/on-the-phone.md, "Safety rules"): each rule of the
// words review (W2-W7) as a test that failed before the change. Inside workerd, real D1 and outbox.
import { SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { DUMMY_TOKEN } from '#worker/auth/turnstile'
import { apiCall, asPerson, freshClientAddress, latestSignupCode, newEmail, outbox, TEST_PASSWORD } from './helpers'

vi.setConfig({ testTimeout: 30_000 })

const PASSWORD = TEST_PASSWORD

async function holderWithContact(locale?: string, zones: { holder?: string; contact?: string } = {}) {
  const email = newEmail('holder')
  const ip = freshClientAddress()
  const post = (path: string, body: unknown) =>
    SELF.fetch(`http://localhost/api${path}`, {
      method: 'POST',
      headers: { 'cf-connecting-ip': ip, 'content-type': 'application/json', ...(zones.holder ? { 'x-time-zone': zones.holder } : {}) },
      body: JSON.stringify(body),
    })
  expect((await post('/auth/send-otp', asPerson('/send-otp', { name: 'Ann Example', email }))).status).toBe(200)
  expect((await post('/auth/verify-otp', { email, otp: await latestSignupCode(email), password: PASSWORD })).status).toBe(200)
  const token = (await apiCall('POST', '/auth/login', { email, password: PASSWORD, turnstileToken: DUMMY_TOKEN })).json.token as string
  expect((await apiCall('PUT', '/auth/profile', { name: 'Ann Example', phone: '555 010 9999' }, { token })).status).toBe(200)
  const contact = newEmail('contact')
  const named = await apiCall(
    'POST',
    '/trusted-contact',
    { name: 'Beth Daughter', email: contact, mayAsks: true, mayPlans: true, mayWarnings: true },
    { token, locale },
  )
  expect(named.status, JSON.stringify(named.json)).toBe(200)
  const [invitation] = await outbox(contact)
  const accept = /\/trusted-contact\?accept=([\w-]+)/.exec(invitation.text)?.[1]
  expect((await apiCall('POST', '/trusted-contact/accept', { token: accept }, { zone: zones.contact })).status).toBe(200)
  return { email, token, contact, invitation }
}

const SCAM = 'URGENT: your account is locked. Verify at https://secure-bank-login.com/verify or call 1-800-555-0199 now.'

describe('a trusted contact a scammer cannot use', () => {
  it('W2: no mail carries the phone number from the profile; it says to call the number they already have', async () => {
    const h = await holderWithContact()
    const ask = await apiCall('POST', '/trusted-contact/ask', { text: SCAM, preview: true }, { token: h.token })
    const plan = await apiCall('POST', '/trusted-contact/plan', { country: 'us', s: 'gift-card', preview: true }, { token: h.token })
    for (const res of [ask, plan]) {
      const text = (res.json.preview as { text: string }).text
      expect(text).not.toContain('555 010 9999')
      expect(text).toContain(
        'Call Ann Example on the number you already have for them. Do not call a number written in an e-mail, even this one.',
      )
    }
  })

  it('W2: the holder and the contact are warned when the profile phone changes, and the warning carries no number', async () => {
    const h = await holderWithContact()
    expect((await apiCall('PUT', '/auth/profile', { name: 'Ann Example', phone: '555 010 6666' }, { token: h.token })).status).toBe(200)
    const toHolder = (await outbox(h.email)).find(
      (m) => m.subject === 'Your account’s phone number was changed' || m.subject === "Your account's phone number was changed",
    )
    expect(toHolder?.text).toContain('The phone number on your SaffeSupport account was changed')
    const toContact = (await outbox(h.contact)).find((m) => m.subject.startsWith('Early warning'))
    expect(toContact?.text).toContain('If anyone gives you a new number for Ann Example')
    expect(toContact?.text).not.toContain('555 010 6666')
  })

  it('W3: the shared part of the message is quoted with its links and numbers broken, and a warning', async () => {
    const h = await holderWithContact()
    const excerpt = 'Verify at https://secure-bank-login.com/verify or call 1-800-555-0199 now.'
    const res = await apiCall('POST', '/trusted-contact/ask', { text: SCAM, excerpt, preview: true }, { token: h.token })
    const text = (res.json.preview as { text: string }).text
    expect(text).toContain('Do not press any link or call any number in it')
    expect(text).toContain('hxxps[://]secure-bank-login[.]com/verify')
    expect(text).toContain('1[-]800[-]555[-]0199')
    expect(text).not.toContain('https://secure-bank-login.com')
    expect(text).not.toContain('1-800-555-0199')
  })

  it('W5: the invitation says how to check it without pressing anything, by typing our address', async () => {
    const h = await holderWithContact('fr')
    const code = /\/trusted-contact\?accept=([\w-]+)/.exec(h.invitation.text)?.[1] as string
    expect(h.invitation.text).toContain('Vous n’avez rien à y toucher')
    expect(h.invitation.text).toContain(
      `tapez vous-même localhost/fr/trusted-contact/check dans votre navigateur et entrez cette référence d’invitation\u00a0: ${code}`,
    )
    // The check comes before the button.
    expect(h.invitation.text.indexOf('rien à y toucher')).toBeLessThan(h.invitation.text.indexOf('?accept='))
  })

  it('W6, W7: an early warning has no link, says what to do if you cannot sign in, and no UTC time', async () => {
    const h = await holderWithContact()
    const changed = await apiCall(
      'PUT',
      '/auth/change-password',
      { oldPassword: PASSWORD, newPassword: 'another long password' },
      { token: h.token },
    )
    expect(changed.status).toBe(200)
    const warning = (await outbox(h.email)).find((m) => m.subject === 'Your password was changed')
    if (!warning) throw new Error('no warning')
    expect(warning.text).not.toMatch(/https?:\/\//)
    expect(warning.html).not.toMatch(/<a\s[^>]*href="https?:\/\/[^"]*\/AccountIn/)
    expect(warning.text).toContain('Forgot your password?')
    expect(warning.text).toContain('If you cannot sign in at all, call us')
    expect(warning.text).not.toContain('(UTC)')
    expect(warning.text).toContain('in your own time')
  })

  it("W7: times are in each reader's own time zone, named, as their browser reported it", async () => {
    // The holder signed up in Toronto (English); the contact accepted in Mexico City and reads Spanish.
    const h = await holderWithContact('es', { holder: 'America/Toronto', contact: 'America/Mexico_City' })
    const before = Date.now()
    const changed = await apiCall(
      'PUT',
      '/auth/change-password',
      { oldPassword: PASSWORD, newPassword: 'another long password' },
      { token: h.token },
    )
    expect(changed.status).toBe(200)
    const toHolder = (await outbox(h.email)).find((m) => m.subject === 'Your password was changed')
    const hour = (zone: string, tag: string) =>
      new Intl.DateTimeFormat(tag, { hour: 'numeric', timeZone: zone }).formatToParts(before).find((p) => p.type === 'hour')?.value
    expect(toHolder?.text).toMatch(
      /The password of your SaffeSupport account was changed on \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d\s[AP]M \(Eastern (Standard|Daylight) Time\)\./,
    )
    expect(toHolder?.text).toContain(` at ${hour('America/Toronto', 'en-US')}:`)
    expect(toHolder?.text).not.toContain('a few minutes before')
    const toContact = (await outbox(h.contact)).find((m) => m.subject.startsWith('Aviso temprano'))
    expect(toContact?.text).toMatch(
      /se cambió el \d{1,2} de \w+ de \d{4} a las \d{1,2}:\d\d\s[ap]\.\s?m\. \(hora (estándar|de verano) central\)\./,
    )
    expect(toContact?.text).toContain(` a las ${hour('America/Mexico_City', 'es-US')}:`)
    // The "on a call" alert says when it was sent, in the contact's zone.
    expect((await apiCall('POST', '/pause/alert', { kind: 'call' }, { token: h.token })).status).toBe(200)
    const alert = (await outbox(h.contact)).find((m) => m.subject.includes('llame ahora'))
    expect(alert?.text).toMatch(/Enviado el .+ \(hora (estándar|de verano) central\)\./)
  })

  it('W7: a zone the browser did not report (or a made-up one) is never guessed: the mail says "a few minutes"', async () => {
    const h = await holderWithContact(undefined, { holder: 'Mars/Olympus_Mons', contact: '<b>' })
    await apiCall('PUT', '/auth/change-password', { oldPassword: PASSWORD, newPassword: 'another long password' }, { token: h.token })
    const toHolder = (await outbox(h.email)).find((m) => m.subject === 'Your password was changed')
    expect(toHolder?.text).toContain('a few minutes before this e-mail was sent')
    const toContact = (await outbox(h.contact)).find((m) => m.subject.startsWith('Early warning'))
    expect(toContact?.text).toContain('a few minutes before this e-mail was sent')
  })
})
