// The scam checker's trained model beside the rules (decision 130): it lifts or lowers the rules'
// verdict, a message flagged by the model alone gets the honest general reason, and the answer is the
// same every time. The held-out figures are `npm run eval:scam-check`'s.
import { describe, expect, it } from 'vitest'
import { normalize } from '#worker/scam-check/features.ts'
import { checkMessage } from '#worker/scam-check/index.ts'
import { GENERAL_REASON, MODEL_ENABLED, MODEL_LANGUAGES, MODEL_THRESHOLDS, modelPoints } from '#worker/scam-check/model.ts'
import { loadReal, REAL_FILES, sourceGroup } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

// Real scam texts of the training side that no rule reads: "money credited to your number" (unotv.com,
// real/round3.jsonl; the "Bizum sent by mistake" opener of earlier rounds is a rule's since decision 340) and a fake
// bank "digital key" deadline (tuxboard.com, real/round5-esfr.jsonl). The model reads Spanish and French (decision 336).
const CREDITED = 'Se acredito 2x en tu MX (número del celular). Fondos ya disponibles para uso inmediato'
const DIGITAL_KEY = 'Plus que 24h pour activer votre nouvelle clé digitale'
// And one in English, a fake bank alert (macobserver.com, real/round7-en.jsonl), as tests/e2e/scam-check-model.spec.ts
// pastes it (the "Charge$3,178" alert of earlier rounds reads 0.85 with round 16's model, under its English threshold).
const UNVERIFIED = 'We have detected an unverified transaction.'

describe('the trained model beside the rules', () => {
  it('is on, and flags a scam no rule explains with the general reason, no quote, in all three languages', () => {
    expect(MODEL_ENABLED).toBe(true)
    expect(MODEL_LANGUAGES).toEqual(['en', 'es', 'fr'])
    for (const [text, lang] of [
      [UNVERIFIED, 'en'],
      [CREDITED, 'es'],
      [DIGITAL_KEY, 'fr'],
    ] as const) {
      expect(checkMessage(text, undefined, undefined, false).verdict).toBe('no-signs')
      const result = checkMessage(text)
      expect(result.verdict).toBe('suspicious')
      expect(result.flags).toEqual([
        { id: GENERAL_REASON.id, title: GENERAL_REASON[lang].title, detail: GENERAL_REASON[lang].detail, excerpt: '' },
      ])
      expect(result.advice.length).toBeGreaterThan(0)
    }
  })

  it('adds 2 points only where it leans to a scam, in every language (decision 336)', () => {
    for (const t of Object.values(MODEL_THRESHOLDS)) {
      expect(t.medium).toBeGreaterThanOrEqual(0.5)
      expect(t.high).toBeGreaterThanOrEqual(t.medium)
    }
  })

  it('lifts "Be careful" to "Likely a scam" when the rules found signs, in English and Spanish', () => {
    for (const text of [
      'Hi Mom, this is my new number, my old phone broke. Can you help me pay a bill today? I will pay you back tomorrow.',
      'Hola mamá, este es mi número nuevo, se me rompió el teléfono. ¿Me ayudas a pagar una cuenta hoy? Mañana te lo devuelvo.',
    ]) {
      expect(checkMessage(text, undefined, undefined, false).verdict).toBe('suspicious')
      const result = checkMessage(text)
      expect(result.verdict).toBe('likely-scam')
      expect(result.flags.map((f) => f.id)).not.toContain(GENERAL_REASON.id)
    }
  })

  it('leaves ordinary messages alone', () => {
    for (const text of [
      'Hi Mom, landed safely, will call you tonight after dinner. Love you',
      'Reminder: your appointment at Lakeview Dental is on Tuesday at 10:30. Reply C to confirm.',
      'Recordatorio: mañana martes a las 10:30 tiene cita con el dentista. Si no puede asistir, avísenos con tiempo.',
      // Real French notices of the training side (easyappointments, LibreBooking; real/round5-fr-train.jsonl).
      'Un nouveau rendez-vous a été ajouté à votre planning.\n\nVous pouvez faire des modifications en cliquant sur le lien suivant.',
      'Lucie,\nMerci de votre inscription à Réservations du centre. Merci de cliquer ici pour activer votre compte.',
    ])
      expect(checkMessage(text).verdict).toBe('no-signs')
  })

  it('gives the same answer for the same message every time', () => {
    const first = checkMessage(CREDITED)
    for (let i = 0; i < 20; i++) expect(checkMessage(CREDITED)).toEqual(first)
  })

  it('never decides alone on short texts, and never lowers a sign it cannot weigh', () => {
    const t = { high: 0.8, medium: 0.5, low: 0.1 }
    expect(modelPoints(0.99, false, 3, t)).toBe(0)
    expect(modelPoints(0.99, false, 20, t)).toBe(3)
    expect(modelPoints(0.6, false, 20, t)).toBe(2)
    expect(modelPoints(0.01, true, 20, t)).toBe(0)
    expect(modelPoints(0.01, false, 20, t)).toBe(-2)
  })
})

