// The account forms sent without JavaScript (worker/api/auth-forms.ts, issue 42): plain pages that run the
// same steps as the JSON calls. The browser journeys are in tests/e2e/no-script-accounts.spec.ts; here,
// what a browser cannot show: another site's page cannot send them, limits answer as a page, nothing
// typed is put back into the page unescaped, and a password is never echoed.
import { SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { RATE_LIMITS } from '#worker/rate-limit'
import { freshClientAddress, newEmail } from './helpers'

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

function form(name: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost/api/auth/form/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshClientAddress(), ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('account forms without JavaScript', () => {
  it('answers a mistake with the form again: 400, the message, the typed text escaped, never the password', async () => {
    const res = await form('signup', { name: '<b>Ana</b>', email: newEmail('ana'), password: 'secret words here' })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('value="&lt;b&gt;Ana&lt;/b&gt;"')
    expect(html).not.toContain('secret words here')
  })

  it('refuses a form sent from another site', async () => {
    const res = await form('login', { email: 'a@example.com', password: 'x' }, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
  })

  it('answers an unknown form with 404 and the language of ?lang=', async () => {
    expect((await form('delete-everything', {})).status).toBe(404)
    const res = await form('login', { email: 'a@example.com', password: 'x' }, {})
    expect(res.status).toBe(400)
    const fr = await SELF.fetch('http://localhost/api/auth/form/login?lang=fr', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshClientAddress() },
      body: 'email=a%40example.com&password=x',
    })
    expect(await fr.text()).toContain('<html lang="fr-CA">')
  })

  it('counts the auth limit and answers it as a page (429)', async () => {
    const ip = freshClientAddress()
    let last = 0
    // The limit counts in fixed one-minute windows: a slow run that crosses a window's edge needs up to twice it.
    for (let i = 0; i <= 2 * RATE_LIMITS.authPerAddress.limit && last !== 429; i++) {
      last = (await form('login', { email: 'a@example.com', password: 'x' }, { 'cf-connecting-ip': ip })).status
    }
    expect(last).toBe(429)
  })
})
