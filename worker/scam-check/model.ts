// The scam checker's trained model (decision 130): logistic regression over the hashed features of
// features.ts, with weights trained by scripts/measure/train-scam-model.mjs on data/scam-check/ and shipped in
// model-weights.ts (16-bit weights, base64). Pure and deterministic: the same text always gets the same
// probability.

import { features } from './features.ts'
import { MODEL } from './model-weights.ts'
import type { Lang } from './signals.ts'

let weights: Float32Array | undefined

function decode(): Float32Array {
  if (weights) return weights
  const bytes = Uint8Array.from(atob(MODEL.weights), (c) => c.charCodeAt(0))
  const q = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2)
  weights = new Float32Array(q.length)
  for (let i = 0; i < q.length; i++) weights[i] = q[i] * MODEL.scale
  return weights
}

/** The model's probability (0–1) that the text is a scam, given the ids of the rules' signs found in it. */
export function scamProbability(text: string, signs: readonly string[] = []): number {
  const w = decode()
  let z = MODEL.bias
  for (const [b, v] of features(text, signs)) z += w[b] * v
  return 1 / (1 + Math.exp(-z))
}

/**
 * Off until `npm run eval:scam-check` meets its targets on the held-out split (decision 130): the
 * checker answers from the rules alone, and the eval script turns the model on to measure it.
 */
export const MODEL_ENABLED = true

/** The languages of the training data (data/scam-check/): a message in another language is left to the rules. */
export const MODEL_LANGUAGES: readonly Lang[] = ['en', 'es']

/** Shorter texts (a bare link, a phone number, "call me") are left to the rules alone. */
export const MIN_WORDS = 6

/**
 * Longer texts too (decision 131): the model learned from messages of at most about 30 words (a text
 * message, a short e-mail); on long e-mails it flagged most ordinary ones, so past twice that it stays
 * out and the rules answer alone.
 */
export const MAX_WORDS = 60

/**
 * Probability from which the model alone makes "Be careful" (3 points), from which it adds 2, and below
 * which it takes 2 away unless the rules found a sign it cannot weigh. Chosen by the training script on
 * the "val" split (never on "test") and shipped with the weights.
 */
export const MODEL_HIGH = MODEL.high
export const MODEL_MEDIUM = MODEL.medium
export const MODEL_LOW = MODEL.low

/**
 * The model's points, added to the rules' (LIKELY_SCAM_SCORE 6, SUSPICIOUS_SCORE 3 in check.ts): alone it
 * can make "Be careful" but never "Likely a scam"; with the rules it can lift "Be careful" to "Likely".
 * A very low probability lowers the rules' verdict by 2 points, except when a link, a phone number or
 * hidden characters were flagged: those the model does not see.
 */
export function modelPoints(
  probability: number,
  modelBlindSign: boolean,
  words: number,
  t: { high: number; medium: number; low: number } = MODEL,
): number {
  if (words < MIN_WORDS || words > MAX_WORDS) return 0
  if (probability >= t.high) return 3
  if (probability >= t.medium) return 2
  if (probability < t.low && !modelBlindSign) return -2
  return 0
}

/** The reason shown when the model, not a rule, flagged the message. */
export const GENERAL_REASON = {
  id: 'reads-like-scam',
  en: {
    title: 'It reads like known scam messages',
    detail:
      'We found no single sign we can point to, but the way it is written is close to many scam messages we know. Check it another way before you do anything it asks.',
  },
  es: {
    title: 'Se parece a mensajes de estafa conocidos',
    detail:
      'No encontramos una señal concreta que señalar, pero su forma de escribir se parece a muchos mensajes de estafa que conocemos. Compruébelo por otro camino antes de hacer lo que pide.',
  },
  fr: {
    title: 'Il ressemble à des messages frauduleux connus',
    detail:
      "Nous n'avons trouvé aucun signe précis à vous montrer, mais sa façon d'écrire ressemble à beaucoup de messages frauduleux que nous connaissons. Vérifiez autrement avant de faire ce qu'il demande.",
  },
} as const
