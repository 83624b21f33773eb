// WALKTHROUGH (removed after)
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { freshClientAddress } from './helpers'

function post(body: unknown, ip = freshClientAddress(), locale = 'en') {
  return SELF.fetch('http://localhost/api/greeting', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, 'x-locale': locale },
    body: JSON.stringify(body),
  })
}

describe('POST /api/greeting', () => {
  it('greets by name', async () => {
    const res = await post({ name: '  Ana  ' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ msg: 'Hello, Ana.' })
  })
  it('answers 400 with the schema message', async () => {
    const res = await post({})
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ msg: 'Please tell us your name.' })
  })
  it('answers in Spanish', async () => {
    expect(await (await post({}, freshClientAddress(), 'es')).json()).toEqual({ msg: 'Por favor, díganos su nombre.' })
  })
  it('answers a rule with its status', async () => {
    const res = await post({ name: 'Nobody' })
    expect(res.status).toBe(422)
  })
  it('limits a client to 3 a minute', async () => {
    const ip = freshClientAddress()
    for (let i = 0; i < 3; i++) expect((await post({ name: 'Ana' }, ip)).status).toBe(200)
    const res = await post({ name: 'Ana' }, ip)
    expect(res.status).toBe(429)
  })
})
