// "Report it once" (issue 45): which agencies get a report, for which country and what happened, and
// each agency's part of the report pack: its fields in the order and the words of the agency's own form,
// where to file, and what to expect. Numbers, addresses and the form's questions come from the public
// pages named in `source` (checked on the date given; docs/report-it-once.md lists them all). What we
// could not confirm is left out. The person's own name, address and phone are never in the pack: they
// type those on the agency's form themselves.
// Spanish and French words: content/es/report-pack.json, content/fr/report-pack.json (same keys).
import { OFFICIAL_ENTRIES, type OfficialEntry } from './official-directory.ts'
import type { ContactWay, PayMethod, ReportCountry, ReportDraft, SharedKind } from './report-draft.ts'

export type AgencyId = 'ftc' | 'ic3' | 'cafc' | 'police' | 'bank' | 'gift-card' | 'carrier' | 'condusef' | 'profeco'

/** What the person gave, read for one field. */
export type Answer = 'what' | 'when' | 'contact' | 'amount' | 'paid' | 'payment' | 'bank' | 'giftCard' | 'scammer' | 'shared'

export interface Source {
  url: string
  /** The date the stored public page was read. */
  checked: string
}

export interface AgencyLink {
  /** What the link shows, e.g. "ReportFraud.ftc.gov". */
  site: string
  url: string
}

export interface Agency {
  id: AgencyId
  countries: readonly ReportCountry[]
  /** Whether this agency applies to what happened (always, when nothing says otherwise). */
  applies: (draft: ReportDraft) => boolean
  /**
   * The agency's entry in the official-contacts directory (content/official-directory-entries.ts, the
   * list /official-contacts shows): its names, web address (and Spanish or French door) and phone
   * numbers are read from there, each with the source the directory records. No copy here.
   */
  directory?: string
  /** Where to look, for a part that is not an agency in the directory (the FTC's gift-card page). */
  link?: { en: AgencyLink; es?: AgencyLink; fr?: AgencyLink }
  /** The text-forwarding short code (7726). */
  forwardTo?: string
  /** The fields of the agency's form, in its order: field id → the answer that fills it. */
  fields: readonly (readonly [string, Answer])[]
  sources: readonly Source[]
}

const CHECKED = '2026-12-04'
const paidAny = (d: ReportDraft) => d.paid.length > 0 || d.amount.trim() !== '' || d.payment.trim() !== ''
const online = (d: ReportDraft) => d.contact.some((c) => c === 'email' || c === 'website' || c === 'social' || c === 'text')
const moneyByBank = (d: ReportDraft) =>
  d.paid.some((p) => p === 'wire' || p === 'bank-transfer' || p === 'card' || p === 'payment-app' || p === 'check') ||
  d.shared.some((s) => s === 'bank-login' || s === 'card-number') ||
  d.bank.trim() !== ''

