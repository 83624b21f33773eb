// Replays the model's thresholds round by round over the retired blind sets (decision 336): for each set k (from, to:
// 15 and 24 unless given), the model and its thresholds are made as `npm run train:scam-model` makes them from what was
// known before set k (real/ and blind/ to blind{k-1}/), then set k is scored. Two policies side by side: A, the best
// thresholds each time (what training does); B, the earlier thresholds kept unless clearly worse (KEEP_WITHIN).
// Prints each set's scams and ordinary texts flagged and the sums; about 30 s a set on 2 cores. Today's rules are
// used for every step (they were tuned on these sets), so only the thresholds' policy is compared.
import { buildRows } from './scam-data.mjs'
import { example, foldOf, loadReal, outOfFold, probability, REAL_FILES, trainModel, verdictOf } from './scam-model-lib.mjs'
import { chooseThresholds, FOLDS, SETTINGS } from './train-scam-model.mjs'

const base = REAL_FILES.filter((file) => file.startsWith('real/'))
const blindFiles = (k) => [`blind${k === 1 ? '' : k}/messages.jsonl`, ...(k === 4 ? ['blind4/collected-en.jsonl'] : [])]
const templates = buildRows()
  .filter((r) => r.split === 'train' || r.split === 'val')
  .map((r) => example(r))
const from = Number(process.argv[2] ?? 15)
const to = Number(process.argv[3] ?? 24)
let prevA
let prevB
const sum = { A: [0, 0, 0, 0], B: [0, 0, 0, 0] }
let changedA = 0
let changedB = 0
for (let k = from; k <= to; k++) {
  const rows = loadReal([...base, ...Array.from({ length: k - 1 }, (_, i) => blindFiles(i + 1)).flat()])
  const seen = new Set(rows.map((r) => r.text.trim()))
  const test = loadReal(blindFiles(k).slice(0, 1))
    .filter((r) => !seen.has(r.text.trim()))
    .map((r) => example(r))
  const real = rows.map((r) => example(r))
  for (const e of real) e.fold = foldOf(e.row.group, FOLDS)
  const p = outOfFold(real, templates, SETTINGS, FOLDS)
  const tA = chooseThresholds(real, p, SETTINGS.languages)
  const tB = chooseThresholds(real, p, SETTINGS.languages, prevB)
  if (prevA && JSON.stringify(prevA) !== JSON.stringify(tA)) changedA++
  if (prevB && JSON.stringify(prevB) !== JSON.stringify(tB)) changedB++
  prevA = tA
  prevB = tB
  const model = trainModel([...templates, ...real], SETTINGS)
  const line = []
  for (const [name, t] of [
    ['A', tA],
    ['B', tB],
  ]) {
    const flagged = (e) => verdictOf(e, probability(model, e.x), t[e.lang], SETTINGS.languages) !== 'no-signs'
    const scams = test.filter((e) => e.y === 1)
    const ord = test.filter((e) => e.y === 0)
    const s = [scams.filter(flagged).length, scams.length, ord.filter(flagged).length, ord.length]
    for (let i = 0; i < 4; i++) sum[name][i] += s[i]
    line.push(`${name} scams ${s[0]}/${s[1]} ordinary ${s[2]}/${s[3]} en.medium ${t.en.medium}`)
  }
  console.log(`blind${k}: train ${real.length}; ${line.join(' | ')}`)
}
console.log(`sum A (no retention): scams ${sum.A[0]}/${sum.A[1]}, ordinary ${sum.A[2]}/${sum.A[3]}, threshold changes ${changedA}`)
console.log(`sum B (KEEP_WITHIN):  scams ${sum.B[0]}/${sum.B[1]}, ordinary ${sum.B[2]}/${sum.B[3]}, threshold changes ${changedB}`)
