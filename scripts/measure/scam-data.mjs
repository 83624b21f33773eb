// `node scripts/measure/scam-data.mjs`: builds data/scam-check/messages.jsonl, the labelled messages the scam
// checker's model is trained and evaluated on (docs/scam-check.md is the data card). Deterministic: a
// seeded generator fills the templates in data/scam-check/templates-*.mjs with names, amounts, brands,
// links and phone numbers, and varies casing, SMS abbreviations and punctuation. The split is by
// template: within each family, a seeded shuffle sends about a quarter of the templates (at least one)
// to "test", about a fifth of the rest to "val" (threshold choice) and the rest to "train", so no
// sentence pattern of the test split is ever seen in training. These are team-written templates, not real
// messages: the real ones are in data/scam-check/real/ (training side) and data/scam-check/blind/ (never read here).
import { writeFileSync } from 'node:fs'
import { HAM_EN, SCAM_EN } from '../../data/scam-check/templates-en.mjs'
import { HAM_ES, SCAM_ES } from '../../data/scam-check/templates-es.mjs'
import { HAM_EN_EXTRA, HAM_ES_EXTRA, SCAM_EN_EXTRA, SCAM_ES_EXTRA } from '../../data/scam-check/templates-extra.mjs'
import { HAM_EN_EXTRA2, HAM_ES_EXTRA2, SCAM_EN_EXTRA2, SCAM_ES_EXTRA2 } from '../../data/scam-check/templates-extra2.mjs'
import { HAM_EN_EXTRA3, HAM_ES_EXTRA3, SCAM_EN_EXTRA3, SCAM_ES_EXTRA3 } from '../../data/scam-check/templates-extra3.mjs'

export const SEED = 20261126
export const PER_CLASS = 2000

