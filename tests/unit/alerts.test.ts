// Alert content rules: real, current, short, and useful in both countries.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { alertMatchesCountry, alertTime, allAlerts, isPublished } from '#content/alerts'
import { htmlToText } from '#worker/alerts/mail'
import { isAllowedEndpoint } from '#worker/push'
import { renderMarkdownFile } from '../../scripts/markdown-plugin'

const dir = path.resolve(import.meta.dirname, '../../content/alerts')
const files = readdirSync(dir).filter((f) => f.endsWith('.md'))
/** The day these alerts were written: none may be dated later. */
const WRITTEN = Date.parse('2026-11-23T23:59:59Z')
const AGENCIES = /\b(FTC|FBI|IC3|USPS|USPIS|SSA|Social Security|CRA|Canada Revenue Agency|Canadian Anti-Fraud Centre|CAFC)\b/

describe('alert files', () => {
  it('there are at least six, each listed once', () => {
    expect(files.length).toBeGreaterThanOrEqual(6)
    expect(allAlerts.map((a) => `${a.slug}.md`).sort()).toEqual([...files].sort())
  })

  for (const file of files) {
    describe(file, () => {
      const { data, html, words } = renderMarkdownFile(readFileSync(path.join(dir, file), 'utf8'))
      it('has complete front matter', () => {
        expect(typeof data.title).toBe('string')
        expect(String(data.summary).length).toBeGreaterThan(40)
        expect(['warning', 'urgent']).toContain(data.severity)
        expect(['US', 'CA', 'both']).toContain(data.regions)
        expect(String(data.sourceName)).toMatch(AGENCIES)
        if (data.source !== undefined) expect(String(data.source)).toMatch(/^https:\/\//)
      })
      it('is dated, and not later than the day it was written', () => {
        expect(String(data.date)).toMatch(/^\d{4}-\d{2}-\d{2}/)
        const time = alertTime({ date: String(data.date) })
        expect(time).toBeLessThanOrEqual(WRITTEN)
        expect(time).toBeGreaterThan(Date.parse('2026-01-01'))
      })
      it('is under 250 words and says what to do in the US and in Canada', () => {
        expect(words).toBeLessThan(250)
        expect(html).toMatch(/In the US/)
        expect(html).toMatch(/In Canada/)
        expect(html).toContain('1-888-495-8501') // Canadian Anti-Fraud Centre
      })
    })
  }
})

describe('alert helpers', () => {
  it('matches countries', () => {
    expect(alertMatchesCountry('US', 'CA')).toBe(false)
    expect(alertMatchesCountry('US', 'US')).toBe(true)
    expect(alertMatchesCountry('both', 'CA')).toBe(true)
    expect(alertMatchesCountry('CA', 'any')).toBe(true)
  })
  it('publishes from the alert date on, and never an unparseable date', () => {
    expect(isPublished({ date: '2026-11-10' }, Date.parse('2026-11-09T23:59:59Z'))).toBe(false)
    expect(isPublished({ date: '2026-11-10' }, Date.parse('2026-11-10T00:00:00Z'))).toBe(true)
    expect(isPublished({ date: 'soon' }, Date.now())).toBe(false)
  })
  it('turns alert HTML into readable text with link addresses', () => {
    expect(htmlToText('<p>Call <a href="https://x.example">us</a> &amp; <strong>now</strong></p><ul><li>One</li></ul>')).toBe(
      'Call us (https://x.example) & now\n- One',
    )
  })
  it('accepts only https endpoints of the shapes the push services issue (T8)', () => {
    const t = 'dGhpcy1pcy1hLWxvbmctZGV2aWNlLXRva2VuLWZvci10ZXN0cw'
    expect(isAllowedEndpoint(`https://fcm.googleapis.com/fcm/send/${t}:APA91b`)).toBe(true)
    expect(isAllowedEndpoint(`https://fcm.googleapis.com/wp/${t}`)).toBe(true)
    expect(isAllowedEndpoint(`https://updates.push.services.mozilla.com/wpush/v2/${t}`)).toBe(true)
    expect(isAllowedEndpoint(`https://web.push.apple.com/${t}`)).toBe(true)
    expect(isAllowedEndpoint(`https://db5p.notify.windows.com/w/?token=${t}`)).toBe(true)
    expect(isAllowedEndpoint(`https://wns2-par02p.notify.windows.com/w/?token=${t}`)).toBe(true)
    // The review's invented endpoints: any path, any subdomain, a short made-up token.
    expect(isAllowedEndpoint('https://fcm.googleapis.com/anything/we/like?and=a&query=1')).toBe(false)
    expect(isAllowedEndpoint('https://no-such-host-7f3a.notify.windows.com/w/?token=x')).toBe(false)
    expect(isAllowedEndpoint('https://web.push.apple.com/not-a-device-token')).toBe(false)
    expect(isAllowedEndpoint('https://attacker-chosen.push.services.mozilla.com/x')).toBe(false)
    expect(isAllowedEndpoint(`https://fcm.googleapis.com/fcm/send/${t}?extra=1`)).toBe(false)
    expect(isAllowedEndpoint('https://push.services.mozilla.com.evil.example/x')).toBe(false)
    expect(isAllowedEndpoint(`https://fcm.googleapis.com:8443/fcm/send/${t}`)).toBe(false)
    expect(isAllowedEndpoint('javascript:alert(1)')).toBe(false)
    expect(isAllowedEndpoint(42)).toBe(false)
  })
})
