// The account page without JavaScript (decision 290, worker/api/account-forms.ts): the plain sign-in form
// keeps its session in a cookie only the plain account forms get, and that page's forms (details,
// password, trusted contact, sign out) run the same steps as the app's calls. The browser journey is in
// tests/e2e/no-script-accounts.spec.ts.
import { SELF } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { DUMMY_TOKEN } from '#shared/turnstile'
import { authCall, freshClientAddress, outbox, signUpAndSignIn, TEST_PASSWORD } from './helpers'

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/** A browser with JavaScript off: one address, its cookies kept, redirects not followed. */
function plainBrowser() {
  const ip = freshClientAddress()
  let cookie = ''
  const send = async (method: 'GET' | 'POST', path: string, fields?: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await SELF.fetch(`http://localhost${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'cf-connecting-ip': ip,
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: fields ? new URLSearchParams(fields).toString() : undefined,
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      if (!pair.startsWith('form_session=')) continue
      cookie = /max-age=0\b/i.test(line) || pair === 'form_session=' ? '' : pair
    }
    return res
  }
  return { send, hasSession: () => cookie !== '' }
}

async function signedInPlainly() {
  const person = await signUpAndSignIn('Ruth Plain', 'plain')
  const browser = plainBrowser()
  const res = await browser.send('POST', '/api/auth/form/login?lang=en', {
    email: person.email,
    password: TEST_PASSWORD,
    turnstileToken: DUMMY_TOKEN,
  })
  return { person, browser, res }
}

describe('the account page without JavaScript', () => {
  it('a plain sign-in keeps its session in an HttpOnly, SameSite=Strict cookie for the plain forms and opens the plain account page', async () => {
    const { browser, res } = await signedInPlainly()
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/api/auth/form/account?lang=en')
    const set = res.headers.getSetCookie().find((line) => line.startsWith('form_session='))
    expect(set).toMatch(/HttpOnly/i)
    expect(set).toMatch(/SameSite=Strict/i)
    expect(set).toMatch(/Path=\/api\/auth\/form(;|$)/i)
    const page = await browser.send('GET', '/api/auth/form/account?lang=en')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Welcome, Ruth Plain!')
    for (const action of ['profile', 'password', 'trusted-contact', 'logout', 'logout-everywhere']) {
      expect(html).toContain(`action="/api/auth/form/account/${action}?lang=en"`)
    }
  })

  it('without the cookie the page is the sign-in form, and its forms answer 401 with it', async () => {
    const browser = plainBrowser()
    const page = await (await browser.send('GET', '/api/auth/form/account')).text()
    expect(page).toContain('Please sign in to see your account.')
    expect(page).toContain('action="/api/auth/form/login?lang=en"')
    const res = await browser.send('POST', '/api/auth/form/account/profile', { name: 'Someone', phone: '' })
    expect(res.status).toBe(401)
  })

  it('saves the details (303 back, said in words); a mistake answers 400 with the message and the typed text escaped', async () => {
    const { browser } = await signedInPlainly()
    const saved = await browser.send('POST', '/api/auth/form/account/profile?lang=en', { name: 'Ruth Ann Plain', phone: '555 010 0199' })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/api/auth/form/account?lang=en&done=profile')
    const html = await (await browser.send('GET', '/api/auth/form/account?lang=en&done=profile')).text()
    expect(html).toContain('Your details have been saved.')
    expect(html).toContain('value="Ruth Ann Plain"')
    expect(html).toContain('value="555 010 0199"')

    const wrong = await browser.send('POST', '/api/auth/form/account/profile?lang=en', { name: '<b>Ruth</b>', phone: 'call me maybe' })
    expect(wrong.status).toBe(400)
    const again = await wrong.text()
    expect(again).toContain('role="alert"')
    expect(again).toContain('value="&lt;b&gt;Ruth&lt;/b&gt;"')
  })

  it('changes the password (never echoed) and names, then withdraws, a trusted contact', async () => {
    const { person, browser } = await signedInPlainly()
    const bad = await browser.send('POST', '/api/auth/form/account/password', {
      oldPassword: 'not my password',
      newPassword: 'a new long password',
    })
    expect(bad.status).toBe(400)
    expect(await bad.text()).not.toContain('a new long password')
    const changed = await browser.send('POST', '/api/auth/form/account/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'a new long password',
    })
    expect(changed.status).toBe(303)
    // The session this form holds stays; the holder is warned by mail (decision 160).
    expect(await (await browser.send('GET', '/api/auth/form/account?done=password')).text()).toContain('Password changed.')
    expect((await outbox(person.email)).some((mail) => /password was changed/i.test(mail.subject))).toBe(true)

    const contact = `contact-${Date.now()}@example.com`
    const none = await browser.send('POST', '/api/auth/form/account/trusted-contact', { name: 'Anna Plain', email: contact })
    expect(none.status).toBe(400)
    expect(await none.text()).toContain('Please choose at least one thing your trusted contact may receive.')
    const named = await browser.send('POST', '/api/auth/form/account/trusted-contact', {
      name: 'Anna Plain',
      email: contact,
      mayAsks: 'yes',
    })
    expect(named.status).toBe(303)
    const pending = await (await browser.send('GET', '/api/auth/form/account')).text()
    expect(pending).toContain(`Invitation sent to ${contact}.`)
    expect((await outbox(contact)).length).toBe(1)
    const ended = await browser.send('POST', '/api/auth/form/account/end-trusted-contact', {})
    expect(ended.headers.get('location')).toMatch(/done=withdrawn$/)
    expect(await (await browser.send('GET', '/api/auth/form/account?done=withdrawn')).text()).toContain('The invitation is withdrawn.')
  })

  it('signs out: the session ends and the cookie is cleared; another site cannot send the forms', async () => {
    const { browser } = await signedInPlainly()
    const forged = await browser.send('POST', '/api/auth/form/account/logout', {}, { origin: 'https://evil.example' })
    expect(forged.status).toBe(403)
    expect(browser.hasSession()).toBe(true)
    const out = await browser.send('POST', '/api/auth/form/account/logout?lang=en', {})
    expect(out.status).toBe(200)
    expect(await out.text()).toContain('You have been signed out.')
    expect(browser.hasSession()).toBe(false)
    expect(await (await browser.send('GET', '/api/auth/form/account')).text()).toContain('Please sign in to see your account.')
  })

  it('the app’s own session is untouched by the plain one, and an unknown action is a 404', async () => {
    const { person, browser } = await signedInPlainly()
    expect((await authCall('GET', '/me', undefined, { token: person.token })).status).toBe(200)
    expect((await browser.send('POST', '/api/auth/form/account/delete-everything', {})).status).toBe(404)
  })
})
