// `npm run bench:scam-check`: runs the scam checker (worker/scam-check) over the labelled corpus in
// tests/fixtures/scam-check/ and prints detection rate, false alarm rates and time per message, then
// the time for a 10,000-character message. Exits 1 if a target in docs/scam-check.md is missed. Runs on Node 24
// (type stripping loads the TypeScript modules directly; no build needed).
import { performance } from 'node:perf_hooks'
import { corpus, measure, TARGETS } from '../../tests/fixtures/scam-check/corpus.ts'
import { checkMessage } from '../../worker/scam-check/index.ts'

const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`

// Warm up, then time every message of the corpus, several rounds.
for (const s of corpus) checkMessage(s.text)
const ROUNDS = 20
const start = performance.now()
for (let r = 0; r < ROUNDS; r++) for (const s of corpus) checkMessage(s.text)
const perMessage = (performance.now() - start) / (ROUNDS * corpus.length)

const { rows, misses } = measure((t) => checkMessage(t))
console.log(`Scam checker on ${corpus.length} labelled messages (${new Date().toISOString().slice(0, 10)})\n`)
console.log(
  '| messages | scams | legitimate | scams flagged | scams "likely-scam" | legitimate "likely-scam" | legitimate flagged at all |',
)
console.log('|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(
    `| ${r.group} | ${r.scams} | ${r.legit} | ${r.detected} (${pct(r.detected, r.scams)}) | ${r.likely} (${pct(r.likely, r.scams)}) | ${r.falseLikely} (${pct(r.falseLikely, r.legit)}) | ${r.falseAny} (${pct(r.falseAny, r.legit)}) |`,
  )
}

// The worst case the API accepts: 10,000 characters, a realistic scam repeated (many signs, links, numbers).
const sample = corpus.find((s) => s.topic === 'parcel').text
const big = `${sample} Call 1-876-555-0123. `.repeat(Math.ceil(10_000 / (sample.length + 22))).slice(0, 10_000)
for (let i = 0; i < 20; i++) checkMessage(big)
const BIG_ROUNDS = 100
const t0 = performance.now()
for (let i = 0; i < BIG_ROUNDS; i++) checkMessage(big)
const perBig = (performance.now() - t0) / BIG_ROUNDS

console.log(`\nTime per corpus message: ${perMessage.toFixed(3)} ms (mean of ${ROUNDS} rounds)`)
console.log(`Time for a 10,000-character message: ${perBig.toFixed(2)} ms (mean of ${BIG_ROUNDS}; target < 50 ms)`)

if (misses.length) {
  console.log('\nMisses:')
  for (const { sample: s, result } of misses) console.log(`  ${s.id} (${s.label}) → ${result.verdict}: ${s.text.slice(0, 90)}`)
}

const all = rows.find((r) => r.group === 'All')
const failures = []
if (all.detected / all.scams < TARGETS.detection) failures.push('detection below 95%')
if (all.falseLikely / all.legit > TARGETS.legitLikelyScamMax) failures.push('more than 3% of legitimate messages "likely-scam"')
if (all.falseAny / all.legit > TARGETS.legitAnyWarningMax) failures.push('more than 10% of legitimate messages flagged')
if (perBig >= 50) failures.push('10,000 characters took 50 ms or more')
console.log(failures.length ? `\nTARGETS MISSED: ${failures.join('; ')}` : '\nAll targets met.')
process.exitCode = failures.length ? 1 : 0