// What the trainer and `npm run cv:scam-check` read (decision 336): every real training-side text once, grouped by
// source so a fold never holds part of a repository or a site, and never a set frozen after round 6.
// Written laughter is one word to the model in every language, a friend's text (it is in no real scam it learns
// from): a casual "I won 200 pesos in the raffle haha" is not read as a prize message.
describe('what the model reads', () => {
  it('reads written laughter as one tag, and nothing else as laughter', () => {
    expect(normalize('jajaja haha hihi jeje LOL mdr')).toEqual(Array(6).fill('_laugh'))
    expect(normalize('java hola hehx ja hahah')).toEqual(['java', 'hola', 'hehx', 'ja', 'hahah'])
  })
  it('leaves a casual win with laughter alone', () => {
    expect(checkMessage('Me gané 200 pesos en la rifa jaja').verdict).toBe('no-signs')
  })
})

describe('the real texts the model learns from', () => {
  it('groups a source by repository or site, whatever the page or commit', () => {
    expect(sourceGroup('https://github.com/keycloak/keycloak@049a7fa6c06/themes/x.properties')).toBe('github.com/keycloak/keycloak')
    expect(sourceGroup('github:transitive-bullshit/parse-otp-message/test.js')).toBe('github.com/transitive-bullshit/parse-otp-message')
    expect(sourceGroup('https://www.rtve.es/noticias/a.html')).toBe(sourceGroup('https://rtve.es/b'))
  })

  it('reads the retired sets and real/, never a later blind set, each text once', () => {
    expect(REAL_FILES).toContain('blind12/messages.jsonl')
    expect(REAL_FILES).toContain('blind29/messages.jsonl')
    // blind/–blind29/ are retired (measured, then trained on); any set frozen later stays blind.
    expect(REAL_FILES.filter((file) => /^blind(?!(?:[2-9]|1[0-9]|2[0-9])?\/)/.test(file))).toEqual([])
    const rows = loadReal()
    expect(new Set(rows.map((row) => row.text.trim())).size).toBe(rows.length)
    expect(rows.filter((row) => row.lang === 'fr' && row.label === 'scam').length).toBeGreaterThan(40)
  })

  it("reads round 7's training texts and the sets retired in round 7 (blind6/-blind8/)", () => {
    const texts = new Set(loadReal().map((row) => row.text))
    const { rows } = trainingTexts([
      'blind6/messages.jsonl',
      'blind7/messages.jsonl',
      'blind8/messages.jsonl',
      'real/round7-train-en.jsonl',
      'real/round7-train-es.jsonl',
      'real/round7-train-fr.jsonl',
    ])
    expect(rows.length).toBeGreaterThan(300)
    expect(rows.filter((row) => !texts.has(row.text))).toEqual([])
  })
})
