// docs/security.md lists every rate limit and mail budget (security review 3, U10): its two tables are
// checked against RATE_LIMITS and MAIL_PURPOSES, both ways, so the page cannot drift from the code.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MAIL_PURPOSES } from '#worker/mail/budget'
import { RATE_LIMITS } from '#worker/rate-limit/index'

const doc = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8')

/** The body rows of the table between `<!-- name:start -->` and `<!-- name:end -->`, as cells. */
function rows(name: string): string[][] {
  const block = new RegExp(`<!-- ${name}:start -->([\\s\\S]*?)<!-- ${name}:end -->`).exec(doc)?.[1] ?? ''
  return block
    .trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    )
}

/** A window as the page writes it: "1 minute", "10 minutes", "1 hour", "24 hours". */
function windowWords(ms: number): string {
  const minutes = ms / 60_000
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const hours = minutes / 60
  return hours === 1 ? '1 hour' : `${hours} hours`
}

describe('docs/security.md agrees with the code', () => {
  it('lists every RATE_LIMITS entry with its counter, limit and window, and nothing else', () => {
    const documented = rows('rate-limits').map(([key, counter, limit, window]) => ({ key, counter, limit, window }))
    const actual = Object.entries(RATE_LIMITS).map(([key, rule]) => ({
      key,
      counter: rule.name,
      limit: String(rule.limit),
      window: windowWords(rule.windowMs),
    }))
    expect(documented.sort((a, b) => a.key.localeCompare(b.key))).toEqual(actual.sort((a, b) => a.key.localeCompare(b.key)))
  })

  it('lists every mail purpose with its hourly budget, and nothing else', () => {
    const documented = Object.fromEntries(rows('mail-budgets').map(([key, limit]) => [key, Number(limit)]))
    const actual = Object.fromEntries(Object.entries(MAIL_PURPOSES).map(([key, p]) => [key, p.limit]))
    expect(documented).toEqual(actual)
  })

  it('names every cookie the code sets on its Cookies line, and never says there are none (U10)', () => {
    const source = (dir: string): string[] =>
      readdirSync(new URL(`../../${dir}`, import.meta.url), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => readFileSync(new URL(`../../${dir}/${file}`, import.meta.url), 'utf8'))
    const cookies = [...source('worker'), ...source('shared')].flatMap((text) =>
      [...text.matchAll(/export const \w+_COOKIE = '([\w-]+)'/g)].map((match) => match[1]),
    )
    expect(cookies.length).toBeGreaterThanOrEqual(3)
    // The bullet that starts "- Cookies", with its wrapped lines.
    const bullet = /^- Cookies[^\n]*(?:\n {2}[^\n]*)*/m.exec(doc)?.[0] ?? ''
    for (const name of cookies) expect(bullet, name).toContain(`\`${name}\``)
    expect(doc).not.toMatch(/no cookies/i)
  })
})
