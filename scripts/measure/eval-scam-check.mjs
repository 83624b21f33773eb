// `npm run eval:scam-check` (part of `npm test`): runs the scam checker (rules + trained model, decisions 130 and
// 200) over the frozen blind set of real messages, data/scam-check/blind/ (docs/scam-check.md is the data card;
// scripts/measure/scam-real-split.mjs made it, by source and by time, on 2026-12-04, before the checker changed), and
// prints the share flagged ("Be careful" or "Likely a scam") per language, per family, per source and per kind,
// then the bare-link set. It first checks both blind files against data/scam-check/blind/SHA256: a changed blind
// set fails. It compares with the baseline measured on the unchanged checker (blind/baseline.json) and exits 1
// under the GATES (set near what the checker honestly reaches; the issue's targets are printed beside them with
// the distance). The team-written templates' held-out split is reported too, without a gate: it is not real data.
// Nothing here is used to train or tune: the training script never reads data/scam-check/blind/.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { checkMessage } from '../../worker/scam-check/index.ts'

const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)
const jsonl = (p) =>
  readFileSync(url(p), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))

/** What the issue asks for (issue 41, "Done when"). */
export const TARGETS = { scams: 0.9, ordinary: 0.1, notices: 0.15, lookalikes: 0.95, scamFamily: 0.8, ordinaryFamily: 0.2 }
/** What this checker must keep (near the measured figures of docs/scam-check.md; see the distance printed below). */
// What the checker of decision 200 reaches (docs/scam-check.md): at or near the measured figures, so a change
// that loses ground fails. No scam family gate yet: 4 of 8 scam families are under the issue's 80% (printed below).
export const GATES = {
  scams: 0.73,
  ordinary: 0.09,
  notices: 0.09,
  lookalikes: 0.88,
  officialFlagged: 0,
  scamFamily: 0,
  ordinaryFamily: 0.2,
}

let failed = false
const fail = (why) => {
  failed = true
  console.error(`FAILED: ${why}`)
}

// ---- the frozen blind set is the one committed
const sums = new Map(
  readFileSync(url('blind/SHA256'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(/\s+/).reverse()),
)
for (const file of ['messages.jsonl', 'links.jsonl']) {
  const sum = createHash('sha256')
    .update(readFileSync(url(`blind/${file}`)))
    .digest('hex')
  if (sum !== sums.get(file)) fail(`data/scam-check/blind/${file} is not the frozen blind set (SHA-256 ${sum})`)
}

const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`)
const flagged = (answer) => answer.verdict !== 'no-signs'
const baseline = JSON.parse(readFileSync(url('blind/baseline.json'), 'utf8'))

const rows = jsonl('blind/messages.jsonl')
const answer = new Map(rows.map((row) => [row, checkMessage(row.text, undefined, undefined, true)]))
const rate = (list) => list.filter((row) => flagged(answer.get(row))).length / (list.length || 1)
const line = (name, list, base) => {
  const n = list.filter((row) => flagged(answer.get(row))).length
  const likely = list.filter((row) => answer.get(row).verdict === 'likely-scam').length
  return `| ${name} | ${list.length} | ${n} (${pct(n, list.length)}) | ${likely} | ${base ?? '–'} |`
}

console.log(`Blind set of real messages (data/scam-check/blind/messages.jsonl, ${rows.length} texts)\n`)
console.log('| group | texts | flagged | "Likely a scam" | baseline flagged (unchanged checker) |')
console.log('|---|---|---|---|---|')
const scams = rows.filter((r) => r.label === 'scam')
const received = scams.filter((r) => r.kind === 'received')
const ordinary = rows.filter((r) => r.label === 'ordinary')
const notices = ordinary.filter((r) => r.kind === 'notice')
console.log(line('real scam texts, all', scams, baseline.scams))
console.log(line('real scam texts, received (not agency examples)', received, baseline.received))
console.log(line('real ordinary texts', ordinary, baseline.ordinary))
console.log(line('real business notices', notices, baseline.notices))
for (const lang of ['en', 'es', 'fr'])
  for (const label of ['scam', 'ordinary']) {
    const list = rows.filter((r) => r.lang === lang && r.label === label)
    if (list.length) console.log(line(`${lang} ${label}`, list, baseline.byLang?.[`${lang} ${label}`]))
  }

console.log('\nPer family:\n')
console.log('| family | texts | flagged | "Likely a scam" | baseline |')
console.log('|---|---|---|---|---|')
const families = [...new Set(rows.map((r) => `${r.label} ${r.family}`))].sort()
for (const key of families) {
  const [label, family] = key.split(' ')
  const list = rows.filter((r) => r.label === label && r.family === family)
  console.log(line(key, list, baseline.byFamily?.[key]))
  const share = rate(list)
  if (label === 'scam' && share < GATES.scamFamily)
    fail(`scam family ${family}: ${pct(share * list.length, list.length)} flagged, gate ${GATES.scamFamily * 100}%`)
  if (label === 'ordinary' && share > GATES.ordinaryFamily)
    fail(`ordinary family ${family}: ${pct(share * list.length, list.length)} flagged, gate ${GATES.ordinaryFamily * 100}%`)
}

const under = families
  .filter((key) => key.startsWith('scam '))
  .filter((key) => rate(rows.filter((r) => `${r.label} ${r.family}` === key)) < TARGETS.scamFamily)
console.log(
  `\nScam families under the issue's ${TARGETS.scamFamily * 100}%: ${under.length} of ${families.filter((k) => k.startsWith('scam ')).length}${under.length ? ` (${under.map((k) => k.slice(5)).join(', ')})` : ''}. Ordinary families over ${TARGETS.ordinaryFamily * 100}%: gated above.`,
)

