// Server function inputs (shared/schemas/server-fns.ts through app/lib/server-fn-input.ts): good input
// is the schema's data, anything else a thrown `400 {msg}` Response (Start sends it as the answer).
// tests/e2e/server-fns.spec.ts calls the built functions themselves.
import { describe, expect, it } from 'vitest'
import { serverFnInput } from '#app/lib/server-fn-input'
import { confirmNewsletterInput, serviceMapInput } from '#shared/schemas/server-fns'

async function refusal(run: () => unknown): Promise<{ status: number; msg: string }> {
  try {
    run()
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(Response)
    const res = thrown as Response
    return { status: res.status, msg: ((await res.json()) as { msg: string }).msg }
  }
  throw new Error('accepted')
}

describe('server function input', () => {
  const map = serverFnInput(serviceMapInput)
  const confirm = serverFnInput(confirmNewsletterInput)

  it('passes good input through', () => {
    expect(map('en')).toBe('en')
    expect(map('es')).toBe('es')
    expect(confirm({ token: 'a'.repeat(43) })).toEqual({ token: 'a'.repeat(43) })
  })

  it('answers 400 {msg} for anything else, naming the field', async () => {
    for (const bad of ['de', '', null, undefined, 42, ['en'], { locale: 'en' }]) {
      expect((await refusal(() => map(bad))).status, String(bad)).toBe(400)
    }
    for (const bad of [
      {},
      { token: 'short' },
      { token: 'x'.repeat(101) },
      { token: '<script>' },
      { token: ['a'.repeat(43)] },
      'a'.repeat(43),
    ]) {
      const { status, msg } = await refusal(() => confirm(bad))
      expect(status).toBe(400)
      expect(msg).toMatch(/^Bad input\./)
    }
    expect((await refusal(() => confirm({ token: 'short' }))).msg).toMatch(/^Bad input\. token: /)
  })
})
