// The real look-alike link set (decision 285), measured by `npm run eval:scam-check`: the blind set
// data/scam-check/blind-links/ (frozen with SHA-256 and the unchanged checker's figures in baseline.json, before
// links were changed) and the development list data/scam-check/real/links-dev.jsonl (reported; the only list the
// link rules were improved on). Each address is read twice: as "https://host" (a QR code, a link in a text) and as
// the bare host (typed or pasted). Misses are counted, never printed.
//
//   node --import ./scripts/ts-resolve.mjs scripts/measure/eval-links.mjs [--baseline|--baseline2|…|--baseline13 <when>]   (writes a set's
//   baseline.json once)
//   node --import ./scripts/ts-resolve.mjs scripts/measure/eval-links.mjs --development   (for tuners: only the retired sets
//   blind-links to blind-links17 with their gates and the development lists links-dev…links-dev6; every frozen blind
//   set is left unread)
import { readFileSync, writeFileSync } from 'node:fs'
import { checkMessage } from '../../worker/scam-check/index.ts'
import { frozenFailures } from './blind-sums.mjs'

const url = (p) => new URL(`../../data/scam-check/${p}`, import.meta.url)
const jsonl = (p) =>
  readFileSync(url(p), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`)
const flagged = (text) => checkMessage(text, undefined, undefined, true).verdict !== 'no-signs'
const bare = (link) => link.replace(/^https:\/\//, '').replace(/\/$/, '')

// Rounds 18 and 19 (decision 373): "vote" words in a name (the contest-vote lure), one slip off the most impersonated
// names that are no word on .com, .net and .org ("yotube.com"), and the link model retrained at a slower rate with
// blind-links12/ and blind-links13/ among its lists; every retired set is gated at its figure after round 19, given in
// each gate below (the comments name the rounds before). Round 20 (decision 373): Canada's carriers named (Rogers, Fido,
// TELUS, Koodo, Freedom Mobile, Vidéotron), "td" as a whole part, more lure words beside a name ("verified", "validation",
// "refund", "alert", "help", "client", "deposit", "transfer", "fee", "customs", "mobile"…), and the link model retrained
// with blind-links14/ too. Every retired set is re-gated at its figure after round 20: five fell (2: 86 -> 85, 5: 102 -> 99,
// 7: 240 -> 236, 10: 193 -> 190, 11: 244 -> 242 look-alikes), the retrained model reading a few hosts just under its
// threshold; others rose (6, 8, 9, 12, 14) and fewer official addresses are flagged on 13 (6 -> 5) and 14 (2 -> 1).
// Round 21: no link rule changed; the link model retrained with blind-links15/ too. Re-gated at the new figures: three
// fell (6: 316 -> 315, 13: 322 -> 320, 14: 194 -> 191), seven rose (2, 3, 4, 5, 8, 10, 11); the honest Tranco tail
// 127 -> 125 flagged.
/** Gates on the first link set: at what the checker measures (338 of 339 both ways, 2026-12-05), never above. Round 13
 * (decision 373): 330, as a name inside an English word that holds it is no borrowing: eight hosts there were labelled by
 * the piece the checker found ("interactivecollege", "purchase-shop", "chaser", "settlepineapple"). Round 17: 329, the link model retrained on sets 5–11 leaves two hosts holding "interaction" just under its
 * threshold and reads "purchase-shop.com". */
export const LINK_GATES = { lookalikes: 329 / 339, bareLookalikes: 329 / 339, officialFlagged: 0 }
export const LINK_TARGET = 0.95
/** Gates on the second set (decisions 315, 345; retired to development in round 7): at what the checker measures now (86 of 111
 * both ways with the link model; 84 without, 79 before round 8's insurers, card issuer and shops were named), never lower. */
export const SECOND_GATES = { lookalikes: 86 / 111, bareLookalikes: 86 / 111, officialFlagged: 0 }
/** Gates on the third set (round 7, decision 360): 54 of 159 both ways and 1 official flagged at the freeze (blind-links3/baseline.json);
 * after round 7's link rules (345), measured once: 59 of 159, 0 official. Retired to development in round 8 and tuned on: 85 of 159
 * both ways, 0 official; then 100 (a famous name cut short on a new ending, "telegbpso.skin"; Mondial Relay named); 101 with
 * the link model of round 9, trained on it; 109 with round 17's (373). Gated there. */
export const THIRD_GATES = { lookalikes: 112 / 159, bareLookalikes: 112 / 159, officialFlagged: 0 }
/** Gates on the fourth set (round 8, blind-links4/, frozen on main 874db52 before round 8's link changes): 62 of 193
 * (https://…) and 61 of 193 (bare host), 2 official flagged at the freeze (blind-links4/baseline.json); after round 8's
 * link rules (345), measured once: 69 and 68 of 193, 2 official. Retired in round 9; the link model trained on it: 88 and
 * 87 (84 and 83 with it held out of training); 90 and 89 with round 12's borrowed names, 91 and 90 with round 14, 109 and 108 with round 17's link model (373). Gated there. */
export const FOURTH_GATES = { lookalikes: 118 / 193, bareLookalikes: 117 / 193, officialFlagged: 2 }
/** Gates on the fifth set (round 9, blind-links5/, frozen on main ae54908 before round 9's link changes): 24 of 230 both
 * ways, 0 of 173 official flagged at the freeze (blind-links5/baseline.json); with round 9's link model (345), measured
 * once: 40 of 230 both ways, 0 official. Retired to development in round 10; 43 with round 12's borrowed names, 102 with round 17's link
 * model, trained on it (373). Gated there. */
export const FIFTH_GATES = { lookalikes: 101 / 230, bareLookalikes: 101 / 230, officialFlagged: 0 }
/** Gates on the sixth set (round 10, blind-links6/, frozen on main 0ad6820 before round 10's link changes): 265 of 335
 * (https://…) and 265 of 335 (bare host), 0 of 179 official flagged at the freeze (blind-links6/baseline.json). Retired in
 * round 11 and tuned on in rounds 12-16 (373): 298 of 335 both ways, 0 official; 312 with round 17's link model, trained on it. Gated there. */
export const SIXTH_GATES = { lookalikes: 315 / 335, bareLookalikes: 315 / 335, officialFlagged: 0 }

/** Gates on the seventh set (round 12, blind-links7/, frozen on main 466f6d4 before round 12's link changes; decision 373):
 * 166 of 294 both ways and 3 of 140 official flagged at the freeze (blind-links7/baseline.json); with round 12's borrowed
 * names (coined-names.ts), measured once: 179 of 294 both ways, 3 official. Retired in round 13 and tuned on: 212; 224 with rounds 15-16; official 1 with Bank of America's Mexican address and "interacción"; 234 with round 17's
 * link model, trained on it. Gated there. */
export const SEVENTH_GATES = { lookalikes: 236 / 294, bareLookalikes: 236 / 294, officialFlagged: 1 }

/** Gates on the eighth set (round 13, blind-links8/, frozen on main b5c18aab before round 13's link changes; decision 373):
 * 109 of 314 both ways and 1 of 277 official flagged at the freeze (blind-links8/baseline.json); with round 13's changes,
 * measured once: the same, 109 and 1. Retired in round 14 and tuned on: 113; 141 with round 17's link model, trained on it. Gated there. */
export const EIGHTH_GATES = { lookalikes: 155 / 314, bareLookalikes: 155 / 314, officialFlagged: 1 }

/** Gates on the ninth set (round 14, blind-links9/, frozen on main f35144fd before round 14's link changes; decision 373):
 * 110 of 280 both ways and 6 of 212 official flagged at the freeze (blind-links9/baseline.json); with round 14's changes,
 * measured once: the same, 110 and 6. Retired in round 15 and tuned on: 152 (crypto wallets on free pages); 155 with round 16; official 3 with Santander
 * Brasil's address and Banco Mercantil and Mercedes-Benz's names; 181 with round 17's link model, trained on it. Gated there. */
export const NINTH_GATES = { lookalikes: 190 / 280, bareLookalikes: 190 / 280, officialFlagged: 3 }

/** Gates on the tenth set (round 15, blind-links10/, frozen on main c4170fe0 before round 15's link changes; decision 373):
 * 163 of 303 both ways and 2 of 278 official flagged at the freeze (blind-links10/baseline.json); with round 15's wallet
 * names, measured once: 168 of 303 both ways, 2 official. Retired in round 16 and tuned on: 179; 194 with round 17's link model, trained on it. Gated there. */
export const TENTH_GATES = { lookalikes: 192 / 303, bareLookalikes: 192 / 303, officialFlagged: 2 }

/** Gates on the eleventh set (round 16, blind-links11/, frozen on main 2ef7d05d before round 16's link changes; 373): 172 of
 * 295 both ways and 3 of 185 official flagged at the freeze (blind-links11/baseline.json); with round 16's changes, measured
 * once: the same, 172 and 3. Retired in round 17; its link model reads 240, trained on it (215 held out of training). Gated there. */
export const ELEVENTH_GATES = { lookalikes: 245 / 295, bareLookalikes: 245 / 295, officialFlagged: 3 }

/** Figures of one list: flagged share of scam links (with and without scheme), per family and source; official flagged. */
export function figures(rows) {
  const scam = rows.filter((r) => r.label === 'scam')
  const official = rows.filter((r) => r.label === 'official')
  const other = rows.filter((r) => r.label === 'other')
  const ordinary = rows.filter((r) => r.label === 'ordinary')
  const hit = new Map(scam.map((r) => [r, flagged(r.link)]))
  const hitBare = new Map(scam.map((r) => [r, flagged(bare(r.link))]))
  const share = (list, m) => list.filter((r) => m.get(r)).length / (list.length || 1)
  const group = (key) => {
    const out = {}
    for (const k of [...new Set(scam.map((r) => r[key]))].sort()) {
      const list = scam.filter((r) => r[key] === k)
      out[k] = { n: list.length, flagged: share(list, hit), bare: share(list, hitBare) }
    }
    return out
  }
  return {
    scam: scam.length,
    lookalikes: share(scam, hit),
    bareLookalikes: share(scam, hitBare),
    official: official.length,
    officialFlagged: official.filter((r) => flagged(r.link) || flagged(bare(r.link))).length,
    other: other.length,
    otherFlagged: other.filter((r) => flagged(r.link)).length / (other.length || 1),
    ordinary: ordinary.length,
    ordinaryFlagged: ordinary.filter((r) => flagged(r.link) || flagged(bare(r.link))).length,
    byFamily: group('family'),
    bySource: group('sourceName'),
  }
}

function table(title, f, base) {
  console.log(`\n${title}\n`)
  console.log('| group | links | flagged (https://…) | flagged (bare host) | baseline |')
  console.log('|---|---|---|---|---|')
  const row = (name, g, b) =>
    console.log(
      `| ${name} | ${g.n} | ${pct(g.flagged * g.n, g.n)} | ${pct(g.bare * g.n, g.n)} | ${b ? `${pct(b.flagged, 1)} / ${pct(b.bare, 1)}` : '–'} |`,
    )
  row(
    'look-alike links, all',
    { n: f.scam, flagged: f.lookalikes, bare: f.bareLookalikes },
    base && { flagged: base.lookalikes, bare: base.bareLookalikes },
  )
  for (const [k, g] of Object.entries(f.byFamily)) row(`family ${k}`, g, base?.byFamily?.[k])
  for (const [k, g] of Object.entries(f.bySource)) row(`source ${k}`, g, base?.bySource?.[k])
  if (f.other)
    console.log(
      `| listed hosts naming no organisation (https://…) | ${f.other} | ${pct(f.otherFlagged, 1)} | | ${base ? pct(base.otherFlagged, 1) : '–'} |`,
    )
  console.log(`| official addresses flagged | ${f.official} | ${f.officialFlagged} | | ${base ? base.officialFlagged : '–'} |`)
  if (f.ordinary) console.log(`| ordinary addresses flagged (either way) | ${f.ordinary} | ${f.ordinaryFlagged} | | – |`)
}

