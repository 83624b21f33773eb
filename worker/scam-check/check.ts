// "Is this a scam?": reads a pasted message, web address or phone number and lists the warning signs
// in it (worker/scam-check/signals.ts), with a verdict and advice. Deterministic, no network, nothing
// stored. Work grows linearly with the text: every scanner counts its steps (`Steps`), and the unit
// tests feed the classic catastrophic-backtracking shapes and assert the count stays within a small
// multiple of the length.

import { currentLocale, isDefaultLocale, LOCALE_TAGS } from '#shared/i18n.ts'
import { m } from '#shared/paraglide/messages.js'
import { adviceFor, VERDICT_WORDS } from './advice.ts'
import { wordCount } from './features.ts'
import { type FoundPhone, findLinks, findPhones, nanpAreaCode, readLink } from './links.ts'
import { GENERAL_REASON, MODEL_ENABLED, MODEL_LANGUAGES, MODEL_THRESHOLDS, modelPoints, scamProbability } from './model.ts'
import {
  findFamilyNewPhone,
  findGrandchild,
  findHello,
  findOpener,
  type Lang,
  NEAR_SHAPES,
  SIGNAL_BY_ID,
  SIGNALS,
  type Signal,
} from './signals.ts'
import { cleanText, disguisedWords, excerpt, findNearAll, Steps, startsAt, type Token, tokenize } from './text.ts'

export type Verdict = 'likely-scam' | 'suspicious' | 'no-signs'

export interface Flag {
  id: string
  title: string
  detail: string
  /** The part of the pasted text that triggered the sign (plain text, never HTML). */
  excerpt: string
  /** The words inside `excerpt` that triggered the sign, marked in the quote (review 2.3); absent when not shown whole. */
  marked?: string
}

export interface CheckResult {
  verdict: Verdict
  /** The verdict in words, in the language of the answer. */
  verdictText: string
  flags: Flag[]
  advice: string[]
  /** The language of the answer (verdict, signs, advice). */
  lang: Lang
  /** The language the pasted message is written in (detected). */
  messageLang: Lang
  /** Rules' points plus the model's (decision 130). */
  score: number
  /** The rules' points alone (the weights of the signs found). */
  rulesScore: number
  /** The trained model's probability that the message is a scam (worker/scam-check/model.ts). */
  modelProbability: number
  /** Whether the rules flagged a link, a phone number or hidden characters (the model never lowers those). */
  modelBlind: boolean
  /** The ids of the rules' signs found (hints included), as the model reads them. */
  signs: string[]
  /** False for a code, ignore-if-not-you or status notice: there the model may lower the verdict, never lift it. */
  modelMayLift: boolean
}

/** Total weight for "Likely a scam" and for "Be careful". */
export const LIKELY_SCAM_SCORE = 6
export const SUSPICIOUS_SCORE = 3
/** Longest text the checker reads (characters, as JavaScript counts them). */
export const MAX_TEXT_LENGTH = 10_000

// ---- phrases, compiled once per isolate ------------------------------------------------------------

interface Phrase {
  signal: Signal
  words: string[]
}

function phraseWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(' ')
    .map((w) => (w === '#' ? '#' : w.replace(/[^a-z0-9*]/g, '')))
    .filter((w) => w !== '')
}

const byFirstWord = new Map<string, Phrase[]>()
const byFirstPrefix: Phrase[] = []
for (const signal of SIGNALS as readonly Signal[]) {
  for (const text of signal.phrases) {
    const words = phraseWords(text)
    if (words.length === 0) continue
    const entry = { signal, words }
    if (words[0].endsWith('*')) byFirstPrefix.push(entry)
    else {
      const list = byFirstWord.get(words[0]) ?? []
      list.push(entry)
      byFirstWord.set(words[0], list)
    }
  }
}

function wordMatches(pattern: string, token: Token): boolean {
  if (pattern === '#') return token.numeric
  if (pattern.endsWith('*')) return token.word.startsWith(pattern.slice(0, -1))
  return token.word === pattern
}

// English, Spanish and French ("ne ... jamais": "jamais" comes just before what is never asked).
const NEGATIONS = new Set([
  'not',
  'never',
  'no',
  'dont',
  'doesnt',
  'wont',
  'cannot',
  'cant',
  'nunca',
  'jamas',
  'nor',
  'without',
  'sin',
  'jamais',
  'sans',
  'aucun',
  'aucune',
])
const NOT_NEGATING_NEXT = new Set([
  'worry',
  'panic',
  'hesitate',
  'delay',
  'wait',
  'lose',
  'miss',
  'se',
  'preocupe',
  'tarde',
  'perder',
  'pierda',
])

/**
 * What a reader fails to do in a threat's condition ("if you do not pay, your power is disconnected", "No pagar los
 * gastos … detiene el suministro"): a negation before one of these verbs makes the pressure, it does not cancel it.
 */
const CONDITION_VERBS = new Set(
  'pay paying respond reply update verify confirm renew act comply pagar pague paga pagas actualiza actualice confirma confirme verifique renueva responda payer payez reglez repondez confirmez renouvelez'.split(
    ' ',
  ),
)

/** "If" in English, Spanish and French: a negation in its clause is a condition ("if not", "si no"), not a denial. */
const IF_WORDS = new Set(['if', 'si'])

/**
 * "We will never ask for your PIN or your SSN": a negation up to eight words before, same sentence. For a pressing sign
 * (`pressure`), a negation of what the reader must do ("if you don't pay") is the threat's condition, not a denial.
 * "If not" is the condition of what follows ("Recognise this? If NOT, update your details"; round 24): it denies
 * nothing. Only right after "if": a real security notice's "If you didn't log in, … verify your password" stays denied,
 * as it was (reading it as an ask flagged two real notices of retired blind4/).
 */
