// Round 3 of the checker's rules (decision 280), proved on training-side real texts only (data/scam-check/real/,
// never blind2/ or blind3/): the shape of a scam ("act-now": a subject, a request and pressure together), account
// notices that say to ignore them, job offers, new-number openers, cut-offs and account suspensions.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { trainingTexts } from './training-texts'

const { rows, text } = trainingTexts(['real/train.jsonl', 'real/dev2.jsonl', 'real/dev3.jsonl'])
/** The rules' signs (hints included) and verdict, without the model. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('act-now: a subject, a request and pressure together', () => {
  it.each([
    ['r3-en-bbb-identification', 'suspicious'],
    ['r2-en-toll-mogaz', 'likely-scam'],
    ['r2-fr-compte-gc', 'likely-scam'],
    // A parcel problem and a request to act add "asks-to-act" (decision 340).
    ['es-correos-newtral', 'likely-scam'],
  ])('%s', (id, verdict) => {
    const result = rules(text(id))
    expect(result.signs).toContain('act-now')
    expect(result.verdict).toBe(verdict)
  })

  it('is not found from one part alone, and says what it is in every language', () => {
    expect(rules('Please pay your balance when you can.').signs).not.toContain('act-now')
    expect(rules('Urgent: call me back.').signs).not.toContain('act-now')
    const result = checkMessage('Your account has been suspended. Pay the balance immediately at http://example.top', undefined, 'fr')
    const flag = result.flags.find((f) => f.id === 'act-now')
    expect(flag?.title).toBe('Vous pousse à agir tout de suite pour de l’argent ou un compte')
    expect(flag?.excerpt).toBeTruthy()
  })

  it('is never found on the training-side real ordinary notices', () => {
    for (const row of rows.filter((r) => r.label === 'ordinary')) expect(rules(row.text).signs).not.toContain('act-now')
  })
})

describe('an account notice that says to ignore it if it was not you', () => {
  it.each(['r3-es-keycloak-reset', 'r3-es-keycloak-actions'])('%s is not lifted by the model', (id) => {
    expect(checkMessage(text(id)).verdict).toBe('no-signs')
  })

  it('still warns when the same words come with a link that borrows a name', () => {
    const t = 'Someone requested a password reset. If this was not you, ignore this message. https://paypal-secure-login.top/reset'
    expect(checkMessage(t).verdict).not.toBe('no-signs')
  })
})

describe('openers and offers', () => {
  it.each([
    ['r3-en-job-vrbo-consumeraffairs', 'job-offer'],
    ['r3-es-escudodigital-mama', 'family-emergency'],
    ['r3-en-himom-cyberguy', 'family-emergency'],
    ['r3-fr-desjardins-ntd', 'account-closed'],
  ])('%s', (id, sign) => {
    const result = rules(text(id))
    expect(result.signs).toContain(sign)
    expect(result.verdict).not.toBe('no-signs')
  })
})

describe("the signs' words", () => {
  it('live in messages/tools/<locale>.json, one title and one sentence per sign in every language', async () => {
    const { SIGNALS } = await import('#worker/scam-check/signals.ts')
    for (const locale of ['en', 'es', 'fr'] as const) {
      const messages = JSON.parse(readFileSync(new URL(`../../messages/tools/${locale}.json`, import.meta.url), 'utf8'))
      for (const signal of SIGNALS) {
        const key = `tools_scam_sign_${signal.id.replaceAll('-', '_')}`
        expect(signal[locale].title).toBe(messages[`${key}_title`])
        expect(signal[locale].detail).toBe(messages[`${key}_detail`])
      }
    }
    // No sentence is left in the table itself (the link look-alike words, which take the name and domain, stay).
    const source = readFileSync(new URL('../../worker/scam-check/signals.ts', import.meta.url), 'utf8')
    expect(source).not.toContain('Asks for gift cards')
    expect(source).not.toContain('Demande des cartes-cadeaux')
  })
})
