// Round 19 of the checker's signs, tuned on the retired blind23/: a photo or copy of an ID asked for by message
// (`asks-id-document`), in English, Spanish and French. Round 22 of its links, tuned on the retired blind-links16/: a
// most impersonated name that is no word, one slip off on a cheap ending of the abuse reports ("tikok.store").
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)
const flagged = (t: string) => checkMessage(t, undefined, undefined, true).verdict !== 'no-signs'

describe('an ID document asked for by message (round 19)', () => {
  it('flags the retired Spanish text that asks for the passport "por mensaje"', () => {
    const answer = rules(text('r18-es-elheraldo-abogada-migratoria-pasaporte'))
    expect(answer.signs).toContain('asks-id-document')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    ['en', 'To finish, send a photo of your passport and a selfie with your ID.'],
    ['es', 'Para terminar, envíe una foto de su INE por este medio.'],
    ['fr', 'Pour terminer, envoyez une copie de votre pièce d’identité par courriel.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('asks-id-document')
  })

  it('leaves a notice that says it never asks for one', () => {
    expect(rules('We will never ask you for a photo of your ID by text or e-mail.').signs).not.toContain('asks-id-document')
  })
})

describe('the most impersonated names on new endings (round 22)', () => {
  it.each(['https://tikok.store', 'https://tiktak.club', 'https://githubr.lat'])('flags %s', (link) => {
    expect(flagged(link)).toBe(true)
  })

  it.each(['https://www.youtube.com/', 'https://github.com/', 'https://nzpost.co.nz/', 'https://openad.network/', 'https://dropbox.tech/'])(
    'leaves %s',
    (link) => {
      expect(flagged(link)).toBe(false)
    },
  )
})