function negated(tokens: Token[], at: number, steps: Steps, pressure = false): boolean {
  for (let k = at - 1; k >= 0 && k >= at - 8; k--) {
    steps.add()
    if (tokens[k].sentence !== tokens[at].sentence) return false
    if (NEGATIONS.has(tokens[k].word)) {
      const next = tokens[k + 1]
      if (next && (NOT_NEGATING_NEXT.has(next.word) || (pressure && CONDITION_VERBS.has(next.word)))) continue
      if (k > 0 && tokens[k - 1].sentence === tokens[k].sentence && IF_WORDS.has(tokens[k - 1].word)) continue
      return true
    }
  }
  return false
}

/** Signs found by a shape of words (signals.ts NEAR_SHAPES, decision 340) when no phrase found them. */
function matchShapes(tokens: Token[], steps: Steps, hits: Map<string, Hit>): void {
  const found = findNearAll(tokens, NEAR_SHAPES, steps)
  for (const [k, shape] of NEAR_SHAPES.entries()) {
    steps.add()
    if (hits.has(shape.id)) continue
    const at = found.get(k)
    const signal = SIGNAL_BY_ID.get(shape.id)
    if (!at || !signal) continue
    // A negation before both words or between them ("your computer is not blocked") cancels the shape.
    if (signal.negatable && negated(tokens, at.last, steps, signal.category === 'pressure')) continue
    hits.set(signal.id, { signal, start: at.start, end: at.end })
  }
}

interface Hit {
  signal: Signal
  start: number
  end: number
  /** Overrides the quote from the text (hidden characters). */
  quote?: Record<Lang, string>
  /** Overrides the sign's title and detail (a link that borrows a name: "This is not Interac's address"). */
  words?: Record<Lang, { title: string; detail: string }>
}

/** Finds the first occurrence of each phrase signal. Steps ≤ tokens × (candidates × longest phrase). */
function matchPhrases(tokens: Token[], steps: Steps, hits: Map<string, Hit>): void {
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    const candidates = byFirstWord.get(tokens[i].word)
    const lists = candidates ? [candidates, byFirstPrefix] : [byFirstPrefix]
    for (const list of lists) {
      for (const phrase of list) {
        steps.add()
        if (hits.has(phrase.signal.id)) continue
        if (i + phrase.words.length > tokens.length) continue
        let ok = true
        for (let w = 0; w < phrase.words.length; w++) {
          steps.add()
          if (!wordMatches(phrase.words[w], tokens[i + w])) {
            ok = false
            break
          }
        }
        if (!ok) continue
        if (phrase.signal.negatable && negated(tokens, i, steps, phrase.signal.category === 'pressure')) continue
        hits.set(phrase.signal.id, {
          signal: phrase.signal,
          start: tokens[i].start,
          end: tokens[i + phrase.words.length - 1].end,
        })
      }
    }
  }
}

// ---- links ------------------------------------------------------------------------------------------

/** Words that ask the reader to phone (English, Spanish, French). */
const CALL_WORDS = new Set(['call', 'llame', 'llamar', 'llama', 'llamenos', 'llamanos', 'appelez', 'appeler', 'rappelez', 'composez'])

const LOGIN_WORDS = new Set([
  'login',
  'signin',
  'password',
  'passcode',
  'contrasena',
  'pay',
  'payment',
  'pago',
  'pagar',
  'connexion',
  'connectez',
  'passe',
  'payer',
  'paiement',
  'payez',
])

// ---- phones -----------------------------------------------------------------------------------------

/** Area codes inside the North American numbering plan that belong to other countries (Caribbean, Bermuda). */
const FOREIGN_NANP = new Set([
  '242',
  '246',
  '264',
  '268',
  '284',
  '345',
  '441',
  '473',
  '649',
  '658',
  '664',
  '721',
  '758',
  '767',
  '784',
  '809',
  '829',
  '849',
  '868',
  '869',
  '876',
])
const PREMIUM_NANP = new Set(['900', '976'])
/** Words that name a trade as much as a trick (gift cards, crypto, investing, remote help, wires, payment apps). */
const TOPIC_SIGNS = new Set(['gift-card', 'crypto', 'investment', 'remote-access', 'wire-transfer', 'payment-app', 'paid-reply'])

/**
 * Ways of paying that an honest trade names too (an exchange's notice, a bank's transfer receipt): alone and unasked, 2
 * points. Not a payment app: "Te he enviado un Bizum por error" alone is the trick (money sent "by mistake").
 */
const PAYMENT_TOPICS = new Set(['crypto', 'wire-transfer'])
const TOPIC_ALONE_POINTS = 2

/** Signs the model cannot weigh (what a link or number is, hidden characters): the model never lowers them. */
const MODEL_BLIND = new Set(['link', 'phone', 'characters'])

/** Words that name a one-time code, in the three languages. */
const CODE_WORDS = new Set(['code', 'codes', 'passcode', 'password', 'pin', 'otp', 'codigo', 'clave', 'contrasena'])

/** A one-time code notice: a code word and a number of 4 to 8 digits (or two groups of 3, "105-876"). */
function isCodeNotice(tokens: readonly Token[], steps: Steps): boolean {
  let word = false
  let number = false
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    const w = tokens[i].word
    if (CODE_WORDS.has(w)) word = true
    if (/^[0-9]{4,8}$/.test(w) || (/^[0-9]{3}$/.test(w) && /^[0-9]{3}$/.test(tokens[i + 1]?.word ?? ''))) number = true
  }
  return word && number
}
/**
 * The shape of most scam messages (decision 280): a subject (an account, money, a parcel, an office), a request to act
 * (click, call, reply, pay; a link or a number) and pressure (a deadline, a threat, a lock, an alarm). One of each
 * makes the sign "act-now"; none of the three alone does.
 */