/** Every agency, in the order a person should reach them: money first, then the reports. */
export const agencies: readonly Agency[] = [
  {
    id: 'bank',
    countries: ['us', 'ca', 'mx'],
    applies: (d) => moneyByBank(d) || paidAny(d),
    fields: [
      ['date', 'when'],
      ['amount', 'amount'],
      ['how', 'paid'],
      ['references', 'payment'],
      ['to', 'scammer'],
      ['shared', 'shared'],
    ],
    sources: [{ url: 'http://www.antifraudcentre-centreantifraude.ca/victim-victime/index-eng.htm', checked: CHECKED }],
  },
  {
    id: 'gift-card',
    countries: ['us', 'ca', 'mx'],
    applies: (d) => d.paid.includes('gift-card') || d.giftCard.trim() !== '',
    link: { en: { site: 'ftc.gov/giftcards', url: 'https://www.ftc.gov/giftcards' } },
    fields: [
      ['brand', 'giftCard'],
      ['numbers', 'payment'],
      ['amount', 'amount'],
      ['date', 'when'],
    ],
    sources: [{ url: 'https://www.ftc.gov/giftcards', checked: CHECKED }],
  },
  {
    id: 'police',
    countries: ['us', 'ca', 'mx'],
    applies: () => true,
    fields: [
      ['what', 'what'],
      ['when', 'when'],
      ['how', 'contact'],
      ['lost', 'amount'],
      ['paid', 'paid'],
      ['references', 'payment'],
      ['who', 'scammer'],
      ['shared', 'shared'],
    ],
    sources: [{ url: 'http://www.antifraudcentre-centreantifraude.ca/victim-victime/index-eng.htm', checked: CHECKED }],
  },
  {
    id: 'ftc',
    countries: ['us'],
    applies: () => true,
    directory: 'ftc',
    // ReportFraud's steps, in order: what it was about, whether you paid and how much, how, when, how it
    // started, the company or person, their address / phone / e-mail, then anything else.
    fields: [
      ['category', 'what'],
      ['amount', 'amount'],
      ['method', 'paid'],
      ['date', 'when'],
      ['start', 'contact'],
      ['scammer', 'scammer'],
      ['more', 'payment'],
    ],
    sources: [
      { url: 'https://kb.blackcloak.io/en/articles/9414273', checked: CHECKED },
      { url: 'https://en.wikisource.org./wiki/Five_tips_for_reporting_a_scam', checked: CHECKED },
    ],
  },
  {
    id: 'ic3',
    countries: ['us', 'mx'],
    applies: (d) => online(d) || d.paid.some((p) => p === 'crypto' || p === 'wire'),
    directory: 'ic3',
    // The IC3's own list of what its complaint form asks: the victim (yours, typed by you), the financial
    // transactions, the subject (who did it), how you were victimized, e-mail headers, anything else.
    fields: [
      ['transactions', 'payment'],
      ['date', 'when'],
      ['amount', 'amount'],
      ['subject', 'scammer'],
      ['how', 'what'],
    ],
    sources: [{ url: 'https://www.ic3.gov/?redirect=true', checked: CHECKED }],
  },
  {
    id: 'cafc',
    countries: ['ca'],
    applies: () => true,
    directory: 'cafc',
    // No fields: no stored public copy shows the questions of its online form (a new one since
    // November 2025, the RCMP's release says), so none are guessed; the police part holds the answers.
    fields: [],
    sources: [
      { url: 'http://www.antifraudcentre-centreantifraude.ca/victim-victime/index-eng.htm', checked: CHECKED },
      { url: 'https://ic.gc.ca/eic/site/oca-bc.nsf/eng/h_ca02228.html', checked: CHECKED },
      { url: 'https://www.newswire.ca/fr/news-releases/la-grc-lance-le-nouveau-systeme-national-de-signalement-des-incidents-de-cybercriminalite-et-de-fraude-825268412.html', checked: '2026-12-05' },
    ],
  },
  {
    id: 'carrier',
    countries: ['us', 'ca'],
    applies: (d) => d.contact.includes('text'),
    forwardTo: '7726',
    fields: [['sender', 'scammer']],
    sources: [
      { url: 'https://www.telus.com/en/qc/business/support/article/report-spam-texts-smartphone', checked: CHECKED },
      { url: 'https://www.freedommobile.ca/en-CA/protect-against-spam-texts', checked: CHECKED },
      { url: 'https://www.blockspamtexts.com/forward-spam-text-to-7726', checked: CHECKED },
    ],
  },
  {
    id: 'condusef',
    countries: ['mx'],
    applies: (d) => moneyByBank(d) || paidAny(d),
    // The directory lists no number for Condusef: none was confirmed on its own or a government page.
    directory: 'condusef',
    // The electronic complaint portal asks for your details (typed by you), then the institution, the
    // dates of the problem and the amount, and your account of it.
    fields: [
      ['institution', 'bank'],
      ['date', 'when'],
      ['amount', 'amount'],
      ['story', 'what'],
      ['references', 'payment'],
    ],
    sources: [
      { url: 'https://www.eleconomista.com.mx/finanzaspersonales/tienes-queja-banco-guia-presentarla-condusef-casa-20251223-789139.html', checked: CHECKED },
      { url: 'https://www.elsoldemexico.com.mx/finanzas/como-presentar-una-queja-a-la-condusef-si-mi-banco-falla-7215960.html', checked: CHECKED },
      { url: 'https://www.eluniversal.com.mx/cartera/esto-puedes-hacer-si-eres-victima-de-fraude-bancario-como-la-actriz-veronica-bravo', checked: CHECKED },
    ],
  },
  {
    id: 'profeco',
    countries: ['mx'],
    applies: (d) => d.contact.some((c) => c === 'website' || c === 'social') || d.paid.includes('card'),
    // The directory lists no number for Profeco: none was confirmed on its own or a government page.
    directory: 'profeco',
    // A complaint asks for your name, address and ID (yours), the proofs, the business's name and
    // address, and a description of what happened.
    fields: [
      ['business', 'scammer'],
      ['proofs', 'payment'],
      ['story', 'what'],
      ['date', 'when'],
      ['amount', 'amount'],
    ],
    sources: [
      { url: 'https://coatzanoticias.com.mx/?p=9085', checked: CHECKED },
      { url: 'https://sociedad-noticias.com/2024/11/10/como-presentar-quejas-ante-profeco-en-caso-de-irregularidades', checked: CHECKED },
      { url: 'https://www.imagen.imagenpoblana.net/25/11/14/ante-abusos-en-buen-fin--iquest-vale-la-pena-quejarse-ante-profeco-', checked: CHECKED },
    ],
  },
]