export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SLOTS = {
  name: ['Linda', 'Robert', 'Maria', 'James', 'Carmen', 'Patricia', 'José', 'Helen', 'Frank', 'Rosa', 'Walter', 'Ana'],
  name2: ['Jenny', 'Kevin Lee', 'Sophia', 'Michael Chan', 'Lucía', 'David Miller', 'Amy', 'Daniel'],
  last: ['Garcia', 'Smith', 'Nguyen', 'Lopez', 'Johnson', 'Martinez', 'Brown', 'Ramírez', 'Wilson'],
  kid: ['Emma', 'Mateo', 'Lily', 'Sofía', 'Jake', 'Valentina', 'Noah'],
  amt: ['49.99', '399.99', '289.00', '1,250', '2,500', '780', '129.95', '3,000', '615.20', '84.50', '5,000', '950'],
  amt2: ['1,500', '2,000', '900', '3,200'],
  big: ['1,000,000', '850,000', '25,000', '2.5 million', '75,000', '500,000'],
  fee: ['1.99', '2.50', '3.95', '4.15', '12.99', '19.80', '250', '499'],
  wage: ['200', '350', '500', '800'],
  gcamt: ['100', '200', '250', '500'],
  low: ['100', '50', '250'],
  sub: ['Norton', 'McAfee', 'Geek Squad', 'PayPal', 'Amazon Prime', 'Best Buy', 'Walmart+', 'Netflix', 'Microsoft 365', 'Apple'],
  brand: ['Amazon', 'PayPal', 'Apple', 'Microsoft', 'Netflix', 'Google', 'Facebook', 'WhatsApp', 'Venmo', 'Zelle'],
  bank: ['Chase', 'Bank of America', 'Wells Fargo', 'RBC', 'TD', 'Scotiabank', 'BMO', 'Citi', 'US Bank', 'Banorte', 'BBVA'],
  police: ['RCMP', 'FBI', 'police department', 'Federal Trade Commission', 'Policía Federal'],
  agency: ['Social Security Administration', 'Department of Justice', 'FTC', 'Canada Border Services', 'US Marshals'],
  company: ['Amazon', 'Global Staffing', 'Indeed', 'TalentLink', 'Canada Revenue Agency', 'Walmart'],
  utility: ['Duke Energy', 'PG&E', 'Hydro One', 'ConEd', 'FPL', 'CFE', 'City Water', 'SoCal Gas'],
  toll: ['E-ZPass', 'SunPass', 'FasTrak', 'TxTag', '407 ETR', 'Toll Roads'],
  carrier: ['USPS', 'UPS', 'FedEx', 'Canada Post', 'DHL', 'Purolator', 'Estafeta'],
  store: ['Walmart', 'Target', 'CVS', 'Costco', "Kohl's", 'Home Depot', 'Safeway', 'Soriana', 'Kroger'],
  pharmacy: ['CVS Pharmacy', 'Walgreens', 'Rite Aid', 'Shoppers Drug Mart', 'Farmacia Guadalajara'],
  clinic: ['Sunrise Family Clinic', 'Lakeview Dental', 'Valley Eye Care', 'Clínica San José', 'Main St Medical'],
  club: ['senior center', 'Lions Club', 'community center', 'VFW post', 'garden club', 'centro comunitario'],
  item: ['iPhone 15', 'MacBook Pro', 'PlayStation 5', 'Samsung TV', 'gift basket', 'Dyson vacuum', 'couch', 'piano'],
  gc: ['Apple', 'Google Play', 'Target', 'Steam', 'eBay', 'Walmart'],
  device: ['iPhone', 'computer', 'Mac', 'laptop', 'iPad'],
  lottery: ['Mega Millions', 'Publishers Clearing House', 'Powerball', 'Euro Millions', 'Lotería Nacional'],
  country: ['Mexico', 'China', 'the UK', 'Peru', 'Canada', 'Spain'],
  day: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'May 14', 'June 3', '11/20', 'lunes', 'jueves'],
  time: ['9:00 am', '10:30', '2:15 pm', '4 pm', '11:45 am', '8:00', '7:30 pm'],
  pw: ['sunshine1', 'maria1956', 'password123', 'Buddy2010'],
  gbp: ['900', '1000', '2000', '5000', '250', '350'],
  // SMS-style slots; the premium, free and short numbers are made up per message.
  draw: ['weekly', 'monthly', 'Christmas', 'summer', 'network', 'mobile'],
  claim: ['K23', 'X49', 'PD77', 'B12', 'W506', 'CL881', 'M3'],
  charge: ['150p/min', '£1.50/msg', '10p/min', '£3/wk', '25p/min', '60p/min', '£1/msg rcvd', '150ppm', '£2 per txt', 'Cost 50p'],
  kw: ['WIN', 'CLAIM', 'TONE', 'CHAT', 'DATE', 'GO', 'YES', 'PLAY', 'GAME', 'LUCKY', 'STAR'],
  prizeitem: ['camcorder', 'DVD player', 'Nokia phone', 'iPod', 'laptop', 'plasma TV', 'digital camera', 'games console'],
  chatwho: ['girls', 'guys', 'singles', 'babes'],
  months: ['10', '11', '12', '18', '20'],
  phoneitem: ['colour camera phone', 'Motorola flip', 'Nokia', 'smartphone', 'video phone'],
  holiday: ['Tenerife', 'Florida', 'Ibiza', 'the Canaries', 'Majorca', 'Cancún', 'Orlando', 'Acapulco'],
  mins: ['5', '10', '15', '20 mins', '30'],
  kw_es: ['GANAR', 'PREMIO', 'TONO', 'CITA', 'SI', 'JUEGO', 'AMOR', 'SUERTE', 'TRIVIA'],
  charge_es: ['$15 por mensaje', '$25 por minuto', '$30 a la semana', '$10 + IVA por msj', 'costo $20 por msj', '$12 c/u'],
  mxn: ['5,000', '10,000', '50,000', '2,500', '15,000', '100,000'],
  premio_es: ['una pantalla', 'un celular', 'una tablet', 'una moto', 'un auto', 'un refrigerador', 'una laptop'],
  draw_es: ['mensual', 'de aniversario', 'navideño', 'de verano', 'de clientes'],
}

function pick(r, list) {
  return list[Math.floor(r() * list.length)]
}

