// Round 14 of the checker's signs, tuned on the retired blind18/: a phone number or SIM said to be suspended or blocked
// until a "KYC" is updated (the carrier and bank scare of Indian and African texts) reads as pressure and a request to
// verify; the virtual kidnapping's claim ("Tenemos a tu mamá") and threat ("no la volverás a ver") read as a family
// emergency in Spanish, English and French. Proved on the retired texts, read from the data files by id.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('a phone number suspended until its KYC is updated', () => {
  it('flags the retired text', () => {
    const answer = rules(text('r13-en-indiatoday-airtel-kyc'))
    expect(answer.signs).toEqual(expect.arrayContaining(['account-closed', 'verify-account']))
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each(['Your SIM will be blocked today. Complete your KYC now', 'Your number will be suspended in 24 hours'])('%s', (t) => {
    expect(rules(t).signs).toContain('account-closed')
  })

  it('leaves a number said to be new or changed', () => {
    expect(rules('Our office number has changed to 555-0100.').signs).not.toContain('account-closed')
  })
})

describe('the virtual kidnapping', () => {
  it('flags the retired Spanish text', () => {
    const answer = rules(text('r13-es-ecatepecnoticias-tenemos-a-tu-mama'))
    expect(answer.signs).toContain('family-emergency')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    ['en', 'We have your daughter. Send the money or you will never see her again.'],
    ['es', 'Tenemos a tu hija. No la volverás a ver si llamas a la policía.'],
    ['fr', 'Nous avons votre fille. Vous ne la reverrez pas si vous appelez la police.'],
  ])('%s', (lang, t) => {
    expect(rules(t).signs, lang).toContain('family-emergency')
  })
})
