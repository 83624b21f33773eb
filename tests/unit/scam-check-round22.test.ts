// Round 22 of the checker's signs, tuned on the retired blind26/: a car warranty "about to expire" (`car-warranty`, the
// robocall), in English, Spanish and French. (Its Spanish password-reset notice, flagged at the freeze, reads "No warning
// signs" once learnt: the retrained model lowers it; "borre este correo" as an ignore notice was tried and changed nothing.)
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('a car warranty "about to expire" (round 22)', () => {
  it('flags the retired robocall script', () => {
    const answer = rules(text('r21-en-staugustine-warranty-robocall'))
    expect(answer.signs).toContain('car-warranty')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    ['en', 'We are calling about your vehicle warranty. Press 1 to speak to an agent.'],
    ['es', 'Le llamamos porque la garantía de su vehículo está por vencer.'],
    ['fr', 'Nous vous appelons au sujet de la garantie de votre voiture, qui arrive à échéance.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('car-warranty')
  })

  it('leaves a store receipt with a product warranty', () => {
    expect(rules('Thank you for your order. Your blender comes with a 2-year warranty.').signs).not.toContain('car-warranty')
  })
})