const TLDS = ['top', 'xyz', 'info', 'click', 'live', 'com', 'net', 'co', 'online', 'site', 'vip']
const LINK_WORDS = ['secure', 'verify', 'pay', 'support', 'refund', 'claim', 'update', 'track', 'portal', 'service', 'help', 'account']
function link(r) {
  const kind = r()
  if (kind < 0.2) return `https://${pick(r, ['bit.ly', 'tinyurl.com', 't.co', 'rb.gy', 'is.gd'])}/${Math.floor(r() * 1e6).toString(36)}`
  const base = pick(r, [
    'usps',
    'canadapost',
    'cra',
    'interac',
    'ezpass',
    'amazon',
    'chase',
    'paypal',
    'irs',
    'sunpass',
    'fedex',
    'rbc',
    'medicare',
  ])
  const w = pick(r, LINK_WORDS)
  const host =
    kind < 0.55
      ? `${base}-${w}.${pick(r, TLDS)}`
      : kind < 0.8
        ? `${w}-${base}${Math.floor(r() * 99)}.${pick(r, TLDS)}`
        : `${base}.${w}-${pick(r, LINK_WORDS)}.${pick(r, TLDS)}`
  return `${r() < 0.5 ? 'https://' : r() < 0.5 ? 'http://' : ''}${host}${r() < 0.5 ? `/${pick(r, LINK_WORDS)}` : ''}`
}
function phone(r) {
  const area = pick(r, ['888', '877', '844', '855', '866', '800', '213', '312', '876', '809', '469', '647'])
  const n = () => Math.floor(r() * 10)
  const num = `${area}-${n()}${n()}${n()}-${n()}${n()}${n()}${n()}`
  return r() < 0.3 ? `+1 ${num}` : r() < 0.5 ? `(${area}) ${num.slice(4)}` : num
}
function digits(r, n) {
  let out = ''
  for (let i = 0; i < n; i++) out += Math.floor(r() * 10)
  return out
}
/** A British premium-rate number: 0906…, 0905…, 0907…, 0909… or 0871…, sometimes spaced. */
function premium(r) {
  const head = pick(r, ['0906', '0905', '0907', '0909', '0871', '0906'])
  const rest = digits(r, 7)
  return r() < 0.3 ? `${head} ${rest.slice(0, 3)} ${rest.slice(3)}` : `${head}${rest}`
}
function fill(template, r) {
  return template.replace(/\{(\w+)\}/g, (_, slot) => {
    if (slot === 'link') return link(r)
    if (slot === 'phone') return phone(r)
    if (slot === 'prem') return premium(r)
    if (slot === 'prem_es') return `${pick(r, ['900', '01 900', '(900)'])} ${digits(r, 3)} ${digits(r, 4)}`
    if (slot === 'ukphone')
      return `${pick(r, ['020 7946', '0161 496', '0113 496', '07700 900', '0131 496'])} ${digits(r, 3)}${digits(r, 1)}`
    if (slot === 'freefone') return `0800 ${digits(r, 3)} ${digits(r, 4)}`
    if (slot === 'freefone_es') return `800 ${digits(r, 3)} ${digits(r, 4)}`
    if (slot === 'short') return `${1 + Math.floor(r() * 9)}${digits(r, pick(r, [3, 4, 4]))}`
    if (slot === 'num') return String(100000 + Math.floor(r() * 899999))
    if (slot === 'code') return String(100000 + Math.floor(r() * 899999))
    if (slot === 'last4') return String(1000 + Math.floor(r() * 8999))
    if (slot === 'track') return `${pick(r, ['US', 'CA', '9400', 'LX', '1Z'])}${Math.floor(r() * 1e9)}`
    const list = SLOTS[slot]
    if (!list) throw new Error(`unknown slot ${slot}`)
    return pick(r, list)
  })
}

