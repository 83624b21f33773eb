// A small learned reading of a web address (decision 345): logistic regression over hashed character
// 3–5-grams of the name's labels, the ending and a few shapes (length, digits, hyphens, consonant runs, lure words),
// trained by scripts/measure/train-link-model.mjs (npm run train:link-model) on thousands of hosts of public scam lists
// against well-known, bank and credit-union hosts. It reads how an address LOOKS, not whose name it carries: it catches
// made-up names of brands no list of ours holds ("evri.psocysggx.xin").
// Measured held out by source list (each list trained without, then read) by scripts/measure/eval-link-model.mjs.
import { parse } from 'tldts'
import { COINED_NAMES, COUNTRY_NAMES } from './coined-names.ts'
import { LINK_MODEL } from './link-model-weights.ts'
import { POPULAR_DOMAINS } from './popular-sites.ts'

export const LINK_MODEL_BITS = 15
const MASK = (1 << LINK_MODEL_BITS) - 1
const LURES = [
  'login',
  'signin',
  'verif',
  'secure',
  'account',
  'update',
  'pay',
  'wallet',
  'claim',
  'gift',
  'bonus',
  'support',
  'service',
  'help',
  'auth',
  'confirm',
  'airdrop',
  'nitro',
  'free',
  'reward',
  'promo',
  'official',
  'online',
  'refund',
  'track',
  'deliver',
  'unlock',
  'recover',
  'mint',
  'connect',
  'bank',
  'card',
  'invest',
  'trade',
  'crypto',
  'app',
]

function fnv(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** The hashed features of a host (lowercase, no scheme), each an index below 2^LINK_MODEL_BITS; same in training and use. */
export function linkFeatures(raw: string): number[] {
  return readHost(raw).features
}

/** A host read once: its hashed features and the famous name it borrows (borrowedOf), which is one of the features. */
export function readHost(raw: string): { features: number[]; borrowed?: string } {
  const host = raw.startsWith('www.') ? raw.slice(4) : raw
  const info = parse(host, { allowPrivateDomains: true, extractHostname: false })
  const suffix = info.publicSuffix ?? host.slice(host.lastIndexOf('.') + 1)
  const name = host.length > suffix.length ? host.slice(0, host.length - suffix.length - 1) : host
  const labels = name.split('.')
  const main = labels[labels.length - 1]
  const out: string[] = [`s:${suffix}`, `n:${Math.min(labels.length, 4)}`, `p:${info.isPrivate ? 1 : 0}`]
  const padded = `^${name}$`
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) out.push(`g${padded.slice(i, i + n)}`)
  const letters = name.replace(/[^a-z]/g, '')
  out.push(`l:${Math.min(Math.floor(main.length / 3), 8)}`, `L:${Math.min(Math.floor(name.length / 5), 8)}`)
  const digits = (name.match(/[0-9]/g) ?? []).length
  out.push(`d:${Math.min(digits, 4)}`, `h:${Math.min((name.match(/-/g) ?? []).length, 3)}`)
  let run = 0
  let longest = 0
  for (const c of letters) {
    run = 'aeiouy'.includes(c) ? 0 : run + 1
    longest = Math.max(longest, run)
  }
  out.push(`c:${Math.min(longest, 6)}`)
  const vowels = (letters.match(/[aeiou]/g) ?? []).length
  out.push(`v:${letters.length ? Math.min(Math.floor((10 * vowels) / letters.length), 6) : 0}`)
  for (const w of LURES) if (name.includes(w)) out.push(`w:${w}`, `ws:${w}:${suffix}`)
  const borrowed = borrowedOf(info.domain ?? '', labels)
  if (borrowed) out.push('b:1', `bs:${suffix}`)
  const features = out.map((f) => fnv(f) & MASK)
  return borrowed ? { features, borrowed } : { features }
}

const OWN: ReadonlySet<string> = new Set(POPULAR_DOMAINS)

/** A well-known site's name that is no word (coined-names.ts, 5+ letters) at the start or the end of a part of a host's
 * name ("taobaorrzxp.com", "alibaba1ddku.today", "tiktokbeta.online", "sellertiktok.site"), not inside a word that holds
 * it nor after a country's name, and not the whole name before the ending (the same name on another ending is links.ts's
 * to judge). Never on the site's own address. Such a host says something true whatever it is: it is not that site.
 * Whether it is a scam's the model judges (modelReading). */
function borrowedOf(domain: string, labels: readonly string[]): string | undefined {
  if (OWN.has(domain)) return undefined
  for (const [n, label] of labels.entries())
    for (const part of label.split('-')) {
      if (n === labels.length - 1 && part === label) {
        if (COINED_NAMES.has(part)) continue
      }
      for (let k = 5; k <= Math.min(part.length, 24); k++) {
        for (const [name, before] of [
          [part.slice(0, k), ''],
          [part.slice(part.length - k), part.slice(0, part.length - k)],
        ]) {
          const holders = COINED_NAMES.get(name)
          // Not after a country's name: how a brand's national shop names itself ("australiaasics").
          if (holders && !holders.some((h) => label.includes(h)) && !COUNTRY_NAMES.has(before)) return name
        }
      }
    }
  return undefined
}

/** `threshold` flags honestShare of the never-trained Tranco rows; `borrowedThreshold`, for hosts that carry a famous
 * name not theirs, flags borrowedShare of those rows more (train-link-model.mjs). */
export type LinkModel = { bias: number; scale: number; threshold: number; borrowedThreshold?: number; weights: string }
let model: LinkModel | null = LINK_MODEL
let weights: Int8Array | undefined
/** For measurement scripts and tests only: a model (the trained one, or one trained without a list), or none. */
export function setLinkModel(other: LinkModel | null): void {
  model = other
  weights = undefined
}
function loaded(m: LinkModel): Int8Array {
  if (!weights) {
    const bytes = atob(m.weights)
    weights = new Int8Array(bytes.length)
    for (let i = 0; i < bytes.length; i++) weights[i] = (bytes.charCodeAt(i) << 24) >> 24
  }
  return weights
}

/** The model's probability from a host's features. */
function scoreOf(m: LinkModel, features: readonly number[]): number {
  const w = loaded(m)
  let z = m.bias
  for (const f of features) z += w[f] * m.scale
  return 1 / (1 + Math.exp(-z))
}

/** The model's probability that a host is a scam's. */
export function linkScore(host: string): number {
  return model ? scoreOf(model, linkFeatures(host)) : 0
}

/** Whether the host looks made up the way scam addresses are (at the threshold chosen on held-out lists). */
export function looksMadeUp(host: string): boolean {
  return model !== null && linkScore(host) >= model.threshold
}

/** What the model reads in a host: whether it looks made up (the main threshold), and the famous name it borrows when it
 * reaches that threshold or the lower one chosen for such hosts ("taobaorrzxp.com" borrows "taobao"; "teslamotorsclub.com"
 * carries "tesla" too but reads as an honest club's). */
export function modelReading(host: string): { madeUp: boolean; borrowed?: string } {
  if (!model) return { madeUp: false }
  const { features, borrowed } = readHost(host)
  const score = scoreOf(model, features)
  const madeUp = score >= model.threshold
  return borrowed && (madeUp || score >= (model.borrowedThreshold ?? 1)) ? { madeUp, borrowed } : { madeUp }
}
