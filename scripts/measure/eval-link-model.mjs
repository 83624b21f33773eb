// Measures the link model (worker/scam-check/link-model.ts) as the checker uses it: each development and retired link set
// with the model trained WITHOUT that set (held out by source list; the figure that predicts a new list), against the
// checker with no model; and the honest long tails no model was trained on (Majestic ranks 10,001–15,000, Tranco ranks
// 45,001+), with the shipped model and without.
//
//   node --import ./scripts/ts-resolve.mjs scripts/measure/eval-link-model.mjs <mirror root, e.g. /work/.mirror> [set] [--show]
//   (LINK_MODEL_OPTIONS='{...}' in the environment: the held-out models trained with other options; see train-link-model.mjs)
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { checkMessage } from '../../worker/scam-check/index.ts'
import { setLinkModel } from '../../worker/scam-check/link-model.ts'
import { LINK_MODEL } from '../../worker/scam-check/link-model-weights.ts'

const root = process.argv[2]
const flagged = (text) => checkMessage(text, undefined, undefined, true).verdict !== 'no-signs'
const show = (repo, path) =>
  execFileSync('git', [`--git-dir=${root}/${repo}/repo`, 'show', `HEAD:${path}`], { maxBuffer: 1 << 28 }).toString('utf8')
const majestic = show('drakelover911+Phishing-analyzer', 'majestic_million.csv')
  .trim()
  .split('\n')
  .slice(10001)
  .map((r) => r.split(',')[2])
const tranco = show('kmikholap+dns-gen', 'top-1m.csv')
  .trim()
  .split('\n')
  .slice(45000)
  .map((r) => r.split(',')[1])
const tail = (list) => list.filter((h) => flagged(h) || flagged(`https://${h}`)).length
for (const [name, list] of [
  ['Majestic 10,001–15,000', majestic],
  ['Tranco 45,001+', tranco],
]) {
  setLinkModel(null)
  const before = tail(list)
  setLinkModel(LINK_MODEL)
  const after = tail(list)
  if (process.argv.includes('--show')) {
    setLinkModel(null)
    const was = new Set(list.filter((h) => flagged(h) || flagged(`https://${h}`)))
    setLinkModel(LINK_MODEL)
    for (const h of list) if (!was.has(h) && (flagged(h) || flagged(`https://${h}`))) console.log(`  honest newly flagged: ${h}`)
  }
  console.log(`honest ${name}: ${list.length} hosts, flagged ${before} -> ${after} (${((100 * after) / list.length).toFixed(2)}%)`)
}
// Every text of the real sets and the retired blind sets that is not a scam: none may be newly flagged by the model.
const texts = execFileSync('sh', ['-c', 'ls data/scam-check/real/*.jsonl data/scam-check/blind*/messages.jsonl'])
  .toString()
  .trim()
  .split('\n')
  .flatMap((f) =>
    readFileSync(f, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
  )
  .filter((r) => r.text && r.label !== 'scam')
const verdicts = () => texts.map((r) => checkMessage(r.text, undefined, r.lang, true).verdict)
setLinkModel(null)
const textsBefore = verdicts()
setLinkModel(LINK_MODEL)
const changed = verdicts().filter((v, i) => v !== textsBefore[i]).length
console.log(`real and retired non-scam texts: ${texts.length}, verdict changed by the model: ${changed}`)
const sets = {
  'links-dev': 'real/links-dev.jsonl',
  'links-dev2': 'real/links-dev2.jsonl',
  'links-dev3': 'real/links-dev3.jsonl',
  'links-dev4': 'real/links-dev4.jsonl',
  'blind-links': 'blind-links/links.jsonl',
  'blind-links2': 'blind-links2/links.jsonl',
  'blind-links3': 'blind-links3/links.jsonl',
  'blind-links4': 'blind-links4/links.jsonl',
  'links-dev5': 'real/links-dev5.jsonl',
  'blind-links5': 'blind-links5/links.jsonl',
  'links-dev6': 'real/links-dev6.jsonl',
  'blind-links6': 'blind-links6/links.jsonl',
}
// One set only: the first argument after the mirror root that is not a flag ("--show" may come first).
const only = process.argv.slice(3).find((a) => !a.startsWith('--'))
for (const [name, path] of Object.entries(sets)) {
  if (only && name !== only) continue
  const rows = readFileSync(new URL(`../../data/scam-check/${path}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
  const measure = () => {
    const scam = rows.filter((r) => r.label === 'scam')
    const off = rows.filter((r) => r.label === 'official' || r.label === 'ordinary')
    const bare = (l) => l.replace(/^https:\/\//, '').replace(/\/$/, '')
    return {
      scam: scam.length,
      hit: scam.filter((r) => flagged(r.link)).length,
      hitBare: scam.filter((r) => flagged(bare(r.link))).length,
      off: off.length,
      offHit: off.filter((r) => flagged(r.link) || flagged(bare(r.link))).length,
    }
  }
  setLinkModel(null)
  const before = measure()
  const missed = rows.filter((r) => r.label === 'scam' && !flagged(r.link))
  // Train without this set (its rows out of the training file), as a new list would meet the model.
  execFileSync(process.execPath, [
    '--import',
    './scripts/ts-resolve.mjs',
    'scripts/measure/train-link-model.mjs',
    '--without',
    name,
    '--to',
    '/tmp/link-model-held.json',
  ])
  setLinkModel(JSON.parse(readFileSync('/tmp/link-model-held.json', 'utf8')))
  const after = measure()
  if (process.argv.includes('--show')) for (const r of missed) if (flagged(r.link)) console.log(`  newly caught: ${r.link}`)
  if (process.argv.includes('--show'))
    for (const r of rows)
      if ((r.label === 'official' || r.label === 'ordinary') && (flagged(r.link) || flagged(r.link.replace(/^https:\/\//, ''))))
        console.log(`  honest flagged: ${r.link}`)
  console.log(
    `${name} (held out): look-alikes ${before.hit} -> ${after.hit} of ${before.scam} (https), ${before.hitBare} -> ${after.hitBare} (bare); official/ordinary flagged ${before.offHit} -> ${after.offHit} of ${before.off}`,
  )
}
setLinkModel(LINK_MODEL)
