// Round 20 of the checker's signs, tuned on the retired blind24/: money lost to a scam "recovered" for a fee
// (`recovery-offer`), in English, Spanish and French; a secret asked for in the Spanish "tú" form.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('lost money "recovered" for a fee (round 20)', () => {
  it('flags the retired testimonial that sends readers to a "hacker" on Telegram', () => {
    const answer = rules(text('r19-en-cryptotheft-blackhathacker-telegram'))
    expect(answer.signs).toContain('recovery-offer')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    ['en', 'Our fund recovery team got back the bitcoin I lost. Write to them today.'],
    ['es', 'Podemos recuperar sus fondos perdidos en inversiones falsas.'],
    ['fr', 'Nous pouvons récupérer vos fonds perdus dans une fausse plateforme.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('recovery-offer')
  })

  it('leaves a bank notice that says it never offers one', () => {
    expect(rules('We never contact you to offer fund recovery.').signs).not.toContain('recovery-offer')
  })

  it('leaves recovery codes and account recovery', () => {
    for (const t of ['You have 2 recovery codes left.', 'Use your recovery email to get back into your account.'])
      expect(rules(t).signs).not.toContain('recovery-offer')
  })

  it('is explained in the three languages, with what to do', () => {
    for (const lang of ['en', 'es', 'fr'] as const) {
      const answer = checkMessage('Our fund recovery team can help.', undefined, lang, false)
      const flag = answer.flags.find((f) => f.id === 'recovery-offer')
      expect(flag?.title.length).toBeGreaterThan(10)
      expect(flag?.detail.length).toBeGreaterThan(40)
    }
  })
})

describe('a secret asked for in the "tú" form (round 20)', () => {
  it('flags the retired Ecuadorian text: "te pido que guardes el secreto"', () => {
    expect(rules(text('r19-es-elmercurio-maletas-panama')).signs).toContain('secrecy')
  })
})
