// `npm run eval:scam-check`: runs the scam checker (rules + trained model, decision 130) over the
// held-out "test" split of data/scam-check/messages.jsonl, which training never reads, and prints
// detection and false-alarm rates per language, per family, and a confusion table. Exits 1 under the
// targets: at least 95% of scams flagged ("Be careful" or "Likely a scam"); ordinary messages at most
// 3% "Likely a scam" and at most 10% flagged at all; English and Spanish each. Also reports, without a
// target, the British-style SMS spam family that is never trained on, the rules alone, and the time
// per message. Then the SMS-style held-out set (data/scam-check/heldout-sms.mjs, decision 131: written
// before the SMS training round, never trained or tuned on): exits 1 under 80% of its spam flagged or over
// 3% / 10% of its ordinary texts "Likely a scam" / flagged, in each language.
// Runs on Node 24 (type stripping loads the TypeScript modules directly).
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { HELDOUT_SMS } from '../data/scam-check/heldout-sms.mjs'
import { HELDOUT_SMS_2 } from '../data/scam-check/heldout-sms-2.mjs'
import { verdictFor } from '../worker/scam-check/check.ts'
import { checkMessage } from '../worker/scam-check/index.ts'

export const TARGETS = { scamsFlagged: 0.95, ordinaryLikely: 0.03, ordinaryFlagged: 0.1, smsSpamFlagged: 0.8 }

const rows = readFileSync(new URL('../data/scam-check/messages.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
const test = rows.filter((row) => row.split === 'test')
const independent = rows.filter((row) => row.split === 'independent')
const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`)

const results = new Map()
for (const row of [...test, ...independent]) results.set(row, checkMessage(row.text, undefined, undefined, true))

let failed = false
console.log(`Scam checker on the held-out split: ${test.length} messages (templates never seen in training)\n`)
console.log('| language | class | messages | flagged (any) | "likely-scam" | flagged by rules alone | target | met |')
console.log('|---|---|---|---|---|---|---|---|')
for (const lang of ['en', 'es']) {
  for (const label of ['scam', 'ordinary']) {
    const group = test.filter((row) => row.lang === lang && row.label === label)
    const flagged = group.filter((row) => results.get(row).verdict !== 'no-signs').length
    const likely = group.filter((row) => results.get(row).verdict === 'likely-scam').length
    const rulesFlagged = group.filter((row) => verdictFor(results.get(row).rulesScore) !== 'no-signs').length
    const ok =
      label === 'scam'
        ? flagged / group.length >= TARGETS.scamsFlagged
        : likely / group.length <= TARGETS.ordinaryLikely && flagged / group.length <= TARGETS.ordinaryFlagged
    const target = label === 'scam' ? '≥ 95% flagged' : '≤ 3% likely, ≤ 10% flagged'
    if (!ok || group.length === 0) failed = true
    console.log(
      `| ${lang} | ${label} | ${group.length} | ${flagged} (${pct(flagged, group.length)}) | ${likely} (${pct(likely, group.length)}) | ${rulesFlagged} (${pct(rulesFlagged, group.length)}) | ${target} | ${ok ? 'yes' : 'NO'} |`,
    )
  }
}

console.log('\nConfusion table (rows: true class; columns: verdict)\n')
console.log('| language | class | no-signs | suspicious | likely-scam |')
console.log('|---|---|---|---|---|')
for (const lang of ['en', 'es']) {
  for (const label of ['scam', 'ordinary']) {
    const group = test.filter((row) => row.lang === lang && row.label === label)
    const count = (v) => group.filter((row) => results.get(row).verdict === v).length
    console.log(`| ${lang} | ${label} | ${count('no-signs')} | ${count('suspicious')} | ${count('likely-scam')} |`)
  }
}

console.log('\nPer family (held-out templates), share flagged:\n')
const families = [...new Set(test.map((row) => `${row.lang} ${row.label} ${row.family}`))]
const weak = []
for (const key of families) {
  const [lang, label, family] = key.split(' ')
  const group = test.filter((row) => row.lang === lang && row.label === label && row.family === family)
  const flagged = group.filter((row) => results.get(row).verdict !== 'no-signs').length
  weak.push(`${key}: ${flagged}/${group.length} (${pct(flagged, group.length)})`)
}
console.log(weak.join('\n'))

const indFlagged = independent.filter((row) => results.get(row).verdict !== 'no-signs').length
console.log(
  `\nIndependent family never trained on (British-style SMS spam, ${independent.length} messages): ${indFlagged} flagged (${pct(indFlagged, independent.length)}); aim ≥ 80%, reported, not a gate.`,
)
console.log('The UCI SMS Spam Collection is not installed here (no npm package carries it): its figure was not measured.')

for (const [title, set] of [
  ['heldout-sms.mjs: written before the SMS training round, never trained on', HELDOUT_SMS],
  ['heldout-sms-2.mjs: written before the ordinary text-speak round, never trained on', HELDOUT_SMS_2],
]) {
  console.log(`\nSMS-style held-out set (${title})\n`)
  console.log('| language | class | messages | flagged (any) | "likely-scam" | flagged by rules alone | target | met |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const lang of ['en', 'es']) {
    for (const label of ['spam', 'ordinary']) {
      const texts = set[lang][label]
      const answers = texts.map((text) => checkMessage(text, undefined, undefined, true))
      const flagged = answers.filter((a) => a.verdict !== 'no-signs').length
      const likely = answers.filter((a) => a.verdict === 'likely-scam').length
      const rulesFlagged = answers.filter((a) => verdictFor(a.rulesScore) !== 'no-signs').length
      const ok =
        label === 'spam'
          ? flagged / texts.length >= TARGETS.smsSpamFlagged
          : likely / texts.length <= TARGETS.ordinaryLikely && flagged / texts.length <= TARGETS.ordinaryFlagged
      if (!ok || texts.length === 0) failed = true
      const target = label === 'spam' ? '≥ 80% flagged' : '≤ 3% likely, ≤ 10% flagged'
      console.log(
        `| ${lang} | ${label} | ${texts.length} | ${flagged} (${pct(flagged, texts.length)}) | ${likely} (${pct(likely, texts.length)}) | ${rulesFlagged} (${pct(rulesFlagged, texts.length)}) | ${target} | ${ok ? 'yes' : 'NO'} |`,
      )
    }
  }
}

const sample = test.map((row) => row.text)
for (const t of sample) checkMessage(t, undefined, undefined, true)
const t0 = performance.now()
const ROUNDS = 5
for (let r = 0; r < ROUNDS; r++) for (const t of sample) checkMessage(t, undefined, undefined, true)
console.log(
  `\nTime per message (rules + model): ${((performance.now() - t0) / (ROUNDS * sample.length)).toFixed(3)} ms (mean of ${ROUNDS} rounds)`,
)

if (failed) {
  console.error('\nA target is missed (see "met" above).')
  process.exit(1)
}
console.log('\nAll targets met.')
