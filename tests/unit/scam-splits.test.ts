// Each round's split of its real texts (decisions 303, 330) re-derives the committed training and blind halves from
// their union (`--check`), so a blind set's make-up can be checked by anyone, whatever later rounds add to real/.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('the round splits', () => {
  // One per round's language half: 5 to 11 (rounds 5 to 7), 12 (round 8), 13 and 14 (round 10), 15 and 16 (round 11), 17 (round 12),
  // 18 (round 13), 19 (round 14), 20 (round 15), 21 (round 16), 22 (round 17), 23 (round 18), 24 (round 19), 25 (round 20), 26 (round 21), 27 (round 22), 28 (round 23), 29 (round 24), 30 (round 25).
  for (const n of [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30])
    it(`scam-real-split-${n}.mjs re-derives its committed halves`, () => {
      const script = new URL(`../../scripts/measure/scam-real-split-${n}.mjs`, import.meta.url).pathname
      const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
      expect(out).toMatch(/re-derived: same halves/)
    }, 30_000)
})
