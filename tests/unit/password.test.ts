import { describe, expect, it } from 'vitest'
import { DUMMY_PASSWORD_HASH, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '#worker/auth/password'

describe('password hashing', () => {
  it('uses exactly 100,000 PBKDF2 iterations, the Cloudflare Workers maximum', async () => {
    // More fails on Cloudflare ("iteration counts above 100000 are not supported"); fewer is weaker.
    expect(PBKDF2_ITERATIONS).toBe(100_000)
    const stored = await hashPassword('correct horse battery staple')
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true)
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'))
  })

  it('refuses hashes with another iteration count or a broken format', async () => {
    const stored = await hashPassword('pw-12345678')
    expect(await verifyPassword('pw-12345678', stored.replace('$100000$', '$1000$'))).toBe(false)
    expect(await verifyPassword('pw-12345678', 'garbage')).toBe(false)
    expect(await verifyPassword('anything', DUMMY_PASSWORD_HASH)).toBe(false)
  })
})
