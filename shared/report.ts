// "Report it once" (issue 45): the one account of what happened that the person writes on
// /report-it-once, kept on their device until they save it. Pure: the page, the PDF, the API's
// schema (shared/schemas/report.ts) and the worker all read it.

import {
  CONTACT_WAYS,
  PAY_METHODS,
  REPORT_COUNTRIES,
  REPORT_SHORT_MAX,
  REPORT_TEXT_MAX,
  type ReportDraft,
  SHARED_KINDS,
} from '#content/report-draft'

export * from '#content/report-draft'

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