console.log('\nPer source:\n')
console.log('| source | texts | flagged | "Likely a scam" | baseline |')
console.log('|---|---|---|---|---|')
const hostOf = (s) => (s.startsWith('http') ? new URL(s).hostname.replace(/^www\./, '') : s.split('@')[0])
for (const host of [...new Set(rows.map((r) => `${r.label} ${hostOf(r.source)}`))].sort()) {
  const [label, h] = host.split(' ')
  const list = rows.filter((r) => r.label === label && hostOf(r.source) === h)
  console.log(line(host, list, baseline.bySource?.[host]))
}

const misses = rows.filter((r) => r.label === 'scam' && !flagged(answer.get(r))).length
console.log(`\n(${misses} scam texts not flagged. Their texts are not printed here: nobody tunes on the blind set.)`)

// ---- bare links
const links = jsonl('blind/links.jsonl')
const linkAnswer = new Map(links.map((l) => [l, checkMessage(l.link, undefined, undefined, true)]))
const linkLine = (name, list, base) => {
  const n = list.filter((l) => flagged(linkAnswer.get(l))).length
  return `| ${name} | ${list.length} | ${n} (${pct(n, list.length)}) | ${base ?? '–'} |`
}
const scamLinks = links.filter((l) => l.label === 'scam')
const officialLinks = links.filter((l) => l.label === 'official')
console.log('\nBare links (data/scam-check/blind/links.jsonl), as pasted alone or read from a QR code:\n')
console.log('| links | count | flagged | baseline |')
console.log('|---|---|---|---|')
console.log(linkLine('look-alike and scam links, all', scamLinks, baseline.lookalikes))
console.log(
  linkLine(
    '  of which real (from a public report)',
    scamLinks.filter((l) => l.origin === 'real'),
    baseline.lookalikesReal,
  ),
)
console.log(
  linkLine(
    '  of which written by the team after a public pattern',
    scamLinks.filter((l) => l.origin !== 'real'),
    baseline.lookalikesTeam,
  ),
)
console.log(linkLine('official addresses', officialLinks, baseline.official))