/** The words of one agency's part of the pack. */
export interface AgencyWords {
  /** The part's name; for an agency in the directory the directory's name is used, so none here. */
  name?: string
  /** How to file: one or two plain sentences. */
  how: string
  /** What to expect afterwards. */
  expect: string
  /** Each field's label, in the agency's own words. */
  fields: Record<string, string>
}

export interface ReportPackWords {
  agencies: Record<AgencyId, AgencyWords>
}

export const words: ReportPackWords = {
  agencies: {
    bank: {
      name: 'Your bank or card company',
      how: 'Call the number on the back of your card or on your statement, not a number from the scammer. Say: “I am reporting fraud. Please stop or reverse this payment and put a fraud note on my account.”',
      expect: 'Ask for a claim number and the name of the person you spoke to. Call as soon as you can: the sooner you call, the better the chance to stop the money.',
      fields: {
        date: 'Date of the payment',
        amount: 'Amount',
        how: 'How it was paid',
        references: 'Transaction or reference numbers',
        to: 'Who the money went to',
        shared: 'What you gave them',
      },
    },
    'gift-card': {
      name: 'The gift card company',
      how: 'Call the company that sold the card, using the number on the back of the card or on the FTC’s gift card page. Keep the cards and the receipts.',
      expect: 'Ask if any money is left on the card and if they can freeze it, and ask for a reference number.',
      fields: {
        brand: 'Card brand',
        numbers: 'Card numbers and PINs',
        amount: 'Amount on the cards',
        date: 'Date you bought them',
      },
    },
    police: {
      name: 'Your local police (non-emergency line)',
      how: 'Call your police’s non-emergency number, or go to the station. If someone is in danger now, call 911.',
      expect: 'Ask for a report number (a file or occurrence number) and write it down: your bank may ask for it.',
      fields: {
        what: 'What happened',
        when: 'When',
        how: 'How they contacted you',
        lost: 'Money lost',
        paid: 'How you paid',
        references: 'Payment details',
        who: 'Who did it (names, numbers, addresses, web sites)',
        shared: 'What you gave them',
      },
    },
    ftc: {
      how: 'Report online, or call. The form asks these questions in this order; copy each answer into its box.',
      expect: 'The FTC does not answer each report one by one; it shares reports with law enforcement. Write down the report number it shows at the end.',
      fields: {
        category: 'What happened (choose the category that fits)',
        amount: 'Did you pay or send money? How much?',
        method: 'How did you pay?',
        date: 'When did you pay?',
        start: 'How did it start?',
        scammer: 'The company or person, and their address, phone number or e-mail',
        more: 'Anything else (payment details)',
      },
    },
    ic3: {
      how: 'File a complaint online. It first asks for your own name, address, phone and e-mail: type those yourself. Then copy these.',
      expect: 'Analysts review complaints and pass them to law enforcement. Save the complaint number it gives you.',
      fields: {
        transactions: 'Financial transactions (account, who received the money)',
        date: 'Transaction date',
        amount: 'Transaction amount',
        subject: 'Subject information (name, address, phone, e-mail, web site)',
        how: 'How you were victimized',
      },
    },
    cafc: {
      how: 'Report online on its own site, or call. We could not check the questions of its online form, so we do not fill them in here: copy your answers from the police part above. Have your proofs ready to upload: screenshots, receipts, texts and e-mails.',
      expect: 'Keep a list of your calls and write down every file number you are given.',
      fields: {},
    },
    carrier: {
      name: 'Your phone company (scam texts)',
      how: 'Forward the scam text to 7726 (it spells SPAM). It is free. Do not tap its links.',
      expect: 'Your phone company may text back and ask for the number the message came from: send the number below.',
      fields: { sender: 'The number the text came from' },
    },
    condusef: {
      how: 'First make your claim with your bank. Then you can file a complaint with Condusef online or by phone. It asks for your own details and ID first: type those yourself.',
      expect: 'The bank can take up to 45 days to answer your claim. Condusef can call the bank to a hearing to settle it.',
      fields: {
        institution: 'Financial institution',
        date: 'Date of the problem',
        amount: 'Amount',
        story: 'What happened',
        references: 'Reference numbers',
      },
    },
    profeco: {
      how: 'If you paid a business or an online shop that cheated you, file a complaint online, by phone, or at a Profeco office. It asks for your name, address and ID first.',
      expect: 'Profeco can call the business to a hearing, but it cannot make it pay at that hearing.',
      fields: {
        business: 'The business (name, address, web site)',
        proofs: 'Proofs (receipts, order numbers)',
        story: 'What happened',
        date: 'Date',
        amount: 'Amount',
      },
    },
  },
}

