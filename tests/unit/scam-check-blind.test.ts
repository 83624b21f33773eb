// The frozen blind set stays blind (issue 41, decision 200; architecture review 2, H2): no rule phrase may
// match a blind text unless it also matches a text training may read (data/scam-check/real/train.jsonl or
// the team-written templates in data/scam-check/messages.jsonl). The phrases listed in BEFORE_FREEZE were in
// the rules before the blind set was gathered (commit 247795d) and happen to match one of its texts.
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
        if (BEFORE_FREEZE.has(phrase) || !blind.some((t) => re.test(t))) continue
        if (!seen.some((t) => re.test(t))) onlyBlind.push(`${signal.id}: ${phrase}`)
      }
    expect(onlyBlind).toEqual([])
  })
})