const PRESSURE_SIGNS = ['urgency', 'threat', 'account-closed', 'security-alarm', 'device-locked']
const REQUEST_SIGNS = [
  'click-prompt',
  'call-prompt',
  'verify-account',
  'fee-to-claim',
  'asks-code',
  'asks-password',
  'asks-bank-details',
  'asks-id-number',
  'asks-id-document',
]
const SUBJECT_SIGNS = [
  'government',
  'bank-or-brand',
  'parcel-problem',
  'transfer-deposit',
  'prize',
  'overpayment',
  'account-closed',
  'unpaid-fine',
  'device-locked',
]
/** Words that press, in the three languages (a deadline, a penalty, a lock). */
const PRESSURE_WORDS = new Set([
  'immediately',
  'urgent',
  'urgently',
  'avoid',
  'penalty',
  'penalties',
  'fines',
  'suspended',
  'blacklisted',
  'overdue',
  'locked',
  'inmediatamente',
  'urgente',
  'evitar',
  'evite',
  'multa',
  'multas',
  'recargos',
  'suspendido',
  'suspendida',
  'bloqueada',
  'bloqueado',
  'immediatement',
  'eviter',
  'evitez',
  'amende',
  'amendes',
  'penalite',
  'penalites',
  'suspendu',
  'bloque',
])
/** Words that ask the reader to act (pay, click, call, reply, confirm, update). */
const REQUEST_WORDS = new Set([
  'pay',
  'click',
  'tap',
  'call',
  'reply',
  'confirm',
  'update',
  'verify',
  'settle',
  'resolve',
  'pague',
  'pagar',
  'paga',
  'clic',
  'click',
  'llame',
  'llama',
  'responda',
  'confirme',
  'confirma',
  'actualice',
  'actualiza',
  'verifique',
  'ingrese',
  'payer',
  'payez',
  'reglez',
  'cliquez',
  'cliquer',
  'appelez',
  'repondez',
  'confirmez',
  'verifiez',
  'communiquez',
])
/**
 * The keywords of an opt-out line ("Reply STOP to cancel", "Text HELP for help", "Répondez ARRET", "Envía BAJA"), which
 * US and Canadian rules make every text programme carry (CTIA, CRTC): "reply" or "text" before one asks nothing.
 */
const OPT_OUT_WORDS = new Set('stop stopall help end quit unsubscribe arret aide alto baja ayuda'.split(' '))
/** A word that asks the reader to act, unless it opens an opt-out line ("Reply STOP"). */
const asksAt = (tokens: readonly Token[], i: number, list: ReadonlySet<string>): boolean =>
  list.has(tokens[i].word) && !OPT_OUT_WORDS.has(tokens[i + 1]?.word ?? '')

/** Words that name what is at stake (an account, a card, a toll, a parcel, money). */
const SUBJECT_WORDS = new Set([
  'account',
  'card',
  'toll',
  'tolls',
  'package',
  'parcel',
  'refund',
  'payment',
  'bill',
  'balance',
  'cuenta',
  'tarjeta',
  'peaje',
  'paquete',
  'envio',
  'reembolso',
  'pago',
  'saldo',
  'adeudo',
  'deuda',
  'recibo',
  'compte',
  'carte',
  'peage',
  'colis',
  'remboursement',
  'paiement',
  'solde',
  'facture',
])

/** Where the pressure is (a sign's words or a pressing word) when all three parts are there; else undefined. */
function actNow(
  tokens: readonly Token[],
  hits: ReadonlyMap<string, Hit>,
  reachable: boolean,
  steps: Steps,
): { start: number; end: number } | undefined {
  const pressing = PRESSURE_SIGNS.map((id) => hits.get(id)).find((h) => h !== undefined)
  let pressure: { start: number; end: number } | undefined = pressing ? { start: pressing.start, end: pressing.end } : undefined
  let request = reachable || REQUEST_SIGNS.some((id) => hits.has(id))
  let subject = SUBJECT_SIGNS.some((id) => hits.has(id))
  for (let i = 0; i < tokens.length && !(pressure && request && subject); i++) {
    steps.add()
    const w = tokens[i].word
    if (!pressure && PRESSURE_WORDS.has(w)) pressure = tokens[i]
    if (asksAt(tokens, i, REQUEST_WORDS)) request = true
    if (SUBJECT_WORDS.has(w)) subject = true
  }
  return pressure && request && subject ? pressure : undefined
}

/** A word list written on one line: `words('a b c')` → `['a', 'b', 'c']`. */
const words = (list: string): string[] => list.split(' ')

/**
 * Decision 340: what most real scams share whatever their words, measured on the training side's real texts
 * (scripts/measure/generic-features.mjs): a request to act (ACT_WORDS) with a named sender or stake (NAMED_SIGNS), or
 * with money and pressure together. Weight 1: it lifts a named sender (2 points) to "Be careful", never alone.
 */
const NAMED_SIGNS = [
  'government',
  'bank-or-brand',
  'parcel-problem',
  'transfer-deposit',
  'security-alarm',
  'account-closed',
  'prize',
  'overpayment',
  'unpaid-fine',
  'device-locked',
]
const ACT_WORDS = new Set([
  ...REQUEST_WORDS,
  ...words('follow visit choose select complete submit renew reactivate activate contact respond text'),
  ...words('haz ingresa ingresar elige selecciona completa complete renueva'),
  ...words(
    'suivez consultez rendez mettez mettre choisissez choisir regler contactez completez renouvelez activez identifier identifiez saisissez',
  ),
])
const MONEY_WORDS = new Set(
  words('pay payment fee fees owe owed balance charge charged pago cuota cargo saldo deuda adeudo paiement frais solde dette montant'),
)

