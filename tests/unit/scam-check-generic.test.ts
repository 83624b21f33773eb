// Decision 340: the generic sign "asks-to-act" (a request to act with a named sender, or with money and pressure
// together), proved on training-side real texts only (data/scam-check/real/, the retired sets blind/..blind5/;
// never blind6/ or blind7/). The rules alone (no model), so the sign's own effect is what is tested.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { trainingTexts } from '../../scripts/measure/generic-features.mjs'
import { type TrainingRow, trainingTexts as textsById } from './training-texts'

const { text } = textsById(['real/round6-train-fr.jsonl', 'real/round6-train-en.jsonl', 'real/round6-esfr.jsonl'])
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('asks-to-act: a request to act with a named sender, or with money and pressure', () => {
  it.each([
    // A parcel problem and "choose a new slot" (French).
    ['r6-fr-livreur-boite-toutsurlacyber'],
    // Money and pressure ("frais de retard", "éviter") and "régler" (French, no model for French).
    ['r6-fr-toll-accueiltemporaire'],
    // A payment, "to avoid service interruption" and "review" (English).
    ['r6-en-cloudstorage-summarly'],
  ])('%s: "Be careful" at least', (id) => {
    const result = checkMessage(text(id))
    expect(result.signs).toContain('asks-to-act')
    expect(result.verdict).not.toBe('no-signs')
  })

  it('a sender named without a request, or a request without a sender or money, is not the sign', () => {
    expect(rules('Your Canada Post parcel is on its way.').signs).not.toContain('asks-to-act')
    expect(rules('Please reply when you get a minute.').signs).not.toContain('asks-to-act')
    expect(rules('Please pay me back for the pizza when you can.').signs).not.toContain('asks-to-act')
  })

  it('never alone makes "Be careful": one point, the rules need three', () => {
    const result = rules('Please confirm your Amazon order.')
    expect(result.signs).toContain('asks-to-act')
    expect(result.verdict).toBe('no-signs')
  })

  it('an account notice that says to ignore it if it was not you does not get the sign', () => {
    expect(rules('Your PayPal password was changed. If this was you, ignore this message; otherwise contact us.').signs).not.toContain(
      'asks-to-act',
    )
  })

  it('flags no training-side real notice or casual text that the checker did not flag without it', () => {
    const lifted = trainingTexts().filter((r: TrainingRow) => {
      if (r.label === 'scam') return false
      const result = checkMessage(r.text)
      return result.signs.includes('asks-to-act') && result.verdict !== 'no-signs' && result.score - 1 < 3
    })
    expect(lifted.map((r: TrainingRow) => r.id)).toEqual([])
  })
})
