// The report pack (issue 45) as plain data, for the page, the printout and the PDF: each agency's part in
// the person's language, its fields filled from their one account of what happened.
import { words as packEs } from '#content/es/report-pack'
import { words as packFr } from '#content/fr/report-pack'
import {
  type AgencyId,
  type AgencyLink,
  agenciesFor,
  agencyContacts,
  agencyName,
  answerText,
  type OptionWords,
  words as packEn,
} from '#content/report-pack'
import { type Locale, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { CONTACT_WAYS, type ContactWay, PAY_METHODS, type PayMethod, type ReportDraft, SHARED_KINDS, type SharedKind } from '#shared/report'

export interface PackField {
  id: string
  label: string
  value: string
}

export interface PackPart {
  id: AgencyId
  name: string
  how: string
  expect: string
  link?: AgencyLink
  phones: readonly { display: string; tel: string }[]
  forwardTo?: string
  /** The agency's form first asks for the person's own details, which the pack leaves out. */
  asksForYours: boolean
  fields: PackField[]
}

const ASKS_FOR_YOURS: ReadonlySet<AgencyId> = new Set(['ftc', 'ic3', 'cafc', 'condusef', 'profeco'])

const contactWord: Record<ContactWay, () => string> = {
  phone: () => m.report_contact_phone(),
  text: () => m.report_contact_text(),
  email: () => m.report_contact_email(),
  website: () => m.report_contact_website(),
  social: () => m.report_contact_social(),
  mail: () => m.report_contact_mail(),
  'in-person': () => m['report_contact_in-person'](),
}
const paidWord: Record<PayMethod, () => string> = {
  'gift-card': () => m['report_paid_gift-card'](),
  wire: () => m.report_paid_wire(),
  'bank-transfer': () => m['report_paid_bank-transfer'](),
  card: () => m.report_paid_card(),
  crypto: () => m.report_paid_crypto(),
  cash: () => m.report_paid_cash(),
  'payment-app': () => m['report_paid_payment-app'](),
  check: () => m.report_paid_check(),
}
const sharedWord: Record<SharedKind, () => string> = {
  'id-number': () => m['report_shared_id-number'](),
  'bank-login': () => m['report_shared_bank-login'](),
  'card-number': () => m['report_shared_card-number'](),
  'id-document': () => m['report_shared_id-document'](),
  'remote-access': () => m['report_shared_remote-access'](),
  passwords: () => m.report_shared_passwords(),
}

const table = <K extends string>(keys: readonly K[], words: Record<K, () => string>) =>
  Object.fromEntries(keys.map((k) => [k, words[k]()])) as Record<K, string>

/** The option words, in the current language. */
export function optionWords(): OptionWords {
  return { contact: table(CONTACT_WAYS, contactWord), paid: table(PAY_METHODS, paidWord), shared: table(SHARED_KINDS, sharedWord) }
}
export const optionLabel = { contact: contactWord, paid: paidWord, shared: sharedWord }

/** Every part of the pack for this account, in order. */
export function buildPack(draft: ReportDraft, locale: Locale): PackPart[] {
  const words = pick({ en: packEn, es: packEs, fr: packFr }, locale)
  const options = optionWords()
  return agenciesFor(draft).map((agency) => {
    const own = words.agencies[agency.id]
    const { link, phones } = agencyContacts(agency, locale)
    return {
      id: agency.id,
      name: agencyName(agency, own, locale),
      how: own.how,
      expect: own.expect,
      link,
      phones,
      forwardTo: agency.forwardTo,
      asksForYours: ASKS_FOR_YOURS.has(agency.id),
      fields: agency.fields.map(([id, answer]) => ({ id, label: own.fields[id] ?? id, value: answerText(draft, answer, options) })),
    }
  })
}