/** Where the request to act is, when it comes with a named sender or with money and pressure; else undefined. */
function asksToAct(tokens: readonly Token[], hits: ReadonlyMap<string, Hit>, steps: Steps): Token | undefined {
  let act: Token | undefined
  let money: Token | undefined
  let pressure = PRESSURE_SIGNS.some((id) => hits.has(id))
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    const w = tokens[i].word
    if (!act && asksAt(tokens, i, ACT_WORDS)) act = tokens[i]
    if (!money && MONEY_WORDS.has(w)) money = tokens[i]
    if (PRESSURE_WORDS.has(w)) pressure = true
  }
  const named = NAMED_SIGNS.some((id) => hits.has(id))
  if (act && (named || (money && pressure))) return act
  return named ? money : undefined
}

/** The tokens that start outside every link (both lists in text order: one pass). */
function outside(tokens: readonly Token[], links: readonly { start: number; end: number }[]): readonly Token[] {
  if (links.length === 0) return tokens
  const out: Token[] = []
  let l = 0
  for (const t of tokens) {
    while (l < links.length && links[l].end <= t.start) l++
    if (l === links.length || t.start < links[l].start) out.push(t)
  }
  return out
}

/** "Ignore this message" and its kin (decision 280): what a real account notice tells someone who asked for nothing. */
const IGNORE_WORDS = new Set(['ignore', 'disregard', 'ignora', 'ignorar', 'ignorer', 'ignorez'])
const MESSAGE_WORDS = new Set(['message', 'email', 'mail', 'mensaje', 'correo', 'courriel'])
/**
 * "If you do not recognize this change" and its kin (decision 340): what a real notice of a change to an account
 * says (django-allauth in three languages, Ory Kratos); it reads like "ignore this message".
 */
const RECOGNIZE_WORDS = new Set(['recognize', 'recognise', 'reconoce', 'reconoces', 'reconnaissez', 'reconnais'])
const CHANGE_WORDS = new Set(['change', 'changes', 'cambio', 'cambios', 'changement', 'changements', 'modification'])

/**
 * An account notice that tells the reader to ignore it if they did not ask for it ("If this was not you, just
 * ignore this message"), or that names a change they may not recognize: the sender wants nothing from someone who
 * did nothing, which scams never say.
 */
function isIgnoreNotice(tokens: readonly Token[], steps: Steps): boolean {
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    const words = IGNORE_WORDS.has(tokens[i].word) ? MESSAGE_WORDS : RECOGNIZE_WORDS.has(tokens[i].word) ? CHANGE_WORDS : undefined
    if (!words) continue
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) if (words.has(tokens[j].word)) return true
  }
  return false
}

/**
 * What a real status notice says (decision 310): an order shipped or delivered, a payment received, a prescription
 * ready, nothing to do. From the training side's notices (data/scam-check/messages.jsonl, real/*.jsonl).
 */
const STATUS_PHRASES = [
  'has shipped',
  'has been shipped',
  'was delivered',
  'has been delivered',
  'out for delivery',
  'ready for pickup',
  'statement is ready',
  'payment received',
  'was received',
  'prescription is ready',
  'no action needed',
  'fue entregado',
  'sale a reparto',
  'listo para recoger',
  'lista para recoger',
  'pago recibido',
  'gracias por su pago',
  'no tiene que hacer nada',
  'cita confirmada',
  // A sender's reminder of what it never asks ("Rappel : nous ne vous demanderons jamais votre NAS par texto"), with no
  // sign of its own: an honest notice's line (round 11). With a flagged link, number or any pressure it is not one.
  'will never ask',
  'never ask you',
  'ne vous demanderons jamais',
  'ne vous demandera jamais',
  'nunca le pediremos',
  'nunca te pediremos',
  'nunca le solicitaremos',
].map((phrase) => phrase.split(' '))

/**
 * A status notice that presses for nothing (no pressing sign or word) and asks for nothing private: the model may not
 * lift it (decision 310). Real notices carry links and amounts that the team-written scams taught it to fear; a
 * notice with a link or number the rules flag, or any pressure, is left to the rules and the model as before.
 */
function isStatusNotice(tokens: readonly Token[], hits: ReadonlyMap<string, Hit>, steps: Steps): boolean {
  if ([...hits.values()].some((h) => h.signal.category !== 'pretext' || h.signal.weight >= 3)) return false
  let status = false
  for (let i = 0; i < tokens.length; i++) {
    steps.add(STATUS_PHRASES.length)
    if (PRESSURE_WORDS.has(tokens[i].word)) return false
    if (!status) status = STATUS_PHRASES.some((seq) => startsAt(tokens, i, seq))
  }
  return status
}

/** Words that promise pay or gains ("earn", "salary", "gane"), then an amount, then a time ("$300 per day", "$800/día"). */
const EARN_WORDS = new Set(
  words(
    'earn earning earnings make making salary income commission commissions profit profits gana gane ganar ganas gano salario sueldo ingreso ingresos comision comisiones',
  ),
)
const CURRENCY_WORDS = new Set(words('usd dollars dolares pesos dlls mxn cad'))
const TIME_WORDS = new Set(words('day days hour hours week days dia dias hora horas semana'))
const PER_TIME = new Set(words('daily weekly hourly diario diarios diaria diarias semanal semanales'))
const PER_WORDS = new Set(words('per a an each por al cada la'))

/**
 * A promise of pay per day, hour or week after a word of earning, in the same sentence: "earn $300-$800 per day",
 * "gane $500 al día", "$800 daily" after "salary". The mark of task and "part-time" job scams (decision 310). Linear.
 */
function findPayPerTime(text: string, tokens: readonly Token[], steps: Steps): Token | undefined {
  let earnAt = -1
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    const t = tokens[i]
    if (EARN_WORDS.has(t.word)) earnAt = i
    if (!t.numeric || earnAt < 0 || i - earnAt > 6 || tokens[earnAt].sentence !== t.sentence) continue
    const money = text[t.start - 1] === '$' || CURRENCY_WORDS.has(tokens[i + 1]?.word ?? '')
    if (!money) continue
    let k = i + 1
    while (k < tokens.length && k <= i + 3 && (tokens[k].numeric || CURRENCY_WORDS.has(tokens[k].word))) k++
    const next = tokens[k]
    if (!next || next.sentence !== t.sentence) continue
    if (PER_TIME.has(next.word)) return t
    if (TIME_WORDS.has(next.word) && text[next.start - 1] === '/') return t
    if (PER_WORDS.has(next.word) && TIME_WORDS.has(tokens[k + 1]?.word ?? '')) return t
  }
  return undefined
}

