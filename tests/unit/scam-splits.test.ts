// Each round's split of its real texts (decisions 303, 330) re-derives the committed training and blind halves from
// their union (`--check`), so a blind set's make-up can be checked by anyone, whatever later rounds add to real/.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('the round splits', () => {
  for (const n of [5, 6, 7, 8, 9, 10, 11])
    it(`scam-real-split-${n}.mjs re-derives its committed halves`, () => {
      const script = new URL(`../../scripts/measure/scam-real-split-${n}.mjs`, import.meta.url).pathname
      const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
      expect(out).toMatch(/re-derived: same halves/)
    }, 30_000)

  // Round 8's Spanish and French split (blind12/).
  it('scam-real-split-12.mjs re-derives its committed halves', () => {
    const script = new URL('../../scripts/measure/scam-real-split-12.mjs', import.meta.url).pathname
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(out).toMatch(/re-derived: same halves/)
  }, 30_000)

  // Round 10's English split (blind13/).
  it('scam-real-split-13.mjs re-derives its committed halves', () => {
    const script = new URL('../../scripts/measure/scam-real-split-13.mjs', import.meta.url).pathname
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(out).toMatch(/re-derived: same halves/)
  }, 30_000)
  // Round 10's Spanish and French split (blind14/).
  it('scam-real-split-14.mjs re-derives its committed halves', () => {
    const script = new URL('../../scripts/measure/scam-real-split-14.mjs', import.meta.url).pathname
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(out).toMatch(/re-derived: same halves/)
  }, 30_000)
  // Round 11's English split (blind15/).
  it('scam-real-split-15.mjs re-derives its committed halves', () => {
    const script = new URL('../../scripts/measure/scam-real-split-15.mjs', import.meta.url).pathname
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(out).toMatch(/re-derived: same halves/)
  }, 30_000)
  // Round 11's Spanish and French split (blind16/).
  it('scam-real-split-16.mjs re-derives its committed halves', () => {
    const script = new URL('../../scripts/measure/scam-real-split-16.mjs', import.meta.url).pathname
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })
    expect(out).toMatch(/re-derived: same halves/)
  }, 30_000)
})
