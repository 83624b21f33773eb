// The shape of one account of what happened on /report-it-once (issue 45): its choices and fields.
// Here, under the words that use it (content/report-pack.ts), so content imports nothing from above;
// shared/report.ts re-exports it with the functions the page, the PDF and the worker share.

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