/** "Contact us on WhatsApp", "add me on Telegram", "escríbanos por WhatsApp": a request to move the talk to a chat app. */
const CHAT_APPS = new Set(['whatsapp', 'telegram'])
const CHAT_REQUESTS = new Set(
  words(
    'contact message add text write chat reach escribenos escribanos escribeme escribame contactanos contactenos agregame agreguenos mandame',
  ),
)

function findChatRequest(tokens: readonly Token[], steps: Steps): Token | undefined {
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    if (!CHAT_APPS.has(tokens[i].word)) continue
    for (let k = i - 1; k >= 0 && k >= i - 3; k--) if (CHAT_REQUESTS.has(tokens[k].word)) return tokens[k]
  }
  return undefined
}

/** "If this was not you", "if you did not authorize it", "si no fue usted", "si ce n'était pas vous": a worry to answer. */
const NOT_YOU: readonly (readonly string[])[] = [
  ['not', 'you'],
  ['wasnt', 'you'],
  ['didnt', 'authorize'],
  ['did', 'not', 'authorize'],
  ['not', 'authorized'],
  ['not', 'requested'],
  ['didnt', 'request'],
  ['did', 'not', 'request'],
  ['no', 'fue', 'usted'],
  ['no', 'fuiste', 'tu'],
  ['no', 'autorizo'],
  ['no', 'solicito'],
  ['netait', 'pas', 'vous'],
  ['nest', 'pas', 'vous'],
  ['pas', 'autorise'],
  ['pas', 'demande'],
  ['no', 'ha', 'realizado'],
  ['no', 'realizo'],
  ['no', 'reconoces'],
  ['no', 'reconoce'],
  ['pas', 'a', 'lorigine'],
]
const NOT_YOU_FIRST = new Set(NOT_YOU.map((seq) => seq[0]))
/** "Contact" and its kin just before a number: a request to phone it ("Contact 1(810) 357-…", "contactez immédiatement le 09 …"). */
const CONTACT_WORDS = new Set(['contact', 'contacte', 'contactez', 'contactenos', 'comuniquese'])

/**
 * A notice of a code, a withdrawal or a charge that tells a reader who did not ask for it to CALL a number ("If this
 * was NOT you, call +1-…", "If you have not requested this, please call: (213) …"): the number leads to the thief, who
 * then asks for the code (FTC, CAFC; decision 340). Real notices say to ignore them or to use the number on the card.
 * Needs a phone number found in the text, or a call word just before digits ("call +1-XXX"). Linear.
 */
function findNotYouCall(tokens: readonly Token[], phones: readonly FoundPhone[], steps: Steps): Token | undefined {
  let notYou = false
  let call: Token | undefined
  let next = 0
  for (let i = 0; i < tokens.length && !(notYou && call); i++) {
    steps.add()
    if (!notYou && NOT_YOU_FIRST.has(tokens[i].word)) {
      steps.add(NOT_YOU.length)
      notYou = NOT_YOU.some((seq) => startsAt(tokens, i, seq))
    }
    const w = tokens[i].word
    const digitsNext = tokens[i + 1]?.numeric === true
    // The first number after this word (phones come in text order: one pass over both lists).
    while (next < phones.length && phones[next].start <= tokens[i].end) next++
    const soon = digitsNext || (next < phones.length && phones[next].start - tokens[i].end <= 30)
    if (!call && ((CALL_WORDS.has(w) && (phones.length > 0 || digitsNext)) || (CONTACT_WORDS.has(w) && soon))) call = tokens[i]
  }
  return notYou ? call : undefined
}

const WARNING_SIGNALS = ['security-alarm', 'account-closed', 'threat', 'asks-bank-details', 'verify-account', 'device-locked']

function checkPhone(phone: FoundPhone, add: (id: string, phone: FoundPhone) => void): void {
  const area = nanpAreaCode(phone)
  if (area && PREMIUM_NANP.has(area)) add('phone-premium', phone)
  else if (area && FOREIGN_NANP.has(area)) add('phone-looks-local', phone)
  else if (!area && phone.international) add('phone-international', phone)
}

// ---- paid replies (decision 131) ------------------------------------------------------------------

