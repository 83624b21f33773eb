// "Report it once" (issue 45): the one account of what happened that the person writes on
// /report-it-once, kept on their device until they save it. Pure: the page, the PDF, the API's
// schema (shared/schemas/report.ts) and the worker all read it.

export const REPORT_COUNTRIES = ['us', 'ca', 'mx'] as const
export type ReportCountry = (typeof REPORT_COUNTRIES)[number]

export const CONTACT_WAYS = ['phone', 'text', 'email', 'website', 'social', 'mail', 'in-person'] as const
export type ContactWay = (typeof CONTACT_WAYS)[number]

export const PAY_METHODS = ['gift-card', 'wire', 'bank-transfer', 'card', 'crypto', 'cash', 'payment-app', 'check'] as const
export type PayMethod = (typeof PAY_METHODS)[number]

export const SHARED_KINDS = ['id-number', 'bank-login', 'card-number', 'id-document', 'remote-access', 'passwords'] as const
export type SharedKind = (typeof SHARED_KINDS)[number]

/** Longest free text of one answer (characters): a long story fits, a stranger cannot grow a row without bound. */
export const REPORT_TEXT_MAX = 4000
/** Longest short answer (a date, an amount, a bank's name). */
export const REPORT_SHORT_MAX = 200

export interface ReportDraft {
  country: ReportCountry | ''
  /** What happened, in their words. */
  what: string
  /** When it happened (yyyy-mm-dd from the date field, or what they typed). */
  when: string
  contact: ContactWay[]
  paid: PayMethod[]
  /** Total paid or asked for, as they wrote it. */
  amount: string
  /** Amounts, dates, gift-card numbers, transfer references. */
  payment: string
  /** Their bank or card issuer. */
  bank: string
  /** The gift card's brand (Apple, Google Play, Target...). */
  giftCard: string
  /** The scammer's phone numbers, e-mail addresses, names, web sites. */
  scammer: string
  shared: SharedKind[]
  sharedOther: string
}

export const TEXT_FIELDS = ['what', 'when', 'amount', 'payment', 'bank', 'giftCard', 'scammer', 'sharedOther'] as const
export type TextField = (typeof TEXT_FIELDS)[number]
const SHORT_FIELDS: ReadonlySet<TextField> = new Set(['when', 'amount', 'bank', 'giftCard'])

export const emptyDraft = (): ReportDraft => ({
  country: '',
  what: '',
  when: '',
  contact: [],
  paid: [],
  amount: '',
  payment: '',
  bank: '',
  giftCard: '',
  scammer: '',
  shared: [],
  sharedOther: '',
})

export const fieldMax = (field: TextField) => (SHORT_FIELDS.has(field) ? REPORT_SHORT_MAX : REPORT_TEXT_MAX)

const pickAll = <T extends string>(allowed: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? allowed.filter((v) => value.includes(v)) : []

/** Any stored or posted value as a draft: unknown keys dropped, lists kept to known values, texts cut to their limit. */
export function readDraft(value: unknown): ReportDraft {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const draft = emptyDraft()
  for (const field of TEXT_FIELDS) {
    const text = raw[field]
    if (typeof text === 'string') draft[field] = text.slice(0, fieldMax(field))
  }
  draft.country = REPORT_COUNTRIES.find((c) => c === raw.country) ?? ''
  draft.contact = pickAll(CONTACT_WAYS, raw.contact)
  draft.paid = pickAll(PAY_METHODS, raw.paid)
  draft.shared = pickAll(SHARED_KINDS, raw.shared)
  return draft
}

/** True when nothing at all has been written or chosen. */
export function isEmptyDraft(draft: ReportDraft): boolean {
  return !draft.country && TEXT_FIELDS.every((f) => !draft[f].trim()) && !draft.contact.length && !draft.paid.length && !draft.shared.length
}

// ---- Taking a person's own details out before anything is shared with our team (issue 41 item 6) ----

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu
/** 13–19 digits, alone or in groups split by spaces or dashes: a card number's shape. */
const CARD = /\b(?:\d[ -]?){12,18}\d\b/g
/** A phone number: 7+ digits with the usual separators, optionally +country code. */
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]?\d{2,4}){1,4}/g
/** A greeting or sign-off followed by a capitalised name ("Hi Maria", "Dear Mr. Lopez", "Hola Ana", "Bonjour Louise"). */
const GREETING_NAME =
  /\b(hi|hello|hey|dear|hola|estimad[oa]|querid[oa]|bonjour|allô|salut|cher|chère|this is|soy|je suis|my name is|me llamo|je m'appelle)(\s+(?:mr\.?|mrs\.?|ms\.?|sr\.?|sra\.?|m\.|mme)?\s*)([\p{Lu}][\p{L}'-]+)/giu

export const REDACTED = {
  email: '[e-mail]',
  card: '[card number]',
  phone: '[phone number]',
  name: '[name]',
} as const

/**
 * The text with e-mail addresses, card-like numbers, phone numbers and greeted names replaced by a
 * mark. Runs in the browser before the person sees what will be sent, and again on the server.
 * `keep` lists parts not to replace (the scam's own numbers, when the person shares them on purpose).
 */
export function redact(text: string, keep: readonly string[] = []): string {
  const kept = new Set(keep.map((k) => k.trim()).filter(Boolean))
  const swap = (mark: string) => (match: string) => (kept.has(match.trim()) ? match : mark)
  return text
    .replace(EMAIL, swap(REDACTED.email))
    .replace(CARD, swap(REDACTED.card))
    .replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 7 ? swap(REDACTED.phone)(match) : match))
    .replace(GREETING_NAME, (_all, greet: string, title: string) => `${greet}${title}${REDACTED.name}`)
}