/** Prints both lists and applies the gates; returns the reasons it failed (empty when met). */
export function measureLinks() {
  const failures = frozenFailures('blind-links', ['links.jsonl'])
  const baseline = JSON.parse(readFileSync(url('blind-links/baseline.json'), 'utf8'))
  const blind = figures(jsonl('blind-links/links.jsonl'))
  console.log('\n## Real look-alike links (data/scam-check/blind-links/, public phishing lists, gated)')
  console.log(`\nBaseline: ${baseline.measured}.`)
  table(`Blind set: ${blind.scam} look-alike links, ${blind.official} official addresses.`, blind, baseline)
  const dev = figures(jsonl('real/links-dev.jsonl'))
  table(`Development list (data/scam-check/real/links-dev.jsonl, ${dev.scam} links; the rules were improved on it, no gate).`, dev)
  // A third list (decision 345): another phishing list labelled by hand, and credit unions' own addresses.
  const dev2 = figures(jsonl('real/links-dev2.jsonl'))
  table(
    `Development list 2 (data/scam-check/real/links-dev2.jsonl, ${dev2.scam} look-alikes, ${dev2.other} other listed hosts, ${dev2.ordinary} ordinary addresses; no gate).`,
    dev2,
  )
  console.log('\n| measure | now | gate | issue target |')
  console.log('|---|---|---|---|')
  console.log(
    `| blind look-alike links flagged (https://…) | ${pct(blind.lookalikes, 1)} | ≥ ${pct(LINK_GATES.lookalikes, 1)} | ≥ ${pct(LINK_TARGET, 1)}${blind.lookalikes >= LINK_TARGET ? ' (met)' : ' (not met)'} |`,
  )
  console.log(
    `| blind look-alike links flagged (bare host) | ${pct(blind.bareLookalikes, 1)} | ≥ ${pct(LINK_GATES.bareLookalikes, 1)} | ≥ ${pct(LINK_TARGET, 1)} |`,
  )
  console.log(`| official addresses flagged | ${blind.officialFlagged} | ${LINK_GATES.officialFlagged} | 0 |`)
  console.log(
    `\n(${Math.round((1 - blind.lookalikes) * blind.scam)} blind look-alike links not flagged; not printed: nobody tunes on a blind set.)`,
  )
  if (blind.lookalikes < LINK_GATES.lookalikes - 1e-9)
    failures.push(`blind-links: look-alikes ${pct(blind.lookalikes, 1)}, gate ${pct(LINK_GATES.lookalikes, 1)}`)
  if (blind.bareLookalikes < LINK_GATES.bareLookalikes - 1e-9)
    failures.push(`blind-links: bare look-alikes ${pct(blind.bareLookalikes, 1)}, gate ${pct(LINK_GATES.bareLookalikes, 1)}`)
  if (blind.officialFlagged > LINK_GATES.officialFlagged) failures.push(`blind-links: ${blind.officialFlagged} official addresses flagged`)
  // The second set (decision 315): drawn at random from the lists, not by our brand names; labelled by hand.
  failures.push(
    ...drawnSet('blind-links2', 'Real links drawn at random (data/scam-check/blind-links2/, decision 315)', 'Second', SECOND_GATES),
  )
  // The third set (round 7): other lists, split by source from real/links-dev3.jsonl, labelled by hand.
  failures.push(...drawnSet('blind-links3', 'Real links of other lists (data/scam-check/blind-links3/, round 7)', 'Third', THIRD_GATES))
  // The fourth set (round 8): other lists again, split by source from real/links-dev4.jsonl, labelled by hand.
  failures.push(...drawnSet('blind-links4', 'Real links of round 8 (data/scam-check/blind-links4/, round 8)', 'Fourth', FOURTH_GATES))
  // The fifth set (round 9): other lists again, split by source from real/links-dev5.jsonl, labelled by hand.
  failures.push(...drawnSet('blind-links5', 'Real links of round 9 (data/scam-check/blind-links5/, round 9)', 'Fifth', FIFTH_GATES))
  // The sixth set (round 10): other lists again, split by source from real/links-dev6.jsonl, labelled by hand.
  failures.push(...drawnSet('blind-links6', 'Real links of round 10 (data/scam-check/blind-links6/, round 10)', 'Sixth', SIXTH_GATES))
  // The seventh set (round 12): OpenPhish, blind half only, frozen before round 12's link changes (decision 373); retired in
  // round 13.
  failures.push(...drawnSet('blind-links7', 'Real links of round 12 (data/scam-check/blind-links7/, round 12)', 'Seventh', SEVENTH_GATES))
  // The eighth set (round 13): red.flag.domains and CERT Polska, blind half only, frozen before round 13's changes (373);
  // retired in round 14.
  failures.push(...drawnSet('blind-links8', 'Real links of round 13 (data/scam-check/blind-links8/, round 13)', 'Eighth', EIGHTH_GATES))
  // The ninth set (round 14): PhishTank's online list, blind half only, frozen before round 14's changes (373); retired in
  // round 15.
  failures.push(...drawnSet('blind-links9', 'Real links of round 14 (data/scam-check/blind-links9/, round 14)', 'Ninth', NINTH_GATES))
  // The tenth set (round 15): Jeroen Gui's and Phishing Army's lists, blind half only, frozen before round 15's changes (373);
  // retired in round 16.
  failures.push(...drawnSet('blind-links10', 'Real links of round 15 (data/scam-check/blind-links10/, round 15)', 'Tenth', TENTH_GATES))
  // The eleventh set (round 16): Scam-Blocklist's regex-matched new names and Gridinsoft's, blind half only, frozen before
  // round 16's changes (373).
  failures.push(
    ...drawnSet('blind-links11', 'Real links of round 16 (data/scam-check/blind-links11/, round 16)', 'Eleventh', ELEVENTH_GATES),
  )
  // The twelfth set (round 17): Chống Lừa Đảo's and ScamSniffer's lists, blind half only, frozen before round 17's changes;
  // retired in round 18.
  failures.push(...drawnSet('blind-links12', 'Real links of round 17 (data/scam-check/blind-links12/, round 17)', 'Twelfth', TWELFTH_GATES))
  // The thirteenth set (round 18): TweetFeed's and "Not on my shift!"'s names, blind half only, frozen before round 18's
  // changes; retired in round 19.
  failures.push(
    ...drawnSet('blind-links13', 'Real links of round 18 (data/scam-check/blind-links13/, round 18)', 'Thirteenth', THIRTEENTH_GATES),
  )
  // The fourteenth set (round 19): LabHost's domains as the FBI published them, blind half only, frozen before round 19's
  // changes; retired in round 20.
  failures.push(
    ...drawnSet('blind-links14', 'Real links of round 19 (data/scam-check/blind-links14/, round 19)', 'Fourteenth', FOURTEENTH_GATES),
  )
  // The fifteenth set (round 20): the Smishing Triad's toll-text domains (MalwareMorghulis/Gravity) and Gen Digital's scam
  // sites on website builders (avast/ioc, VibeScams), blind half only, frozen before round 20's changes; retired in round 21.
  failures.push(
    ...drawnSet('blind-links15', 'Real links of round 20 (data/scam-check/blind-links15/, round 20)', 'Fifteenth', FIFTEENTH_GATES),
  )
  // The sixteenth set (round 21): Zscaler ThreatLabz's typosquatting domains and PhishDestroy's curated list (both MIT),
  // blind half only, frozen before round 21's changes; retired in round 22.
  failures.push(
    ...drawnSet('blind-links16', 'Real links of round 21 (data/scam-check/blind-links16/, round 21)', 'Sixteenth', SIXTEENTH_GATES),
  )
  // The seventeenth set (round 22): Infoblox's Open Tangle and iPhone-unlocker domains (CC BY 4.0) and Netskope's Webflow
  // phishing pages (MIT), blind half only, frozen before round 22's changes; retired in round 23.
  failures.push(
    ...drawnSet('blind-links17', 'Real links of round 22 (data/scam-check/blind-links17/, round 22)', 'Seventeenth', SEVENTEENTH_GATES),
  )
  // The eighteenth set (round 23): EtherAddressLookup's crypto phishing domains and Unit 42's CAPTCHA-hidden phishing
  // hosts (both MIT), blind half only, frozen before round 23's link changes.
  failures.push(
    ...drawnSet('blind-links18', 'Real links of round 23 (data/scam-check/blind-links18/, round 23)', 'Eighteenth', EIGHTEENTH_GATES),
  )
  // The training halves of the third to sixth sets, printed the same way.
  for (const [n, ordinal] of [
    [3, 'third'],
    [4, 'fourth'],
    [5, 'fifth'],
    [6, 'sixth'],
  ]) {
    const dev = figures(jsonl(`real/links-dev${n}.jsonl`))
    table(
      `Development list ${n} (data/scam-check/real/links-dev${n}.jsonl, the ${ordinal} set's training half: ${dev.scam} look-alikes, ${dev.other} other listed hosts, ${dev.official} official addresses; no gate).`,
      dev,
    )
  }
  return failures
}

