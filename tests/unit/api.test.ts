// The one browser API helper and its one catalogue of fallback messages.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFetch, FALLBACK_MESSAGES, fallbackMessage } from '#app/lib/api'

afterEach(() => vi.unstubAllGlobals())

describe('apiFetch', () => {
  it('sends JSON with the raw token and answers { ok, status, data }', async () => {
    const fetchMock = vi.fn(async () => Response.json({ msg: 'Saved.' }, { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const res = await apiFetch('/api/auth/profile', { method: 'PUT', body: { name: 'Ada' }, token: 'a.b.c' })
    expect(res).toEqual({ ok: true, status: 200, data: { msg: 'Saved.' } })
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/profile', {
      method: 'PUT',
      headers: {
        'x-locale': 'en',
        // W7: the zone the browser reports (here, Node's).
        'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
        'content-type': 'application/json',
        authorization: 'a.b.c',
      },
      body: '{"name":"Ada"}',
    })
  })

  it('never throws: offline is status 0, a non-JSON error page is an empty body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await apiFetch('/api/ping')).toEqual({ ok: false, status: 0, data: {} })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })),
    )
    expect(await apiFetch('/api/ping')).toEqual({ ok: false, status: 502, data: {} })
  })
})

describe('fallback messages', () => {
  it('keeps the product catalogue texts', () => {
    expect(FALLBACK_MESSAGES.login).toBe('Login error')
    expect(FALLBACK_MESSAGES.signup).toBe('Signup error')
    expect(FALLBACK_MESSAGES.verifyCode).toBe('Invalid OTP')
    expect(FALLBACK_MESSAGES.changePassword).toBe('Password change failed')
  })

  it('picks a generic text by status', () => {
    expect(fallbackMessage(0)).toBe(FALLBACK_MESSAGES.offline)
    expect(fallbackMessage(429)).toBe(FALLBACK_MESSAGES.tooMany)
    expect(fallbackMessage(401)).toBe(FALLBACK_MESSAGES.signedOut)
    expect(fallbackMessage(400)).toBe(FALLBACK_MESSAGES.badInput)
    expect(fallbackMessage(503)).toBe(FALLBACK_MESSAGES.server)
  })
})

describe('fallback messages in Spanish', () => {
  it('are read in the current language when read, not when the module loaded', async () => {
    const { overwriteGetLocale } = await import('#shared/paraglide/runtime.js')
    overwriteGetLocale(() => 'es')
    try {
      expect(FALLBACK_MESSAGES.offline).toBe(
        'No pudimos comunicarnos con nuestro servidor. Por favor, revise su conexión a internet e inténtelo de nuevo.',
      )
      expect(fallbackMessage(429)).toMatch(/^Demasiados intentos/)
    } finally {
      overwriteGetLocale(() => 'en')
    }
    expect(FALLBACK_MESSAGES.offline).toMatch(/^We could not reach our server/)
  })
})

describe('one way to call /api from the browser', () => {
  it('no browser code calls fetch() itself: everything goes through apiFetch', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const path = await import('node:path')
    const root = path.resolve(import.meta.dirname, '../../app')
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f))
    // app/server.ts is the worker's entry (server side); app/lib/api-fetch.ts is apiFetch itself.
    const allowed = new Set(['server.ts', path.join('lib', 'api-fetch.ts')])
    const offenders = files.filter((f) => !allowed.has(f) && /(^|[^.\w])fetch\(/.test(readFileSync(path.join(root, f), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('the tools offer the phone line when a check cannot be made, in the page language', () => {
    expect(FALLBACK_MESSAGES.scamCheckOffline).toMatch(/\d{3}/)
    expect(FALLBACK_MESSAGES.verifyUs).toMatch(/\d{3}/)
  })
})
