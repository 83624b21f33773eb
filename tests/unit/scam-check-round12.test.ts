// Round 12 of the checker's signs, tuned on the retired blind15/ and blind16/: words spelt with look-alike letters of
// other alphabets ("fеԝ ⅿοոthѕ" with Cyrillic, Armenian and Roman-numeral letters), the way mail slips past filters;
// and the sextortion mail's first-person claims ("I have full access to your account", "infected with malware through
// an adult site") in English, Spanish and French.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('words spelt with look-alike letters of other alphabets', () => {
  it('flags the disguised sextortion mail of blind15/ and quotes its first words', () => {
    const answer = rules(text('r11e15-extortion-kyrtin'))
    expect(answer.signs).toContain('disguised-letters')
    expect(answer.verdict).not.toBe('no-signs')
    const flag = answer.flags.find((f) => f.id === 'disguised-letters')
    expect(flag?.title).toBe('Words spelt with letters of other alphabets')
  })

  it('explains itself in Spanish and French', () => {
    const disguised = 'Tu сuеntа fuе blоqսеаdа hоу pоr sеgսrіdаd'
    expect(checkMessage(disguised, undefined, 'es', false).flags.find((f) => f.id === 'disguised-letters')?.title).toBe(
      'Palabras escritas con letras de otros alfabetos',
    )
    expect(checkMessage(disguised, undefined, 'fr', false).flags.find((f) => f.id === 'disguised-letters')?.title).toBe(
      'Des mots écrits avec les lettres d’autres alphabets',
    )
  })

  it.each([
    'Take 10 μg twice daily; your μmol/L result is normal.', // a Greek mu in units, twice
    'Привет, как дела? See you at 5 at the café.', // Russian words and English words, none mixed
    'Ѕее уоu аt the party', // two mixed words ("уоu", "аt") are not three
  ])('leaves ordinary text alone: %s', (t) => {
    expect(rules(t).signs).not.toContain('disguised-letters')
  })
})

describe("the sextortion mail's claims", () => {
  it("flags the mail of blind15/ that claims the reader's device", () => {
    expect(rules(text('r11e15-extortion-bitcoinorg-2826')).signs).toEqual(expect.arrayContaining(['threat', 'security-alarm']))
  })

  it.each([
    'As you may have noticed, I sent you an email from your account. This means that I have full access to your account. You were infected with malware through an adult site that you visited.',
    "J'ai un accès complet à votre appareil. J'enverrai cette vidéo à tous vos contacts.",
    'Tengo acceso completo a tu dispositivo. Enviaré el video a todos tus contactos.',
  ])('reads as a threat: %s', (t) => {
    expect(rules(t).signs).toContain('threat')
    expect(rules(t).verdict).not.toBe('no-signs')
  })

  it("a real notice that an app has access to the reader's account is not one", () => {
    expect(rules('Zoom now has full access to your Google Account. If this was not you, review your account.').signs).not.toContain(
      'threat',
    )
  })
})