/** The sets a tuner may read: the retired blind sets (gated) and the development lists; no frozen set is opened. */
export function measureDevelopment() {
  const failures = []
  const first = figures(jsonl('blind-links/links.jsonl'))
  table(`Retired set blind-links: ${first.scam} look-alike links, ${first.official} official addresses.`, first)
  if (first.lookalikes < LINK_GATES.lookalikes - 1e-9 || first.bareLookalikes < LINK_GATES.bareLookalikes - 1e-9)
    failures.push(`blind-links: look-alikes ${pct(first.lookalikes, 1)} / ${pct(first.bareLookalikes, 1)}`)
  if (first.officialFlagged > LINK_GATES.officialFlagged) failures.push(`blind-links: ${first.officialFlagged} official addresses flagged`)
  for (const [dir, gates] of [
    ['blind-links2', SECOND_GATES],
    ['blind-links3', THIRD_GATES],
    ['blind-links4', FOURTH_GATES],
    ['blind-links5', FIFTH_GATES],
    ['blind-links6', SIXTH_GATES],
    ['blind-links7', SEVENTH_GATES],
    ['blind-links8', EIGHTH_GATES],
    ['blind-links9', NINTH_GATES],
    ['blind-links10', TENTH_GATES],
    ['blind-links11', ELEVENTH_GATES],
    ['blind-links12', TWELFTH_GATES],
    ['blind-links13', THIRTEENTH_GATES],
    ['blind-links14', FOURTEENTH_GATES],
    ['blind-links15', FIFTEENTH_GATES],
    ['blind-links16', SIXTEENTH_GATES],
    ['blind-links17', SEVENTEENTH_GATES],
  ]) {
    const f = figures(jsonl(`${dir}/links.jsonl`))
    table(`Retired set ${dir}: ${f.scam} look-alikes, ${f.other} other listed hosts, ${f.official} official addresses.`, f)
    if (f.lookalikes < gates.lookalikes - 1e-9) failures.push(`${dir}: look-alikes ${pct(f.lookalikes, 1)}`)
    if (f.bareLookalikes < gates.bareLookalikes - 1e-9) failures.push(`${dir}: bare look-alikes ${pct(f.bareLookalikes, 1)}`)
    if (f.officialFlagged > gates.officialFlagged) failures.push(`${dir}: ${f.officialFlagged} official addresses flagged`)
  }
  for (const name of ['links-dev', 'links-dev2', 'links-dev3', 'links-dev4', 'links-dev5', 'links-dev6']) {
    const f = figures(jsonl(`real/${name}.jsonl`))
    table(
      `Development list ${name}: ${f.scam} look-alikes, ${f.other} other listed hosts, ${f.official} official, ${f.ordinary} ordinary.`,
      f,
    )
  }
  return failures
}

