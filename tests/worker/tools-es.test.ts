// The tools in Spanish inside workerd: a request from a Spanish page (x-locale: es, or its
// Referer) gets the scam checker's answer, the code check's and the push API's messages in Spanish,
// and the Spanish alert feeds list the Spanish alerts with /es links. English requests are unchanged.
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { publishedAlerts } from '#content/alerts'
import { freshClientAddress } from './helpers'

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress(), ...headers },
    body: JSON.stringify(body),
  })
}

describe('POST /api/scam-check from a Spanish page', () => {
  it('answers an English scam in Spanish: verdict, signs and advice', async () => {
    const res = await post(
      '/api/scam-check',
      { text: 'IRS: pay the back taxes today with Google Play gift cards or a warrant will be issued for your arrest.' },
      { 'x-locale': 'es' },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { verdict: string; verdictText: string; lang: string; flags: { title: string }[]; advice: string[] }
    expect(body).toMatchObject({ verdict: 'likely-scam', verdictText: 'Probablemente es una estafa', lang: 'es' })
    expect(body.flags.map((f) => f.title)).toContain('Pide tarjetas de regalo')
    expect(body.advice.join(' ')).toContain('ReporteFraude.ftc.gov')
  })

  it('detects a Spanish scam and answers it in Spanish', async () => {
    const res = await post(
      '/api/scam-check',
      { text: 'Su cuenta ha sido suspendida. Verifique sus datos aquí: https://bit.ly/3xYz' },
      { referer: 'http://localhost/es/scam-check' },
    )
    const body = (await res.json()) as { verdict: string; verdictText: string }
    expect(body).toMatchObject({ verdict: 'likely-scam', verdictText: 'Probablemente es una estafa' })
  })

  it('says what is wrong with the input in Spanish', async () => {
    const empty = await post('/api/scam-check', { text: '  ' }, { 'x-locale': 'es' })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { msg: string }).msg).toContain('La casilla está vacía')
    const english = await post('/api/scam-check', { text: '  ' })
    expect(((await english.json()) as { msg: string }).msg).toContain('The box is empty')
  })
})

describe('the code check and the push API from a Spanish page', () => {
  it('POST /api/verify-us/check (retired codes, decision 110) says "hang up and call us" in Spanish, never yes', async () => {
    const res = await post('/api/verify-us/check', { code: 'ACD 479' }, { 'x-locale': 'es' })
    expect(res.status).toBe(410)
    expect(((await res.json()) as { msg: string }).msg).toContain('Cuelgue y llámenos')
  })

  it('POST /api/push/unsubscribe with a foreign endpoint answers in Spanish', async () => {
    const res = await post('/api/push/unsubscribe', { endpoint: 'https://evil.example.net/x' }, { 'x-locale': 'es' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { msg: string }).msg).toBe('Esa no es una suscripción de avisos de este sitio.')
  })
})

describe('Spanish alert feeds', () => {
  it('/es/alerts/rss.xml: Spanish title, language and links to the /es pages', async () => {
    const res = await SELF.fetch('http://localhost/es/alerts/rss.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
    const xml = await res.text()
    expect(xml).toContain('<title>Alertas de estafas de SaffeSupport</title>')
    expect(xml).toContain('<language>es-US</language>')
    const es = publishedAlerts(Date.now(), 'es')
    for (const a of es) expect(xml).toContain(`/es/alerts/${a.slug}</link>`)
    expect(xml).toContain(es[0].title)
    expect(xml).not.toMatch(/\(For: /)
  })

  it('/es/alerts/feed.json: JSON Feed in Spanish', async () => {
    const res = await SELF.fetch('http://localhost/es/alerts/feed.json')
    expect(res.headers.get('content-type')).toMatch(/^application\/feed\+json/)
    const feed = (await res.json()) as {
      title: string
      language: string
      items: { url: string; content_html?: string; summary?: string }[]
    }
    expect(feed.title).toBe('Alertas de estafas de SaffeSupport')
    expect(feed.items.every((i) => i.url.includes('/es/alerts/'))).toBe(true)
    expect(JSON.stringify(feed.items[0])).toContain('Fuente:')
  })

  it('the English feeds are unchanged', async () => {
    const xml = await (await SELF.fetch('http://localhost/alerts/rss.xml')).text()
    expect(xml).toContain('<title>SaffeSupport scam alerts</title>')
    expect(xml).toContain('<language>en-US</language>')
    expect(xml).not.toContain('/es/alerts/')
  })
})
