// The frozen blind sets stay blind (issue 41, decisions 200 and 270; architecture review 2, H2): no rule phrase
// may match a blind text unless it also matches a text training may read. For the first set (blind/) that is
// data/scam-check/real/train.jsonl or the team-written templates (data/scam-check/messages.jsonl); for the second
// (blind2/) also round 2's development part (real/dev2.jsonl) and the first set, which is development since; for the
// third (blind3/) also round 3's development part (real/dev3.jsonl), never the second set.
// The phrases in BEFORE_FREEZE and BEFORE_FREEZE_2 were in the rules before each set was frozen (commits 247795d
// and f6da789) and happen to match one of its texts.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SIGNALS } from '#worker/scam-check/signals.ts'

const BEFORE_FREEZE = new Set([
  'within # minutes',
  'as soon as possible',
  'inmediatamente',
  'lo antes posible',
  'immediatement',
  'forward the code',
  'verify your account',
  'larc',
  'cliquez ici',
])

// Round 2 (decision 270) made the first set development: these phrases were written from its texts after the
// second set was frozen, and are the only ones allowed to match it alone.
const FROM_FIRST_SET_IN_ROUND_2 = new Set([
  'le lien expire',
  'expire dans # jours',
  'depasse la limite',
  'avez droit a un remboursement',
  'droit a un remboursement',
  'en vous remboursant',
  'montant excedentaire',
  'fill in the following online form',
  'fill in the online form',
  'mise a jour de securite',
  'point relais',
  'ne rentrait pas dans la boite',
  'en cliquant sur ce lien',
])

// Round 3 (decision 280) wrote these from the first set's texts (development since round 2).
const FROM_FIRST_SET_IN_ROUND_3 = new Set(['being blacklisted', 'agence de recouvrement', 'acceso indebido', 'dispositivo no reconocido'])

const BEFORE_FREEZE_2 = new Set(['avoid late fees', 'dmv', 'the toll roads'])

// The third set (blind3/, decision 280): phrases in the rules at its freeze (commit 22b04f6) that match one of its texts.
const BEFORE_FREEZE_3 = new Set(['click the link'])

const jsonl = (path: string): { text: string }[] =>
  readFileSync(new URL(`../../data/scam-check/${path}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
/** Words as the checker reads them, approximately: lower case, no accents or apostrophes, spaced. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9#]+/g, ' ')} `

describe('the blind set', () => {
  it('no rule phrase exists only in the blind set', () => {
    const blind = jsonl('blind/messages.jsonl').map((r) => words(r.text))
    const seen = [...jsonl('real/train.jsonl'), ...jsonl('messages.jsonl')].map((r) => words(r.text))
    const onlyBlind: string[] = []
    for (const signal of SIGNALS)
      for (const phrase of signal.phrases) {
        const re = new RegExp(` ${phrase.replaceAll('*', '[a-z0-9]*').replaceAll('#', '[0-9]+')} `)
        if (
          BEFORE_FREEZE.has(phrase) ||
          FROM_FIRST_SET_IN_ROUND_2.has(phrase) ||
          FROM_FIRST_SET_IN_ROUND_3.has(phrase) ||
          !blind.some((t) => re.test(t))
        )
          continue
        if (!seen.some((t) => re.test(t))) onlyBlind.push(`${signal.id}: ${phrase}`)
      }
    expect(onlyBlind).toEqual([])
  })

  it('no rule phrase exists only in the second blind set', () => {
    const blind = jsonl('blind2/messages.jsonl').map((r) => words(r.text))
    const seen = [
      ...jsonl('real/train.jsonl'),
      ...jsonl('real/dev2.jsonl'),
      ...jsonl('blind/messages.jsonl'),
      ...jsonl('messages.jsonl'),
    ].map((r) => words(r.text))
    const onlyBlind: string[] = []
    for (const signal of SIGNALS)
      for (const phrase of signal.phrases) {
        const re = new RegExp(` ${phrase.replaceAll('*', '[a-z0-9]*').replaceAll('#', '[0-9]+')} `)
        if (BEFORE_FREEZE_2.has(phrase) || !blind.some((t) => re.test(t))) continue
        if (!seen.some((t) => re.test(t))) onlyBlind.push(`${signal.id}: ${phrase}`)
      }
    expect(onlyBlind).toEqual([])
  })

  it('no rule phrase exists only in the third blind set', () => {
    const blind = jsonl('blind3/messages.jsonl').map((r) => words(r.text))
    const seen = [
      ...jsonl('real/train.jsonl'),
      ...jsonl('real/dev2.jsonl'),
      ...jsonl('real/dev3.jsonl'),
      ...jsonl('blind/messages.jsonl'),
      ...jsonl('messages.jsonl'),
      // Round 5's training halves (decision 310): a phrase written from one of them may also match a third-set text.
      ...jsonl('real/round5-en.jsonl'),
      ...jsonl('real/round5-esfr.jsonl'),
    ].map((r) => words(r.text))
    const onlyBlind: string[] = []
    for (const signal of SIGNALS)
      for (const phrase of signal.phrases) {
        const re = new RegExp(` ${phrase.replaceAll('*', '[a-z0-9]*').replaceAll('#', '[0-9]+')} `)
        if (BEFORE_FREEZE_3.has(phrase) || !blind.some((t) => re.test(t))) continue
        if (!seen.some((t) => re.test(t))) onlyBlind.push(`${signal.id}: ${phrase}`)
      }
    expect(onlyBlind).toEqual([])
  })
})