/** Prints a frozen set of drawn links (`dir`) beside its baseline and returns its failures against `gates`. */
function drawnSet(dir, heading, ordinal, gates) {
  const failures = frozenFailures(dir, ['links.jsonl'])
  const base = JSON.parse(readFileSync(url(`${dir}/baseline.json`), 'utf8'))
  const set = figures(jsonl(`${dir}/links.jsonl`))
  console.log(`\n## ${heading}`)
  console.log(`\nBaseline: ${base.measured}.`)
  table(
    `${ordinal} blind set: ${set.scam} look-alikes (of any organisation), ${set.other} other listed hosts, ${set.official} official addresses.`,
    set,
    base,
  )
  console.log(
    `\n(${Math.round((1 - set.lookalikes) * set.scam)} look-alikes of the ${ordinal.toLowerCase()} set not flagged; not printed.)`,
  )
  if (set.lookalikes < gates.lookalikes - 1e-9)
    failures.push(`${dir}: look-alikes ${pct(set.lookalikes, 1)}, gate ${pct(gates.lookalikes, 1)}`)
  if (set.bareLookalikes < gates.bareLookalikes - 1e-9)
    failures.push(`${dir}: bare look-alikes ${pct(set.bareLookalikes, 1)}, gate ${pct(gates.bareLookalikes, 1)}`)
  if (set.officialFlagged > gates.officialFlagged) failures.push(`${dir}: ${set.officialFlagged} official addresses flagged`)
  return failures
}

