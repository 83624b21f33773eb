import { verdictFor } from '../../worker/scam-check/check.ts'
import { buildRows } from './scam-data.mjs'
import { example, foldOf, loadReal, outOfFold, verdictOf } from './scam-model-lib.mjs'
import { chooseThresholds, FOLDS, SETTINGS } from './train-scam-model.mjs'
const real = loadReal().map((row) => example(row))
for (const e of real) e.fold = foldOf(e.row.group, FOLDS)
const templates = buildRows().filter((r) => r.split === 'train' || r.split === 'val').map((r) => example(r))
const p = outOfFold(real, templates, SETTINGS, FOLDS)
const t = new Map()
for (let f = 0; f < FOLDS; f++) { const c = chooseThresholds(real.filter((e) => e.fold !== f), p, SETTINGS.languages); for (const e of real) if (e.fold === f) t.set(e, c) }
const v = (e) => verdictOf(e, p.get(e), t.get(e)?.[e.lang], SETTINGS.languages)
const flagged = (e) => v(e) !== 'no-signs'
const rulesFlag = (e) => verdictFor(e.rulesScore) !== 'no-signs'
const by = (key) => {
  const m = new Map()
  for (const e of real) { const k = `${e.y ? 'scam' : 'ok  '} ${key(e)}`; const a = m.get(k) ?? [0, 0, 0]; a[0]++; if (flagged(e)) a[1]++; if (rulesFlag(e)) a[2]++; m.set(k, a) }
  return [...m].sort().map(([k, [n, f, r]]) => `${k.padEnd(40)} ${f}/${n} (${Math.round(100*f/n)}%) rules ${r}`).join('\n')
}
const hasLink = (e) => /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|info|xyz|top|ca|us|co|ly|me|io|app|site|online)\b/i.test(e.row.text)
const placeholder = (e) => /\[link\]|<url>|\[url\]|\blink\b removed|\bvisit\s*(to|\.|$)/i.test(e.row.text)
console.log(by((e) => e.row.channel)); console.log(); console.log(by((e) => e.row.kind)); console.log(); console.log(by((e) => (hasLink(e) ? 'link' : placeholder(e) ? 'placeholder' : 'nolink')))
console.log(); console.log(by((e) => (e.words < 8 ? '<8' : e.words < 20 ? '8-19' : e.words < 60 ? '20-59' : '60+')))
