// Writes data/scam-check/link-model/hosts.tsv, the training hosts of the link model (worker/scam-check/link-model.ts):
// "host<TAB>label (1 scam, 0 honest)<TAB>source". Training side only (the claims file's "train" lists and the retired and
// development link sets); never a frozen blind set, never the honest long tails the model is measured on (Majestic ranks
// 10,001–15,000, Tranco ranks 45,001+). Each list gives at most CAP hosts, the same ones every run (an FNV hash order).
//
//   node --import ./scripts/ts-resolve.mjs scripts/measure/link-model-collect.mjs <mirror root, e.g. /work/.mirror> > data/scam-check/link-model/hosts.tsv
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parse } from 'tldts'
import { REAL_FILES } from './scam-model-lib.mjs'

const root = process.argv[2]
const show = (repo, path) =>
  execFileSync('git', [`--git-dir=${root}/${repo}/repo`, 'show', `HEAD:${path}`], { maxBuffer: 1 << 28 }).toString('utf8')
const fnv = (s) => {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0
  return h
}
export function cleanHost(raw) {
  let h = raw.trim().toLowerCase()
  if (!h || h.startsWith('#') || h.startsWith('!')) return null
  h = h
    .replace(/^(0\.0\.0\.0|127\.0\.0\.1)\s+/, '')
    .replace(/^\|\|/, '')
    .replace(/\^.*$/, '')
  h = h
    .replace(/^[a-z]+:\/\//, '')
    .split(/[/?#:\s,]/)[0]
    .replace(/^\*\./, '')
    .replace(/\.$/, '')
  if (h.startsWith('www.')) h = h.slice(4)
  if (!/^[a-z0-9.-]+$/.test(h) || !h.includes('.') || /^[0-9.]+$/.test(h) || h.length > 120) return null
  return h
}
const CAP = 3000
const out = new Map()
// The honest long tails the model is measured on are never trained on, whichever list also holds them (a Majestic rank
// 12,000 is often in Tranco's first 40,000).
const tails = new Set(
  [
    ...show('drakelover911+Phishing-analyzer', 'majestic_million.csv')
      .split('\n')
      .slice(10001)
      .map((r) => r.split(',')[2] ?? ''),
    ...show('kmikholap+dns-gen', 'top-1m.csv')
      .split('\n')
      .slice(45000)
      .map((r) => r.split(',')[1] ?? ''),
  ].map(cleanHost),
)
function add(hosts, label, source, cap = CAP) {
  const list = [...new Set(hosts.map(cleanHost).filter(Boolean))].sort((a, b) => fnv(a) - fnv(b) || (a < b ? -1 : 1))
  let n = 0
  for (const h of list) {
    if (n >= cap) break
    if (out.has(h) || tails.has(h)) continue
    out.set(h, `${h}\t${label}\t${source}`)
    n++
  }
}
const lines = (text) => text.split('\n')
// Scam side: phishing and scam lists claimed for training.
add(JSON.parse(show('polkadot-js+phishing', 'all.json')).deny, 1, 'polkadot')
add(lines(show('nikolaischunk+discord-phishing-links', 'txt/domain-list.txt')), 1, 'nikolaischunk')
add(lines(show('Dogino+Discord-Phishing-URLs', 'scam-urls.txt')), 1, 'dogino')
add(lines(show('infinitytec+blocklists', 'scams-and-phishing.txt')), 1, 'infinitytec')
add(lines(show('elliotwutingfeng+GlobalAntiScamOrg-blocklist', 'global-anti-scam-org-scam-urls.txt')), 1, 'globalantiscam')
// Not ShadowWhisperer's Lists/Typo: one slip from a real name ("munich-airpot.de"), it teaches the model the real names'
// letters (honest airports were read as scams); slips are the named rules' work (links.ts).
add(lines(show('ShadowWhisperer+BlockLists', 'Lists/Scam')), 1, 'shadow-scam')
add(
  ['evilginx', 'gophish', '365stealer_phishtool', 'telekopye_scamtool', 'ek_scamclub'].flatMap((f) =>
    lines(show('stamparm+maltrail', `trails/static/malicious/${f}.txt`)),
  ),
  1,
  'maltrail',
)
// The retired and development link sets: look-alikes and other listed hosts are scam; official and ordinary are honest.
const sets = [
  'real/links-dev',
  'real/links-dev2',
  'real/links-dev3',
  'real/links-dev4',
  'blind-links',
  'blind-links2',
  'blind-links3',
  'blind-links4',
  // Round 17: the sets retired since (each measured once as a blind set before it was trained on).
  'real/links-dev5',
  'real/links-dev6',
  'blind-links5',
  'blind-links6',
  'blind-links7',
  'blind-links8',
  'blind-links9',
  'blind-links10',
  'blind-links11',
  // Round 18: blind-links12, measured once in round 17.
  'blind-links12',
  // Round 19: blind-links13, measured once in round 18.
  'blind-links13',
  // Round 20: blind-links14, measured once in round 19.
  'blind-links14',
  // Round 21: blind-links15, measured once in round 20.
  'blind-links15',
]
for (const set of sets) {
  const rows = readFileSync(
    new URL(`../../data/scam-check/${set}.jsonl`.replace(/blind-links(\d*)\.jsonl$/, 'blind-links$1/links.jsonl'), import.meta.url),
    'utf8',
  )
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
  const name = set.replace('real/', '')
  add(
    rows.filter((r) => r.label === 'scam' || r.label === 'other').map((r) => r.link),
    1,
    name,
    100000,
  )
  add(
    rows.filter((r) => r.label === 'official' || r.label === 'ordinary').map((r) => r.link),
    0,
    `${name}-honest`,
    100000,
  )
}
// The addresses in the real ordinary texts (notices and casual texts of the text model's training files, REAL_FILES of
// scam-model-lib.mjs: every real/ file and retired blind set, never a frozen one): the honest links people really get, which a model trained on lists alone can read as made up
// ("rdv-solidarites.fr", a French public booking service). Round 17.
const textHosts = []
for (const file of REAL_FILES.filter((f) => !f.startsWith('real/links-'))) {
  for (const line of readFileSync(new URL(`../../data/scam-check/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')) {
    const row = JSON.parse(line)
    if (!row.text || row.label === 'scam') continue
    for (const m of row.text.toLowerCase().matchAll(/(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?=[/\s:?#,)]|$)/g)) {
      const info = parse(m[1], { allowPrivateDomains: true, extractHostname: false })
      if (info.domain && info.isIcann !== false) textHosts.push(m[1])
    }
  }
}
add(textHosts, 0, 'texts-honest', 100000)
// Honest side: Majestic ranks 1–10,000, Tranco ranks 1–40,000 (40,001–45,000 are kept out to choose the threshold on;
// 45,001+ and Majestic 10,001+ are the long tails the model is measured on), FDIC-insured banks, NCUA credit unions.
const majestic = lines(show('drakelover911+Phishing-analyzer', 'majestic_million.csv'))
  .slice(1, 10001)
  .map((r) => r.split(',')[2] ?? '')
add(majestic, 0, 'majestic', 100000)
const tranco = lines(show('kmikholap+dns-gen', 'top-1m.csv'))
  .slice(0, 40000)
  .map((r) => r.split(',')[1] ?? '')
add(tranco, 0, 'tranco', 40000)
add(
  lines(show('kmikholap+dns-gen', 'top-1m.csv'))
    .slice(40000, 45000)
    .map((r) => r.split(',')[1] ?? ''),
  0,
  'tranco-threshold',
  100000,
)
// The honest addresses the scam lists keep beside them: crypto projects' own (polkadot-js's allow list), Discord's own.
add(JSON.parse(show('polkadot-js+phishing', 'all.json')).allow, 0, 'polkadot-allow', 100000)
add(lines(show('Dogino+Discord-Phishing-URLs', 'official-domains.txt')), 0, 'dogino-allow', 100000)
add(lines(show('elliotwutingfeng+FDIC-insured-banking-institution-websites', 'urls.txt')), 0, 'fdic', 100000)
add(
  lines(show('credit-union-datasets+credit-union-websites', 'data/processed/scraped-websites.csv'))
    .slice(1)
    .map((r) => r.split(',')[1] ?? ''),
  0,
  'ncua',
  100000,
)
process.stdout.write(`${[...out.values()].join('\n')}\n`)