/** Gates on the twelfth set (round 17, blind-links12/, frozen on main 1f6f238e before round 17's link changes; 373): 63 of
 * 258 both ways and 4 of 332 official flagged at the freeze (blind-links12/baseline.json): Chống Lừa Đảo's Vietnamese
 * list and ScamSniffer's crypto-phishing names. With round 17's link model (more lists, borrowed names), measured once:
 * 59 of 258 both ways (crypto 53 -> 47 of 173, shops 2 -> 4, Chống Lừa Đảo 9 -> 11 of 79), 4 official: a loss of four,
 * gated there, below the freeze. Retired in round 18 and trained on: 82, 3 official. */
export const TWELFTH_GATES = { lookalikes: 80 / 258, bareLookalikes: 80 / 258, officialFlagged: 3 }

/** Gates on the thirteenth set (round 18, blind-links13/, frozen on main 8ed61fcf before round 18's link changes; 373):
 * 301 of 431 both ways and 8 of 445 official flagged at the freeze (blind-links13/baseline.json): TweetFeed's #phishing
 * and "Not on my shift!"; official: Canadian municipalities' sites. With round 18's changes ("vote" names, the link model
 * retrained at a slower rate with blind-links12/), measured once: 309 of 431 both ways (payment 25 -> 28, telecom 2 -> 4,
 * delivery 48 -> 49, tech 125 -> 128, travel 1 -> 0), official 8 -> 11 of 445: three more honest addresses flagged.
 * Gated there. Retired in round 19 and trained on: 322, 6 official. */
