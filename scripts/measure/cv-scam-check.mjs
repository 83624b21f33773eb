// `npm run cv:scam-check`: the scam checker (rules + model, the verdict as check.ts computes it) estimated on every real
// text of the training side, HELD OUT BY SOURCE (decision 336): the texts are grouped by source (a repository or a web
// site's host), the groups dealt into FOLDS folds, and each fold scored by a model trained without it (the team-written
// templates always in). Prints scam recall per language and family (then every family, all languages together, weakest
// first), and the share of ordinary texts, business notices and everyday texts flagged, for the rules alone, today's settings (round 5) and the shipped settings (SETTINGS in train-scam-model.mjs).
// The operating point is chosen on these out-of-fold scores; "nested" re-chooses it without each fold, the honest figure.
// Deterministic. Reads no blind set beyond the retired blind/–blind29/ (decision 336, round 25).
// `-- --sweep` also tries other settings. Training-side texts only: `-- --show` lists the scams missed.
import { verdictFor } from '../../worker/scam-check/check.ts'
import { buildRows } from './scam-data.mjs'
import { example, foldOf, loadReal, outOfFold as outOfFoldOf, verdictOf } from './scam-model-lib.mjs'
import { chooseThresholds, FOLDS, SETTINGS } from './train-scam-model.mjs'

const LANGS = ['en', 'es', 'fr']

const real = loadReal().map((row) => example(row))
for (const e of real) e.fold = foldOf(e.row.group, FOLDS)
const templates = buildRows()
  .filter((row) => row.split === 'train' || row.split === 'val')
  .map((row) => example(row))
console.log(
  `${real.length} real texts (${real.filter((e) => e.y).length} scams) from ${new Set(real.map((e) => e.row.group)).size} sources, ${FOLDS} folds by source; ${templates.length} team-written messages`,
)

const flagged = (v) => v !== 'no-signs'
const pct = (n, d) => `${n}/${d} (${d ? Math.round((100 * n) / d) : 0}%)`

const outOfFold = (s) => outOfFoldOf(real, templates, s, FOLDS)

/** Flagged shares of a set of real texts, given each text's verdict. */
function report(name, verdict, show = false) {
  console.log(`\n## ${name}`)
  const lines = []
  let worst = 1
  for (const lang of LANGS) {
    const of = (pick) => real.filter((e) => e.row.lang === lang && pick(e))
    const n = (list) => list.filter((e) => flagged(verdict(e))).length
    const scams = of((e) => e.y === 1)
    const ordinary = of((e) => e.y === 0)
    const notices = of((e) => e.y === 0 && e.row.kind === 'notice')
    const casual = of((e) => e.y === 0 && e.row.kind !== 'notice')
    const families = [...new Set(scams.map((e) => e.row.family))].sort()
    const low = families
      .map((family) => [family, scams.filter((e) => e.row.family === family)])
      .filter(([, list]) => n(list) < 0.8 * list.length)
      .map(([family, list]) => `${family} ${n(list)}/${list.length}`)
    worst = Math.min(worst, n(scams) / scams.length)
    lines.push(
      `${lang}: scams ${pct(n(scams), scams.length)}, ordinary ${pct(n(ordinary), ordinary.length)}, notices ${pct(n(notices), notices.length)}, everyday ${pct(n(casual), casual.length)}; families under 80%: ${low.length}/${families.length}${low.length ? ` (${low.join(', ')})` : ''}`,
    )
    if (show) for (const e of scams) if (!flagged(verdict(e))) lines.push(`    missed: ${e.row.text.slice(0, 100).replaceAll('\n', ' ')}`)
  }
  const all = (pick) => real.filter(pick)
  const total = (list) => list.filter((e) => flagged(verdict(e))).length
  const scams = all((e) => e.y === 1)
  const ordinary = all((e) => e.y === 0)
  const notices = all((e) => e.y === 0 && e.row.kind === 'notice')
  const everyday = all((e) => e.y === 0 && e.row.kind !== 'notice')
  console.log(
    `all: scams ${pct(total(scams), scams.length)}, ordinary ${pct(total(ordinary), ordinary.length)}, notices ${pct(total(notices), notices.length)}, everyday ${pct(total(everyday), everyday.length)}`,
  )
  for (const line of lines) console.log(line)
  // Every scam family, all languages together, weakest first.
  const byFamily = [...new Set(scams.map((e) => e.row.family))].map((family) => {
    const list = scams.filter((e) => e.row.family === family)
    return [family, total(list), list.length]
  })
  byFamily.sort((a, b) => a[1] / a[2] - b[1] / b[2] || b[2] - a[2])
  console.log(`families: ${byFamily.map(([family, n, d]) => `${family} ${n}/${d}`).join(', ')}`)
  return worst
}

/** Thresholds chosen on the other folds' out-of-fold scores, applied to each fold: the nested estimate. */
function nested(p, s) {
  const t = new Map()
  for (let f = 0; f < FOLDS; f++) {
    const chosen = chooseThresholds(
      real.filter((e) => e.fold !== f),
      p,
      s.languages,
    )
    for (const e of real) if (e.fold === f) t.set(e, chosen)
  }
  return (e) => verdictOf(e, p.get(e), t.get(e)?.[e.lang], s.languages)
}

function estimate(name, s, show = false) {
  const p = outOfFold(s)
  const t = chooseThresholds(real, p, s.languages)
  report(`${name}: thresholds chosen out of fold ${JSON.stringify(t)}`, (e) => verdictOf(e, p.get(e), t[e.lang], s.languages), show)
  report(`${name}: nested (thresholds chosen without the fold)`, nested(p, s))
  return { p, t }
}

report('Rules alone', (e) => verdictFor(e.rulesScore), process.argv.includes('--show'))
// Round 5's settings (decision 310), each fold's model trained as then: English and Spanish, real texts 5 templates each.
const today = { languages: ['en', 'es'], templates: true, realWeight: 5, l2: 1e-5, epochs: 16 }
const todayP = outOfFold(today)
const todayT = { high: 0.75, medium: 0.75, low: 0.1 }
report('Round 5 settings and thresholds (0.75/0.75/0.1)', (e) => verdictOf(e, todayP.get(e), todayT, today.languages))
estimate('Shipped settings', SETTINGS, process.argv.includes('--show'))

if (process.argv.includes('--sweep'))
  for (const languages of [
    ['en', 'es'],
    ['en', 'es', 'fr'],
  ])
    for (const templatesIn of [true, false])
      for (const realWeight of templatesIn ? [5, 20, 50] : [1])
        for (const l2 of [1e-5, 1e-4])
          for (const epochs of [8, 16])
            estimate(`${languages} templates ${templatesIn} real ${realWeight} L2 ${l2} ${epochs} epochs`, {
              languages,
              templates: templatesIn,
              realWeight,
              l2,
              epochs,
            })
