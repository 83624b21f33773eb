// `node --import ./scripts/ts-resolve.mjs scripts/measure/generic-features.mjs`: how often a real scam, a real
// business notice and a real casual text on the TRAINING side carry each generic feature (decision 340), per
// language, and how often among the texts the checker does not flag yet. Deterministic; reads only
// data/scam-check/real/*.jsonl (bare-link files left out), the retired sets blind/..blind5/ (messages.jsonl) and
// blind4/collected-en.jsonl; never blind6/, blind7/ or blind-links2/.
import { readdirSync, readFileSync } from 'node:fs'
import { checkMessage } from '../../worker/scam-check/index.ts'
import { findLinks, findPhones, registrableDomain } from '../../worker/scam-check/links.ts'
import { SITES } from '../../worker/scam-check/official-sites.ts'
import { POPULAR_DOMAINS } from '../../worker/scam-check/popular-sites.ts'
import { Steps, tokenize } from '../../worker/scam-check/text.ts'

const dir = new URL('../../data/scam-check/', import.meta.url)
const read = (p) =>
  readFileSync(new URL(p, dir), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))

export function trainingTexts() {
  const files = readdirSync(new URL('real/', dir))
    .filter((f) => f.endsWith('.jsonl') && !f.startsWith('links'))
    .sort()
    .map((f) => `real/${f}`)
  for (const b of ['blind', 'blind2', 'blind3', 'blind4', 'blind5']) files.push(`${b}/messages.jsonl`)
  files.push('blind4/collected-en.jsonl')
  const seen = new Set()
  const out = []
  for (const f of files)
    for (const r of read(f)) {
      if (!r.text || !r.label || seen.has(r.text)) continue
      seen.add(r.text)
      out.push({ ...r, file: f })
    }
  return out
}

const KNOWN = new Set([...SITES.flatMap((s) => s.domains), ...POPULAR_DOMAINS])
const set = (s) => new Set(s.split(' '))
const CALL = set('call llame llamar llamenos comuniquese appelez appeler composez contact contactez')
const MONEY = set(
  'pay payment fee fees owe owed due balance charge charged dollars usd cad pago pagar pague cuota cargo adeudo deuda saldo pesos payer payez paiement frais solde montant dette facture',
)
const DATA = set(
  'password passcode pin otp code codes ssn sin login credentials card cvv verify confirm update details information contrasena clave codigo tarjeta datos verifique confirme actualice informacion passe carte donnees verifiez confirmez renseignements informations identifiants',
)
const URGENT = set(
  'urgent urgently immediately today now within expire expires expired expiring suspended locked final last deadline hours 24 48 avoid penalty urgente inmediatamente hoy ahora plazo vence vencido suspendida bloqueada evitar horas immediatement aujourdhui maintenant delai expire suspendu bloque eviter heures',
)
const PRIZE = set(
  'prize won win winner winning refund refunds reward rewards compensation unclaimed owed claim bonus premio gano ganador reembolso recompensa reclamar devolucion prix gagne gagnant remboursement recompense reclamer',
)
const SECRET = set('secret confidential confidentially secreto confidencial secret confidentiel')
const GREETING = [
  ['dear', 'customer'],
  ['dear', 'client'],
  ['dear', 'user'],
  ['dear', 'member'],
  ['dear', 'sir'],
  ['dear', 'valued'],
  ['dear', 'account'],
  ['estimado', 'cliente'],
  ['estimada', 'cliente'],
  ['estimado', 'usuario'],
  ['querido', 'cliente'],
  ['cher', 'client'],
  ['chere', 'cliente'],
  ['cher', 'utilisateur'],
]

export function features(text) {
  const steps = new Steps()
  const tokens = tokenize(text, steps)
  const w = tokens.map((t) => t.word)
  const links = findLinks(text, steps)
  const unknown = links.some((l) => {
    if (!l.host) return false
    const { domain } = registrableDomain(l.host)
    return !KNOWN.has(domain)
  })
  const has = (s) => w.some((x) => s.has(x))
  const greet = GREETING.some(([a, b]) => w.some((x, i) => x === a && w[i + 1] === b))
  return {
    unknownLink: unknown,
    anyLink: links.length > 0,
    phoneCall: findPhones(text, steps).length > 0 && has(CALL),
    money: has(MONEY) || /[$€£]\s?\d/.test(text),
    asksData: has(DATA),
    urgency: has(URGENT),
    prizeRefund: has(PRIZE),
    greeting: greet,
    secrecy: has(SECRET),
  }
}

function group(r) {
  if (r.label === 'scam') return 'scam'
  return r.kind === 'notice' ? 'notice' : 'casual'
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = trainingTexts().map((r) => {
    const v = checkMessage(r.text).verdict
    return { ...r, g: group(r), f: features(r.text), flagged: v !== 'no-signs' }
  })
  const names = Object.keys(rows[0].f)
  const pct = (a, b) => (b ? `${Math.round((100 * a) / b)}%` : '-')
  for (const only of [false, true]) {
    console.log(
      `\n## ${only ? 'texts the checker does NOT flag now' : 'all training-side real texts'}\n\n| lang | group | n | flagged | ${names.join(' | ')} |`,
    )
    console.log(`|${'---|'.repeat(names.length + 4)}`)
    for (const lang of ['en', 'es', 'fr'])
      for (const g of ['scam', 'notice', 'casual']) {
        const list = rows.filter((r) => r.lang === lang && r.g === g && (!only || !r.flagged))
        const all = rows.filter((r) => r.lang === lang && r.g === g)
        console.log(
          `| ${lang} | ${g} | ${list.length} | ${pct(all.filter((r) => r.flagged).length, all.length)} | ${names.map((n) => pct(list.filter((r) => r.f[n]).length, list.length)).join(' | ')} |`,
        )
      }
  }
}

// Leave-one-source-out on the sign's only number, its weight (decision 340): for each source, the weight in 0–3 that
// lifts most scams (3 ordinary texts cost one scam) on the other sources, then what it lifts in the held-out source.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = trainingTexts().map((r) => {
    const c = checkMessage(r.text)
    const has = c.signs.includes('asks-to-act')
    const src = (r.source || r.file).replace(/^https?:\/\//, '').split(/[/@]/)[0]
    return { src, scam: r.label === 'scam', base: has ? c.score - 1 : c.score, has }
  })
  const lift = (list, weight) => {
    let scams = 0
    let ordinary = 0
    for (const x of list) if (x.has && x.base < 3 && x.base + weight >= 3) x.scam ? scams++ : ordinary++
    return [scams, ordinary]
  }
  const sources = [...new Set(rows.map((r) => r.src))]
  let scams = 0
  let ordinary = 0
  for (const s of sources) {
    let best = 0
    let bestValue = 0
    for (const weight of [0, 1, 2, 3]) {
      const [a, b] = lift(
        rows.filter((r) => r.src !== s),
        weight,
      )
      if (a - 3 * b > bestValue) [best, bestValue] = [weight, a - 3 * b]
    }
    const [a, b] = lift(
      rows.filter((r) => r.src === s),
      best,
    )
    scams += a
    ordinary += b
  }
  console.log(
    `\nLeave-one-source-out (${sources.length} sources): held out, asks-to-act lifts ${scams} of ${rows.filter((r) => r.scam).length} scams and ${ordinary} of ${rows.filter((r) => !r.scam).length} ordinary texts to "Be careful".`,
  )
}