export const THIRTEENTH_GATES = { lookalikes: 320 / 431, bareLookalikes: 320 / 431, officialFlagged: 5 }

/** Gates on the fourteenth set (round 19, blind-links14/, frozen on main 74f2c131 before round 19's link changes; 373):
 * 171 of 282 both ways and 2 of 369 official flagged at the freeze (blind-links14/baseline.json): the FBI's list of
 * LabHost's phishing domains (Canadian, Irish and Australian banks, post, tax agencies, carriers); official: US city and
 * county .gov domains. With round 19's changes (one slip off the most impersonated names, the link model retrained with
 * blind-links13/), measured once: the same, 171 of 282 both ways (delivery 34 -> 32, government 23 -> 24, payment
 * 17 -> 18), 2 official. Retired in round 20 and tuned on (Canada's carriers, lure words, the link model learns it): 194
 * both ways, 1 official; gated there. */
export const FOURTEENTH_GATES = { lookalikes: 191 / 282, bareLookalikes: 191 / 282, officialFlagged: 1 }

/** Gates on the fifteenth set (round 20, blind-links15/, frozen on main 2278b9eb before round 20's link changes): 71 of 90
 * both ways and 0 of 341 official flagged at the freeze (blind-links15/baseline.json): toll-text domains of the Smishing
 * Triad (GPL-3.0) and scam sites on website builders (Gen Digital's VibeScams, DRL 1.1): crypto, US tolls, carriers, tech;
 * official: US state and special-district .gov domains. After round 20's changes, measured once: the same, 71 of 90 both
 * ways and 0 official. Gated there. */