/** A translation's words, checked against the English words' shape when the module loads. */
export function translated(where: string, own: ReportPackWords): ReportPackWords {
  for (const agency of agencies) {
    const mine = own.agencies[agency.id]
    if (!mine) throw new Error(`${where}: no words for ${agency.id}`)
    if (agency.directory ? mine.name : !mine.name)
      throw new Error(`${where}: ${agency.id} ${agency.directory ? 'takes its name from the directory' : 'has no name'}`)
    const english = Object.keys(words.agencies[agency.id].fields).sort().join()
    if (Object.keys(mine.fields).sort().join() !== english) throw new Error(`${where}: ${agency.id}'s fields differ from the English ones`)
    for (const [field] of agency.fields) if (!mine.fields[field]) throw new Error(`${where}: ${agency.id} has no label for ${field}`)
  }
  const extra = Object.keys(own.agencies).filter((id) => !agencies.some((a) => a.id === id))
  if (extra.length > 0) throw new Error(`${where}: words for ${extra.join(', ')}, which the English list does not have`)
  return own
}

for (const agency of agencies) for (const [field] of agency.fields) if (!words.agencies[agency.id].fields[field]) throw new Error(`report-pack: ${agency.id}.${field} has no label`)

/** The directory entry of an agency, or undefined for a part that is not one (the bank, the police). */
export function directoryEntry(agency: Agency, entries: readonly OfficialEntry[] = OFFICIAL_ENTRIES): OfficialEntry | undefined {
  if (!agency.directory) return undefined
  const entry = entries.find((e) => e.id === agency.directory)
  if (!entry) throw new Error(`report-pack: ${agency.id} names directory entry ${agency.directory}, which is not in the directory`)
  return entry
}

for (const agency of agencies) {
  directoryEntry(agency)
  if (!agency.directory && !words.agencies[agency.id].name) throw new Error(`report-pack: ${agency.id} has no name and no directory entry`)
}

type Lang = 'en' | 'es' | 'fr'

/** A part's name in a language: the directory's name for an agency in it, else the pack's own words. */
export function agencyName(agency: Agency, own: AgencyWords, lang: Lang): string {
  return directoryEntry(agency)?.names[lang] ?? own.name ?? agency.id
}

/** Where to file (the directory's web address, its own door in the language when it has one) and its numbers. */
export function agencyContacts(agency: Agency, lang: Lang): { link?: AgencyLink; phones: { display: string; tel: string }[] } {
  const entry = directoryEntry(agency)
  if (!entry) return { link: agency.link ? (agency.link[lang] ?? agency.link.en) : undefined, phones: [] }
  const url = entry.localWebsites?.[lang] ?? entry.website
  const site = new URL(url).host.replace(/^www\./, '')
  return { link: { site, url }, phones: entry.phones.map((p) => ({ display: p.display, tel: `tel:${p.e164}` })) }
}

/** The option words the pack needs to write an answer (from the page's messages). */
export interface OptionWords {
  contact: Record<ContactWay, string>
  paid: Record<PayMethod, string>
  shared: Record<SharedKind, string>
}

/** One answer as text for a form. */
export function answerText(draft: ReportDraft, answer: Answer, options: OptionWords): string {
  switch (answer) {
    case 'contact':
      return draft.contact.map((c) => options.contact[c]).join(', ')
    case 'paid':
      return draft.paid.map((p) => options.paid[p]).join(', ')
    case 'shared':
      return [...draft.shared.map((s) => options.shared[s]), draft.sharedOther.trim()].filter(Boolean).join(', ')
    default:
      return draft[answer].trim()
  }
}

/** The agencies of a pack, for the person's country and what happened, in the order to reach them. */
export function agenciesFor(draft: ReportDraft): Agency[] {
  if (!draft.country) return []
  const country = draft.country
  return agencies.filter((a) => a.countries.includes(country) && a.applies(draft))
}
