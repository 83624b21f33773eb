// What the scam model's trainer (train-scam-model.mjs) and its held-out-by-source estimate (cv-scam-check.mjs) share
// (decision 336): the real texts of the training side, the examples as the checker reads them, the training itself and
// the verdict as check.ts computes it (rules + model). Deterministic: a seeded shuffle, a fixed number of epochs.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { verdictFor } from '../../worker/scam-check/check.ts'
import { BUCKETS, features, wordCount } from '../../worker/scam-check/features.ts'
import { checkMessage } from '../../worker/scam-check/index.ts'
import { modelPoints } from '../../worker/scam-check/model.ts'
import { rng } from './scam-data.mjs'

const SEED = 31
const RATE = 0.5

/**
 * Every real text of the training side (decision 336): data/scam-check/real/*.jsonl (bare links aside), the retired
 * blind sets blind/–blind29/ (blind/–blind5/ trained on since round 6, blind6/–blind8/ since round 7, blind9/ and
 * blind10/ since round 8, blind11/ and blind12/ since round 9, blind13/ and blind14/ since round 11, blind15/ and
 * blind16/ since round 12, blind17/ since round 13, blind18/ since round 14, blind19/ since round 15, blind20/ since round 16, blind21/ since round 17, blind22/ since round 18, blind23/ since round 19, blind24/ since round 20, blind25/ since round 21, blind26/ since round 22, blind27/ since round 23, blind28/ since round 24, blind29/ since round 25) and
 * blind4/collected-en.jsonl. Never a later blind set: the directories are named one by one. Each text once (by its words).
 */
export const REAL_FILES = [
  ...readdirSync(new URL('../../data/scam-check/real/', import.meta.url))
    .filter((file) => file.endsWith('.jsonl') && file !== 'links-dev.jsonl')
    .sort()
    .map((file) => `real/${file}`),
  'blind/messages.jsonl',
  'blind2/messages.jsonl',
  'blind3/messages.jsonl',
  'blind4/messages.jsonl',
  'blind4/collected-en.jsonl',
  'blind5/messages.jsonl',
  'blind6/messages.jsonl',
  'blind7/messages.jsonl',
  'blind8/messages.jsonl',
  'blind9/messages.jsonl',
  'blind10/messages.jsonl',
  'blind11/messages.jsonl',
  'blind12/messages.jsonl',
  'blind13/messages.jsonl',
  'blind14/messages.jsonl',
  'blind15/messages.jsonl',
  'blind16/messages.jsonl',
  'blind17/messages.jsonl',
  'blind18/messages.jsonl',
  'blind19/messages.jsonl',
  'blind20/messages.jsonl',
  'blind21/messages.jsonl',
  'blind22/messages.jsonl',
  'blind23/messages.jsonl',
  'blind24/messages.jsonl',
  'blind25/messages.jsonl',
  'blind26/messages.jsonl',
  'blind27/messages.jsonl',
  'blind28/messages.jsonl',
  'blind29/messages.jsonl',
]

/** The group a source belongs to: a repository (github.com/owner/repo) or a web site's host, whatever the page. */
export function sourceGroup(source) {
  const gh = /^(?:https?:\/\/)?(?:github\.com\/|github:)([^/@\s]+\/[^/@\s#?]+)/.exec(source)
  if (gh) return `github.com/${gh[1].toLowerCase()}`
  if (/^https?:\/\//.test(source)) return new URL(source).hostname.replace(/^www\./, '').toLowerCase()
  return source.split(/[\s@/]/)[0].toLowerCase()
}

export function loadReal(files = REAL_FILES) {
  const seen = new Set()
  const rows = []
  for (const file of files) {
    const path = new URL(`../../data/scam-check/${file}`, import.meta.url)
    if (!existsSync(path)) continue
    for (const line of readFileSync(path, 'utf8').trim().split('\n')) {
      if (!line) continue
      const row = JSON.parse(line)
      const key = row.text?.trim()
      if (!key || seen.has(key) || !['en', 'es', 'fr'].includes(row.lang)) continue
      seen.add(key)
      rows.push({
        text: row.text,
        label: row.label,
        lang: row.lang,
        kind: row.kind,
        family: row.family,
        template: `real ${sourceGroup(row.source)}`,
        group: sourceGroup(row.source),
        split: 'train',
        real: true,
      })
    }
  }
  return rows
}

/** FNV-1a of a name: its fold, fixed whatever else changes. */
export function foldOf(name, folds) {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193)
  return (h >>> 0) % folds
}

/** A row as the trainer sees it: hashed features, label and the rules' view of it (as check.ts computes it). */
export function example(row) {
  const rules = checkMessage(row.text, undefined, undefined, false)
  return {
    row,
    x: [...features(row.text, rules.signs)],
    y: row.label === 'scam' ? 1 : 0,
    rulesScore: rules.rulesScore,
    blind: rules.modelBlind,
    mayLift: rules.modelMayLift,
    lang: rules.messageLang,
    words: wordCount(row.text),
  }
}

/**
 * Logistic regression by SGD with L2; every (language, class) group weighs the same in total, a real text
 * `realWeight` times a team-written one inside its group. Seeded: the same settings give the same weights.
 */
export function trainModel(set, { l2, epochs, realWeight }) {
  const size = new Map()
  const key = (e) => `${e.row.lang} ${e.row.label}`
  for (const e of set) size.set(key(e), (size.get(key(e)) ?? 0) + (e.row.real ? realWeight : 1))
  const weight = set.map((e) => ((e.row.real ? realWeight : 1) * set.length) / (size.size * size.get(key(e))))
  const w = new Float64Array(BUCKETS)
  let bias = 0
  const random = rng(SEED)
  const order = set.map((_, i) => i)
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j], order[i]]
    }
    const rate = RATE / (1 + epoch)
    for (const k of order) {
      const { x, y } = set[k]
      let z = bias
      for (const [b, v] of x) z += w[b] * v
      const g = weight[k] * (1 / (1 + Math.exp(-z)) - y)
      for (const [b, v] of x) w[b] -= rate * (g * v + l2 * w[b])
      bias -= rate * g
    }
  }
  // 16-bit weights, as the worker uses them: the largest weight maps to ±32767.
  let max = 0
  for (const v of w) max = Math.max(max, Math.abs(v))
  const scale = max / 32767 || 1
  const q = new Int16Array(BUCKETS)
  for (let i = 0; i < BUCKETS; i++) q[i] = Math.round(w[i] / scale)
  return { q, scale, bias }
}

export function probability(model, x) {
  let z = model.bias
  for (const [b, v] of x) z += model.q[b] * model.scale * v
  return 1 / (1 + Math.exp(-z))
}

/** The verdict as check.ts gives it: the rules' points plus the model's, in the languages it knows. */
export function verdictOf(e, p, t, languages) {
  if (!t || !languages.includes(e.lang)) return verdictFor(e.rulesScore)
  const points = modelPoints(p, e.blind, e.words, t)
  return verdictFor(e.rulesScore + (e.mayLift ? points : Math.min(points, 0)))
}

/** Out-of-fold probabilities of the real texts: each fold scored by a model trained without it (templates always in). */
export function outOfFold(real, templates, s, folds) {
  const p = new Map()
  for (let f = 0; f < folds; f++) {
    const train = [
      ...(s.templates ? templates.filter((e) => s.languages.includes(e.row.lang)) : []),
      ...real.filter((e) => e.fold !== f && s.languages.includes(e.row.lang)),
    ]
    const model = trainModel(train, s)
    for (const e of real) if (e.fold === f) p.set(e, probability(model, e.x))
  }
  return p
}