export const FIFTEENTH_GATES = { lookalikes: 71 / 90, bareLookalikes: 71 / 90, officialFlagged: 0 }

/** Gates on the sixteenth set (round 21, blind-links16/, frozen on main 2b0d3c98 before round 21's link changes): 61 of 90
 * both ways and 4 of 376 official flagged at the freeze (blind-links16/baseline.json): Zscaler ThreatLabz's typosquatting
 * domains and PhishDestroy's curated list (MIT): tech, crypto, media, shops; official: endoflife.date's product sites and
 * US tribal, school-district, interstate and election .gov domains. After round 21 (the link model retrained with
 * blind-links15/), measured once: the same, 61 of 90 both ways, 4 official. Retired in round 22 and tuned on (one slip off a most
 * impersonated name on a cheap generic ending): 64 both ways; gated there. */
export const SIXTEENTH_GATES = { lookalikes: 64 / 90, bareLookalikes: 64 / 90, officialFlagged: 4 }

/** Gates on the seventeenth set (round 22, blind-links17/, frozen on main f68ab732 before round 22's link changes): 137 of
 * 193 both ways and 5 of 228 official flagged at the freeze (blind-links17/baseline.json): Infoblox's Open Tangle (SMS
 * phishing of US banks' customers) and iPhone-unlocker domains (CC BY 4.0) and Netskope's Webflow phishing pages (MIT,
 * mostly crypto wallets); official: Canadian governments' open-data sites and Singapore's government sites. After round
 * 22's change (one slip off a most impersonated name on a cheap generic ending), measured once: the same, 137 of 193
 * both ways, 5 official. Gated there. Retired in round 23: retraining the link model with it and blind-links16/ changed
 * none of its 56 misses and lost look-alikes on ten other retired sets (blind-links5/ 43.9% -> 42.2%), so it was not
 * shipped; no rule found in its misses reads beyond one campaign's spelling ("sup0rt", "suportz"). */