// ---- gates and targets
const figures = {
  scams: rate(scams),
  ordinary: rate(ordinary),
  notices: rate(notices),
  lookalikes: scamLinks.filter((l) => flagged(linkAnswer.get(l))).length / scamLinks.length,
  official: officialLinks.filter((l) => flagged(linkAnswer.get(l))).length / officialLinks.length,
}
console.log('\n| measure | now | gate | issue target | distance to target |')
console.log('|---|---|---|---|---|')
const show = (name, now, gate, target, atLeast) => {
  const dist = atLeast ? Math.max(0, target - now) : Math.max(0, now - target)
  console.log(
    `| ${name} | ${pct(now, 1)} | ${atLeast ? '≥' : '≤'} ${pct(gate, 1)} | ${atLeast ? '≥' : '≤'} ${pct(target, 1)} | ${dist === 0 ? 'met' : `${(100 * dist).toFixed(1)} points`} |`,
  )
  if (atLeast ? now < gate : now > gate) fail(`${name}: ${pct(now, 1)}, gate ${pct(gate, 1)}`)
}
show('real scam texts flagged', figures.scams, GATES.scams, TARGETS.scams, true)
show('real ordinary texts flagged', figures.ordinary, GATES.ordinary, TARGETS.ordinary, false)
show('real business notices flagged', figures.notices, GATES.notices, TARGETS.notices, false)
show('look-alike links flagged', figures.lookalikes, GATES.lookalikes, TARGETS.lookalikes, true)
show('official addresses flagged', figures.official, GATES.officialFlagged, 0, false)

// ---- the team-written templates (not real; reported, no gate)
const team = jsonl('messages.jsonl').filter((r) => r.split === 'test')
console.log(`\nTeam-written templates, held-out split (${team.length} messages; written by the team, not real, no gate):`)
for (const lang of ['en', 'es'])
  for (const label of ['scam', 'ordinary']) {
    const list = team.filter((r) => r.lang === lang && r.label === label)
    const n = list.filter((r) => flagged(checkMessage(r.text, undefined, undefined, true))).length
    console.log(`  ${lang} ${label}: ${n}/${list.length} flagged (${pct(n, list.length)})`)
  }

const sample = rows.map((r) => r.text)
const t0 = performance.now()
for (let round = 0; round < 20; round++) for (const t of sample) checkMessage(t, undefined, undefined, true)
console.log(`\nTime per message (rules + model): ${((performance.now() - t0) / (20 * sample.length)).toFixed(3)} ms`)

if (process.argv.includes('--baseline')) {
  const by = (list, key) =>
    Object.fromEntries(
      [...new Set(list.map(key))].map((k) => [
        k,
        pct(rate(list.filter((r) => key(r) === k)) * list.filter((r) => key(r) === k).length, list.filter((r) => key(r) === k).length),
      ]),
    )
  const linkPct = (list) => pct(list.filter((l) => flagged(linkAnswer.get(l))).length, list.length)
  console.log(
    JSON.stringify({
      measured: 'commit 247795d (the checker before issue 41), 2026-12-04',
      scams: pct(rate(scams) * scams.length, scams.length),
      received: pct(rate(received) * received.length, received.length),
      ordinary: pct(rate(ordinary) * ordinary.length, ordinary.length),
      notices: pct(rate(notices) * notices.length, notices.length),
      byLang: by(rows, (r) => `${r.lang} ${r.label}`),
      byFamily: by(rows, (r) => `${r.label} ${r.family}`),
      bySource: by(rows, (r) => `${r.label} ${hostOf(r.source)}`),
      lookalikes: linkPct(scamLinks),
      lookalikesReal: linkPct(scamLinks.filter((l) => l.origin === 'real')),
      lookalikesTeam: linkPct(scamLinks.filter((l) => l.origin !== 'real')),
      official: linkPct(officialLinks),
    }),
  )
}
if (failed) {
  console.error('\nA gate is missed (see above).')
  process.exit(1)
}
console.log('\nAll gates met.')