/** Words after a number that make it a charge: "£1.50/msg", "$15 por mensaje", "2 $ par texto", "25p per min". */
/** Free e-mail providers: an address there is anyone's, never a bank's, an agency's or a lender's. */
const FREE_MAIL = new Set(['gmail', 'googlemail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'aol', 'proton', 'protonmail'])
/** Money offered or promised: a loan, millions, a prize, an inheritance, a grant (English, Spanish, French). Not a
 * fund or a donation: a school's fund-raiser writes from a free address. */
const MONEY_OFFERED = new Set(
  [
    'loan loans lender lenders million millions prize winner lottery inheritance compensation grant beneficiary',
    'prestamo prestamos prestamista premio ganador loteria herencia millones subvencion',
    'pret prets preteur heritage gagnant loterie subvention beneficiaire',
  ]
    .join(' ')
    .split(' '),
)

/**
 * A contact at a free e-mail provider ("write to claims.office@yahoo.com") in a message that offers money (a loan,
 * a prize, an inheritance): lenders, agencies and prize programmes write from their own names. Returns the provider's
 * word after the "@" (round 13, from the retired blind13/ and blind15/ and the training side).
 */
function findFreeMailOffer(text: string, tokens: readonly Token[], steps: Steps): Token | undefined {
  let address: Token | undefined
  let money = false
  for (const t of tokens) {
    steps.add()
    if (!address && FREE_MAIL.has(t.word) && text[t.start - 1] === '@') address = t
    if (MONEY_OFFERED.has(t.word)) money = true
    if (address && money) return address
  }
  return undefined
}

const CHARGE_UNITS = new Set(['msg', 'txt', 'text', 'tone', 'min', 'minute', 'ppm', 'mensaje', 'msj', 'minuto', 'texto', 'message'])
const CHARGE_LEAD = new Set(['per', 'por', 'a', 'el', 'par'])

/**
 * A charge per text or per minute ("150p", "10p/min", "£1.50/msg", "$25 por minuto", "msg rcvd") or a
 * British (09…, 0871…) or French (089…) premium-rate number, the marks of paid SMS services and prize lines. Linear.
 */
function findPaidReply(text: string, tokens: readonly Token[], steps: Steps): Token | undefined {
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    const t = tokens[i]
    const w = t.word
    if (t.numeric) {
      if (w.length >= 4 && w[0] === '0' && (w[1] === '9' || (w[1] === '8' && w[2] === '7'))) {
        // 0906 412 3987 or 09064123987: eleven digits in all.
        let digits = w.length
        for (let k = i + 1; k < tokens.length && k <= i + 2 && digits < 11 && tokens[k].numeric; k++) digits += tokens[k].word.length
        if (digits === 11) return t
      }
      // France's dearest premium numbers, 089… (0899 11 79 19, 08 99 11 79 19): ten digits in all (decision 340).
      if (w.startsWith('08') && (w.length === 2 ? tokens[i + 1]?.word.startsWith('9') : w[2] === '9')) {
        let digits = w.length
        for (let k = i + 1; k < tokens.length && k <= i + 4 && digits < 10 && tokens[k].numeric; k++) digits += tokens[k].word.length
        if (digits === 10) return t
      }
      const next = tokens[i + 1]
      const unit = next && CHARGE_LEAD.has(next.word) ? tokens[i + 2] : next
      // "£1.50/msg" needs the slash ("10 min late" is not a charge); "per min", "por minuto" need none.
      if (
        unit &&
        CHARGE_UNITS.has(unit.word) &&
        unit.sentence === t.sentence &&
        (unit !== next || (next.start - t.end === 1 && text[t.end] === '/'))
      )
        return t
      continue
    }
    // "0899XXXXXX": a French premium number as the press prints it, its last digits hidden.
    if (/^089[0-9]*x+$/.test(w) && w.length === 10) return t
    // "150p", "25p", "150ppm", "10pmin" (the tokenizer keeps digits and letters together).
    let d = 0
    while (d < w.length && w[d] >= '0' && w[d] <= '9') d++
    if (d > 0 && d < w.length && w[d] === 'p' && (d + 1 === w.length || w.slice(d) === 'ppm' || w.slice(d) === 'pmin')) return t
    if (w === 'ppm' || ((w === 'msg' || w === 'msj') && (tokens[i + 1]?.word === 'rcvd' || tokens[i + 1]?.word === 'recibido'))) return t
  }
  return undefined
}

// ---- language ---------------------------------------------------------------------------------------

/** Short, common words of each language: the message's language is the one with the most of them. */
const FUNCTION_WORDS: Readonly<Record<Lang, ReadonlySet<string>>> = {
  en: new Set(
    words('the and to of you your is in for this that it on with we are be have will at from my hi please thanks has was not can i'),
  ),
  es: new Set(
    words(
      'el la los las de que y en un una su por para es usted con del al lo sus ha este esta se le mi tu hola gracias pero muy cuenta como',
    ),
  ),
  fr: new Set(
    words(
      'le les des du et vous votre vos est pour dans une sur avec nous pas ce cette qui il elle au aux sont bonjour merci mais tres compte ou cest je ne suis jai moi mon ma mes avez etes notre nos ici aujourdhui ton ta tes sa ses ces chez lui leur dun dune quil tout fait ont ete avoir etre peux veux quand alors aussi encore vais quel quelle doit de la en un que se tu',
    ),
  ),
}

/** Words in one language's list only: "la", "de", "que" are French and Spanish and decide nothing alone (decision 305). */
const only = (lang: Lang): ReadonlySet<string> =>
  new Set(
    [...FUNCTION_WORDS[lang]].filter((w) =>
      (Object.keys(FUNCTION_WORDS) as Lang[]).every((other) => other === lang || !FUNCTION_WORDS[other].has(w)),
    ),
  )
const DISTINCT_WORDS: Readonly<Record<Lang, ReadonlySet<string>>> = { en: only('en'), es: only('es'), fr: only('fr') }

export function detectLanguage(tokens: Token[], steps: Steps): Lang {
  const counts = new Map<Lang, number>()
  const distinct = new Map<Lang, number>()
  for (const t of tokens) {
    steps.add()
    for (const lang of Object.keys(FUNCTION_WORDS) as Lang[]) {
      if (FUNCTION_WORDS[lang].has(t.word)) counts.set(lang, (counts.get(lang) ?? 0) + 1)
      if (DISTINCT_WORDS[lang].has(t.word)) distinct.set(lang, (distinct.get(lang) ?? 0) + 1)
    }
  }
  // The most words found in one language only; on a tie, the most words of its list; then the first in the table
  // (English, then Spanish).
  let best = Object.keys(FUNCTION_WORDS)[0] as Lang
  const more = (a: Lang, b: Lang) => {
    const d = (distinct.get(a) ?? 0) - (distinct.get(b) ?? 0)
    return d > 0 || (d === 0 && (counts.get(a) ?? 0) > (counts.get(b) ?? 0))
  }
  for (const lang of Object.keys(FUNCTION_WORDS) as Lang[]) if (more(lang, best)) best = lang
  return best
}

// ---- the check --------------------------------------------------------------------------------------

export function verdictFor(score: number): Verdict {
  if (score >= LIKELY_SCAM_SCORE) return 'likely-scam'
  if (score >= SUSPICIOUS_SCORE) return 'suspicious'
  return 'no-signs'
}

/**
 * The language to answer in for a page in `locale`: a Spanish page always gets Spanish; an English
 * page gets the language of the message (a Spanish message pasted there is answered in Spanish).
 */
export function answerLanguage(locale: Lang): Lang | undefined {
  return isDefaultLocale(locale) ? undefined : locale
}

/**
 * Checks one message. The caller has already refused empty and over-long input (see validateText);
 * longer text is cut at MAX_TEXT_LENGTH here too, so the work is bounded whatever the caller does.
 * `answerIn` fixes the language of the answer; without it the answer is in the message's language.
 * Detection does not depend on it: every phrase of every language is always looked for.
 */
export function checkMessage(input: string, steps = new Steps(), answerIn?: Lang, useModel = MODEL_ENABLED): CheckResult {
  const cleaned = cleanText(input.slice(0, MAX_TEXT_LENGTH), steps)
  const text = cleaned.text
  const tokens = tokenize(text, steps)
  const messageLang = detectLanguage(tokens, steps)
  const lang = answerIn ?? messageLang
  const hits = new Map<string, Hit>()

  matchPhrases(tokens, steps, hits)
  matchShapes(tokens, steps, hits)

  const addAt = (id: string, at: { start: number; end: number }, extra?: Partial<Hit>) => {
    const signal = SIGNAL_BY_ID.get(id)
    if (signal && !hits.has(id)) hits.set(id, { ...extra, signal, start: at.start, end: at.end })
  }

  let hasLogin = false
  for (let i = 0; i < tokens.length && !hasLogin; i++) {
    steps.add()
    const w = tokens[i].word
    hasLogin = LOGIN_WORDS.has(w) || ((w === 'sign' || w === 'log') && (tokens[i + 1]?.word === 'in' || tokens[i + 1]?.word === 'on'))
  }
  const links = findLinks(text, steps)
  // A bare link (what a QR code gives): the text is that one address and nothing else.
  const alone = links.length === 1 && text.trim() === links[0].raw
  for (const link of links)
    for (const sign of readLink(link, hasLogin, alone, steps)) addAt(sign.id, link, sign.words && { words: sign.words })
  // A bare address whose name only says what the business sells ("giftcardmall.com", "forex.com", "teamviewer.com")
  // shows no sign by that alone (decision 315): those words count in a message, or beside a sign of the address.
  if (alone && ![...hits.values()].some((h) => h.signal.category === 'link')) {
    const from = links[0].start + links[0].raw.toLowerCase().indexOf(links[0].host)
    for (const [id, h] of hits) if (TOPIC_SIGNS.has(id) && h.start >= from && h.end <= from + links[0].host.length) hits.delete(id)
  }

  const phones = findPhones(text, steps)
  for (const phone of phones) checkPhone(phone, addAt)
  if (phones.length > 0 && WARNING_SIGNALS.some((id) => hits.has(id))) {
    let asksToCall = hits.has('call-prompt')
    for (let i = 0; i < tokens.length && !asksToCall; i++) {
      steps.add()
      asksToCall = CALL_WORDS.has(tokens[i].word)
    }
    if (asksToCall) addAt('phone-in-warning', phones[0])
  }
  // "If this was not you, call +1-…": a code or a charge notice that sends the worried reader to its own number.
  const callBack = findNotYouCall(tokens, phones, steps)
  if (callBack) addAt('phone-in-warning', callBack)

  const freeMail = findFreeMailOffer(text, tokens, steps)
  if (freeMail) addAt('free-mail-offer', freeMail)
  const paid = findPaidReply(text, tokens, steps)
  if (paid) addAt('paid-reply', paid)
  const pay = findPayPerTime(text, tokens, steps)
  if (pay) addAt('job-offer', pay)
  const chat = findChatRequest(tokens, steps)
  if (chat) addAt('call-prompt', chat)
  // A stranger's opener is one sign: "Is this Rosa? Sorry, wrong number" reads as "wrong-number" alone.
  const opener = findOpener(text, tokens, steps)
  if (opener) addAt('meant-for-someone', opener)
  if (hits.has('wrong-number')) hits.delete('meant-for-someone')
  const hello = findHello(text, tokens, steps)
  if (hello) addAt('stranger-hello', hello)
  const newPhone = findFamilyNewPhone(tokens, steps)
  if (newPhone) addAt('family-emergency', newPhone)
  const grandchild = findGrandchild(tokens, steps)
  if (grandchild) addAt('family-emergency', grandchild)

  // Three or more words spelt with look-alike letters of other alphabets; the first is quoted.
  const disguised = disguisedWords(tokens, steps)
  if (disguised.length >= 3)
    addAt('disguised-letters', { start: disguised[0].start, end: disguised[Math.min(3, disguised.length - 1)].end })
  if (cleaned.hidden > 0) {
    const signal = SIGNAL_BY_ID.get('hidden-characters')!
    hits.set(signal.id, {
      signal,
      start: 0,
      end: 0,
      quote: {
        en: `${cleaned.hidden} invisible character${cleaned.hidden === 1 ? '' : 's'}`,
        es: `${cleaned.hidden} carácter${cleaned.hidden === 1 ? '' : 'es'} invisible${cleaned.hidden === 1 ? '' : 's'}`,
        fr: `${cleaned.hidden} caractère${cleaned.hidden === 1 ? '' : 's'} invisible${cleaned.hidden === 1 ? '' : 's'}`,
      },
    })
  }

  // A one-time code sent to the reader to type in (decision 270): what real services do. The danger is someone asking
  // for the code ("asks-code") or a link that is not the company's; without either, "verify your account" there means
  // typing the code, and the model may not lift it (it read many such codes as scams).
  // A prize or a payment asked for is no code notice, whatever code it quotes ("Claim code 821673", decision 310).
  const codeNotice =
    isCodeNotice(tokens, steps) &&
    !hits.has('asks-code') &&
    ![...hits.values()].some((h) => MODEL_BLIND.has(h.signal.category) || h.signal.category === 'prize' || h.signal.category === 'payment')
  if (codeNotice) hits.delete('verify-account')
  // Likewise an account notice that says to ignore it if it was not you: the model may not lift it (decision 280).
  const ignoreNotice = !codeNotice && ![...hits.values()].some((h) => MODEL_BLIND.has(h.signal.category)) && isIgnoreNotice(tokens, steps)
  const pressed = codeNotice || ignoreNotice ? undefined : actNow(tokens, hits, links.length > 0 || phones.length > 0, steps)
  if (pressed) addAt('act-now', pressed)
  // The request and the money are read in the message's words, never inside an address ("irs.gov/contact").
  const outsideLinks = outside(tokens, links)
  const acting = codeNotice || ignoreNotice ? undefined : asksToAct(outsideLinks, hits, steps)
  if (acting) addAt('asks-to-act', acting)
  const ordered = [...hits.values()].sort((a, b) => b.signal.weight - a.signal.weight || a.start - b.start)
  // A way of paying named with nothing else (decision 340, round 10): "the BTC buyer has started the payment" is a
  // trade's notice; being asked to pay that way, or any second sign, is the trick. Alone and unasked it counts 2.
  steps.add(outsideLinks.length)
  const topicOnly =
    ordered.length > 0 &&
    ordered.every((h) => PAYMENT_TOPICS.has(h.signal.id)) &&
    !outsideLinks.some((_, i) => asksAt(outsideLinks, i, ACT_WORDS))
  const rulesScore = ordered.reduce((sum, h) => sum + (topicOnly ? Math.min(h.signal.weight, TOPIC_ALONE_POINTS) : h.signal.weight), 0)
  // The trained model lifts or lowers the rules' verdict (decision 130); the rules still give the reasons.
  steps.add(text.length)
  const signs = ordered.map((h) => h.signal.id)
  const modelProbability = scamProbability(text, signs)
  const blind = ordered.some((h) => MODEL_BLIND.has(h.signal.category))
  // The model knows only the languages it was trained on; a message in another one is left to the rules.
  const thresholds = MODEL_THRESHOLDS[messageLang]
  const modelPointsNow =
    useModel && thresholds && MODEL_LANGUAGES.includes(messageLang) ? modelPoints(modelProbability, blind, wordCount(text), thresholds) : 0
  const statusNotice = !codeNotice && !ignoreNotice && !pressed && isStatusNotice(tokens, hits, steps)
  const points = codeNotice || ignoreNotice || statusNotice ? Math.min(modelPointsNow, 0) : modelPointsNow
  const score = rulesScore + points
  const verdict = verdictFor(score)
  // Hints alone are not warning signs: with no verdict, nothing is listed.
  const flags: Flag[] =
    verdict === 'no-signs'
      ? []
      : ordered.map((h) => {
          const quoted = h.quote ? h.quote[lang] : excerpt(text, h.start, h.end, steps)
          const marked = h.quote ? '' : text.slice(h.start, h.end).replace(/\s+/g, ' ').trim()
          return {
            id: h.signal.id,
            title: (h.words ?? h.signal)[lang].title,
            detail: (h.words ?? h.signal)[lang].detail,
            excerpt: quoted,
            ...(marked && quoted.includes(marked) ? { marked } : {}),
          }
        })
  // Flagged because of the model, not the rules: say so plainly (it is listed last, with no quote).
  if (verdict !== 'no-signs' && verdictFor(rulesScore) === 'no-signs' && points > 0) {
    flags.push({ id: GENERAL_REASON.id, title: GENERAL_REASON[lang].title, detail: GENERAL_REASON[lang].detail, excerpt: '' })
  }
  return {
    verdict,
    verdictText: VERDICT_WORDS[lang][verdict],
    flags,
    advice: adviceFor(lang, verdict, new Set(hits.keys())),
    lang,
    messageLang,
    score,
    rulesScore,
    modelProbability,
    modelBlind: blind,
    signs,
    modelMayLift: !(codeNotice || ignoreNotice || statusNotice),
  }
}

// ---- input rules shared by the API and the page ------------------------------------------------------

export type TextProblem = { status: 400 | 413; msg: string }

/** Share of characters that are controls or U+FFFD above which the input is treated as a file, not text. */
const MAX_BINARY_SHARE = 0.1

/**
 * Checks what the visitor sent: text of 1–10,000 characters, not a binary file. The messages are in
 * the language of the current request (worker/http/locale.ts).
 */
export function validateText(value: unknown): { ok: true; text: string } | { ok: false; problem: TextProblem } {
  if (typeof value !== 'string') {
    return { ok: false, problem: { status: 400, msg: m.tools_scam_not_text() } }
  }
  if (value.length > MAX_TEXT_LENGTH) {
    // Numbers written as the product writes them ("10,000") in both languages (es-US).
    const tag = LOCALE_TAGS[currentLocale()]
    return {
      ok: false,
      problem: {
        status: 413,
        msg: m.tools_scam_too_long({ length: value.length.toLocaleString(tag), max: MAX_TEXT_LENGTH.toLocaleString(tag) }),
      },
    }
  }
  if (value.trim() === '') {
    return { ok: false, problem: { status: 400, msg: m.tools_scam_empty() } }
  }
  let binary = 0
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) binary++
  }
  if (binary / value.length > MAX_BINARY_SHARE) {
    return {
      ok: false,
      problem: { status: 400, msg: m.tools_scam_binary() },
    }
  }
  return { ok: true, text: value }
}