export const SEVENTEENTH_GATES = { lookalikes: 137 / 193, bareLookalikes: 137 / 193, officialFlagged: 5 }

/** Gates on the eighteenth set (round 23, blind-links18/, frozen on main 02703dab before round 23's link changes): 35 of
 * 62 both ways and 1 of 183 official flagged at the freeze (blind-links18/baseline.json): EtherAddressLookup's phishing
 * domains (crypto wallets and exchanges) and Unit 42's CAPTCHA-hidden phishing hosts (MIT); official: MISP's bank
 * websites (CC0). No link change in round 23, so measured once: the same. Gated there. */
export const EIGHTEENTH_GATES = { lookalikes: 35 / 62, bareLookalikes: 35 / 62, officialFlagged: 1 }

const BASELINE_DIRS = {
  '--baseline': 'blind-links',
  '--baseline2': 'blind-links2',
  '--baseline3': 'blind-links3',
  '--baseline4': 'blind-links4',
  '--baseline5': 'blind-links5',
  '--baseline6': 'blind-links6',
  // The seventh set (round 12, blind-links7/): frozen, not yet gated or printed; measureDevelopment never reads it.
  '--baseline7': 'blind-links7',
  // The eighth set (round 13, blind-links8/): frozen, not yet gated or printed; measureDevelopment never reads it.
  '--baseline8': 'blind-links8',
  // The ninth set (round 14, blind-links9/): frozen, not yet gated or printed; measureDevelopment never reads it.
  '--baseline9': 'blind-links9',
  // The tenth set (round 15, blind-links10/): frozen, not yet gated or printed; measureDevelopment never reads it.
  '--baseline10': 'blind-links10',
  // The eleventh set (round 16, blind-links11/): frozen, not yet gated or printed; measureDevelopment never reads it.
  '--baseline11': 'blind-links11',
  // The twelfth set (round 17, blind-links12/): frozen, not yet gated or printed; measureDevelopment never reads it.
  '--baseline12': 'blind-links12',
  // The thirteenth set (round 18, blind-links13/): frozen, not yet gated or printed; measureDevelopment never reads it.
  '--baseline13': 'blind-links13',
  // The fourteenth set (round 19, blind-links14/): frozen, not yet gated or printed; measureDevelopment never reads it.
  '--baseline14': 'blind-links14',
  // The fifteenth set (round 20, blind-links15/): gated at its freeze; measureDevelopment never reads it.
  '--baseline15': 'blind-links15',
  // The sixteenth set (round 21, blind-links16/): gated at its freeze; measureDevelopment never reads it.
  '--baseline16': 'blind-links16',
  // The seventeenth set (round 22, blind-links17/): gated at its freeze; measureDevelopment never reads it.
  '--baseline17': 'blind-links17',
  // The eighteenth set (round 23, blind-links18/): gated at its freeze; measureDevelopment never reads it.
  '--baseline18': 'blind-links18',
}
const baselineFlag = Object.keys(BASELINE_DIRS).find((flag) => process.argv.includes(flag))
if (baselineFlag) {
  const dir = BASELINE_DIRS[baselineFlag]
  const f = figures(jsonl(`${dir}/links.jsonl`))
  const slim = (g) => Object.fromEntries(Object.entries(g).map(([k, v]) => [k, { flagged: v.flagged, bare: v.bare }]))
  const base = {
    ...f,
    byFamily: slim(f.byFamily),
    bySource: slim(f.bySource),
    measured: process.argv[process.argv.indexOf(baselineFlag) + 1],
  }
  writeFileSync(url(`${dir}/baseline.json`), `${JSON.stringify(base, null, 2)}\n`)
  console.log('baseline written')
} else if (process.argv[1]?.endsWith('eval-links.mjs')) {
  const failures = process.argv.includes('--development') ? measureDevelopment() : measureLinks()
  for (const f of failures) console.error(`FAILED: ${f}`)
  process.exit(failures.length ? 1 : 0)
}