const ABBR_EN = [
  [/\byou\b/gi, 'u'],
  [/\byour\b/gi, 'ur'],
  [/\bplease\b/gi, 'pls'],
  [/\btomorrow\b/gi, 'tmrw'],
  [/\bthanks\b/gi, 'thx'],
  [/\bare\b/gi, 'r'],
  [/\bto\b/gi, '2'],
  [/\bfor\b/gi, '4'],
  [/\bnow\b/gi, 'NOW'],
]
const ABBR_ES = [
  [/\bque\b/gi, 'q'],
  [/\bpor favor\b/gi, 'xfa'],
  [/\bporque\b/gi, 'xq'],
  [/\bmañana\b/gi, 'mñn'],
  [/\bestá\b/gi, 'esta'],
  [/\btambién\b/gi, 'tmb'],
]

/** Varies one filled message the way people and scammers write: casing, abbreviations, punctuation. */
function vary(text, lang, r) {
  let t = text
  const c = r()
  if (c < 0.15) t = t.toLowerCase()
  else if (c < 0.2) t = t.toUpperCase()
  if (r() < 0.3) for (const [re, to] of lang === 'en' ? ABBR_EN : ABBR_ES) if (r() < 0.6) t = t.replace(re, to)
  if (r() < 0.2) t = t.replace(/[.!?]$/, '')
  if (r() < 0.15) t = t.replace(/\. /g, ' ')
  if (r() < 0.1) t = t.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
  if (r() < 0.1)
    t = `${t} ${pick(r, lang === 'en' ? ['Thanks', 'Thank you.', 'Regards', '-J', ':)'] : ['Gracias', 'Saludos', 'Bendiciones', ':)'])}`
  return t
}

function nameSeed(name) {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return h >>> 0
}

function shuffle(list, r) {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** Each family's first-round templates followed by the later rounds' (templates-extra*.mjs). */
function merge(first, ...rounds) {
  const out = { ...first }
  for (const extra of rounds) for (const [family, list] of Object.entries(extra)) out[family] = [...(out[family] ?? []), ...list]
  return out
}

export function buildRows() {
  const r = rng(SEED)
  const rows = []
  const groups = [
    ['en', 'scam', merge(SCAM_EN, SCAM_EN_EXTRA, SCAM_EN_EXTRA2, SCAM_EN_EXTRA3)],
    ['en', 'ordinary', merge(HAM_EN, HAM_EN_EXTRA, HAM_EN_EXTRA2, HAM_EN_EXTRA3)],
    ['es', 'scam', merge(SCAM_ES, SCAM_ES_EXTRA, SCAM_ES_EXTRA2, SCAM_ES_EXTRA3)],
    ['es', 'ordinary', merge(HAM_ES, HAM_ES_EXTRA, HAM_ES_EXTRA2, HAM_ES_EXTRA3)],
  ]
  for (const [lang, label, families] of groups) {
    const templates = Object.values(families).flat().length
    const per = Math.ceil(PER_CLASS / templates)
    for (const [family, list] of Object.entries(families)) {
      // Each family's split has its own seed, so adding a family never reshuffles another.
      const order = shuffle(
        list.map((t, i) => [t, i]),
        rng(SEED ^ nameSeed(`${lang}-${family}`)),
      )
      const nTest = Math.max(1, Math.round(list.length / 4))
      // After the test templates, about one in five of the rest (families of 4 or more) is "val": the
      // training script picks its thresholds there, never on "test".
      const nVal = list.length - nTest >= 3 ? Math.max(1, Math.round((list.length - nTest) / 5)) : 0
      order.forEach(([template, index], k) => {
        const split = k < nTest ? 'test' : k < nTest + nVal ? 'val' : 'train'
        const seen = new Set()
        for (let n = 0; n < per * 3 && seen.size < per; n++) {
          const text = vary(fill(template, r), lang, r)
          if (seen.has(text)) continue
          seen.add(text)
          rows.push({ text, label, lang, family, template: `${lang}-${family}-${index}`, split })
        }
      })
    }
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = buildRows()
  writeFileSync(new URL('../../data/scam-check/messages.jsonl', import.meta.url), `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`)
  const counts = {}
  for (const row of rows) {
    const key = `${row.split} ${row.lang} ${row.label}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  console.log(counts)
}
