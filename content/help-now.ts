// "I think I've been scammed" (/help-now): what can have happened, and the ordered steps
// for each country, with the exact number or site for each. Every number and address here is listed
// with its official source in docs/decisions/062-help-now-numbers.md; check it there before changing it.
//
// The words (contacts' names, what each step says, the note for the chat) are data: other languages
// say them in content/<locale>/help-now.json, put on this module's structure by `translated`
// (content/<locale>/help-now.ts). The ids, numbers and addresses (contactsIn, with each language's own
// official sites: `sitesIn`), the rules (which step for which situation and country, in which order,
// with which contacts: stepsIn) and the functions live here only and take the words as a parameter.

import {
  type Country,
  countries,
  RESIDENT_COUNTRIES,
  type Situation,
  situations,
  type TranslatedChoices,
} from './help-now-choices'
import { LOCALE_HOME_COUNTRY, type Locale } from './locales.ts'

export * from './help-now-choices'

export interface Contact {
  /** Who: "Federal Trade Commission (FTC)". */
  name: string
  /** As printed: "1-877-382-4357". */
  phone?: string
  /** `tel:` link for the number. */
  tel?: string
  /** As printed: "ReportFraud.ftc.gov". */
  site?: string
  url?: string
}

export interface Step {
  id: string
  /** A short instruction, first words in bold on the page. */
  title: string
  text: string
  contacts?: Contact[]
}

/** What a step says (its id is its key in `steps`), with its contacts. */
export type StepWords = Omit<Step, 'id'>

/** A step's words in one language: all of it but the contacts, which are the same in every language. */
export type StepText = Pick<Step, 'title' | 'text'>

interface StepRule {
  id: StepId
  /** Shown when any of these happened; 'always' for every plan. */
  when: readonly Situation[] | 'always'
  countries: readonly Country[]
  /** Who to call or write to, shown under the step. */
  contacts?: readonly ContactId[]
}

const BOTH: readonly Country[] = ['us', 'ca']
/** People who live in Mexico, Panama or Costa Rica (their own plan). */
const LIVE_THERE: readonly Country[] = RESIDENT_COUNTRIES
/** Where the reader's own bank and local police are the first call: home, or the country they live in. */
const HOME: readonly Country[] = [...BOTH, ...LIVE_THERE]
/** Steps that work the same wherever the reader lives. */
const ALL: readonly Country[] = [...HOME, 'abroad']

// ---- contacts -------------------------------------------------------------------------------------
const contactList = {
  emergency: { name: 'Emergency', phone: '911', tel: 'tel:911' },
  ftc: { name: 'Federal Trade Commission (FTC)', site: 'ReportFraud.ftc.gov', url: 'https://reportfraud.ftc.gov/', phone: '1-877-382-4357', tel: 'tel:+18773824357' },
  ic3: { name: "FBI's Internet Crime Complaint Center (IC3)", site: 'IC3.gov', url: 'https://www.ic3.gov/' },
  identityTheft: { name: 'IdentityTheft.gov (run by the FTC)', site: 'IdentityTheft.gov', url: 'https://www.identitytheft.gov/' },
  ssaOig: { name: 'Social Security Office of the Inspector General', site: 'oig.ssa.gov', url: 'https://oig.ssa.gov/' },
  medicare: { name: 'Medicare', phone: '1-800-MEDICARE (1-800-633-4227)', tel: 'tel:+18006334227' },
  hhsOig: { name: 'HHS Office of Inspector General', phone: '1-800-HHS-TIPS (1-800-447-8477)', tel: 'tel:+18004478477', site: 'oig.hhs.gov', url: 'https://oig.hhs.gov/' },
  equifax: { name: 'Equifax', phone: '1-888-298-0045', tel: 'tel:+18882980045' },
  experian: { name: 'Experian', phone: '1-888-397-3742', tel: 'tel:+18883973742' },
  transunion: { name: 'TransUnion', phone: '1-888-909-8872', tel: 'tel:+18889098872' },
  aarp: { name: 'AARP Fraud Watch Network Helpline (free, for anyone)', phone: '877-908-3360', tel: 'tel:+18779083360' },
  elderFraud: { name: 'National Elder Fraud Hotline (US Department of Justice)', phone: '1-833-372-8311', tel: 'tel:+18333728311' },
  cafc: { name: 'Canadian Anti-Fraud Centre', phone: '1-888-495-8501', tel: 'tel:+18884958501', site: 'antifraudcentre-centreantifraude.ca', url: 'https://antifraudcentre-centreantifraude.ca/' },
  serviceCanada: { name: 'Service Canada (Social Insurance Number)', phone: '1-866-274-6627', tel: 'tel:+18662746627' },
  equifaxCa: { name: 'Equifax Canada', phone: '1-800-465-7166', tel: 'tel:+18004657166' },
  transunionCa: { name: 'TransUnion Canada', phone: '1-800-663-9980', tel: 'tel:+18006639980' },
  // Quebec (issue 46; sources and dates in docs/content.md).
  sq: { name: 'Sûreté du Québec (Quebec provincial police)', phone: '310-4141', tel: 'tel:3104141' },
  aideAbus: { name: 'Elder Mistreatment Helpline (Ligne Aide Abus Aînés, Quebec)', phone: '1-888-489-2287', tel: 'tel:+18884892287' },
  cra: { name: 'Canada Revenue Agency (CRA)', site: 'canada.ca/en/revenue-agency', url: 'https://www.canada.ca/en/revenue-agency.html' },
  revenuQuebec: { name: 'Revenu Québec', site: 'revenuquebec.ca', url: 'https://www.revenuquebec.ca/en/' },
  opc: {
    name: 'Office de la protection du consommateur (Quebec’s consumer protection office)',
    site: 'opc.gouv.qc.ca',
    url: 'https://www.opc.gouv.qc.ca/en/',
  },
  // Where people live in Mexico, Panama and Costa Rica: local numbers, dialled there. Condusef and
  // Profeco as in the official-contacts directory, which the report pack reads (no number: none was
  // confirmed on their own or a government page); tests/unit/help-now.test.ts holds the two lists equal.
  condusef: { name: 'Condusef (Mexico’s office for complaints against banks)', site: 'condusef.gob.mx', url: 'https://www.condusef.gob.mx/' },
  profeco: { name: 'Profeco (Mexico’s consumer protection office)', site: 'gob.mx/profeco', url: 'https://www.gob.mx/profeco' },
  acodeco: {
    name: 'ACODECO (Panama’s consumer protection authority)',
    phone: '510-1300',
    tel: 'tel:+5075101300',
    site: 'acodeco.gob.pa',
    url: 'https://www.acodeco.gob.pa/',
  },
  meic: {
    name: 'MEIC consumer office (Costa Rica)',
    phone: '800-266-7866',
    tel: 'tel:+5068002667866',
    site: 'meic.go.cr',
    url: 'https://www.meic.go.cr/',
  },
  oij: {
    name: 'OIJ (Costa Rica’s judicial police)',
    site: 'sitiooij.poder-judicial.go.cr',
    url: 'https://sitiooij.poder-judicial.go.cr/',
  },
  // Outside the US and Canada (decision 114): sites only, no number that would need dialling from abroad.
  acsMexico: { name: 'US Embassy in Mexico, American Citizen Services', site: 'mx.usembassy.gov', url: 'https://mx.usembassy.gov/' },
  acsPanama: { name: 'US Embassy in Panama, American Citizen Services', site: 'pa.usembassy.gov', url: 'https://pa.usembassy.gov/' },
  acsCostaRica: { name: 'US Embassy in Costa Rica, American Citizen Services', site: 'cr.usembassy.gov', url: 'https://cr.usembassy.gov/' },
  econsumer: { name: 'econsumer.gov (consumer protection agencies of many countries)', site: 'econsumer.gov', url: 'https://www.econsumer.gov/' },
  ewrc: { name: 'Global Affairs Canada, Emergency Watch and Response Centre', phone: '+1 613-996-8885', tel: 'tel:+16139968885' },
  cafcOnline: {
    name: 'Canadian Anti-Fraud Centre (online)',
    site: 'antifraudcentre-centreantifraude.ca',
    url: 'https://antifraudcentre-centreantifraude.ca/',
  },
} satisfies Record<string, Contact>

export type ContactId = keyof typeof contactList

/** Who to call or write to, by id; each step lists the ids of its contacts in RULES. */
export const contacts: Readonly<Record<ContactId, Contact>> = contactList

/**
 * The contacts in another language: the same numbers, `tel:` links and addresses, with the names in
 * that language and, where an agency has its own site in that language, that site instead.
 */
export function contactsIn(
  names: Readonly<Record<ContactId, string>>,
  ownSites: Readonly<Partial<Record<ContactId, Pick<Contact, 'site' | 'url'>>>> = {},
): Record<ContactId, Contact> {
  const ids = Object.keys(contactList) as ContactId[]
  return Object.fromEntries(ids.map((id) => [id, { ...contactList[id], name: names[id], ...ownSites[id] }])) as Record<ContactId, Contact>
}

/**
 * Where an agency has its own site in another language, that site instead of the English one: the
 * FTC's Spanish sites (ReporteFraude.ftc.gov, RobodeIdentidad.gov) and the Canadian Anti-Fraud
 * Centre's French home page. The US agencies' sites stay in English in French, having no French version.
 */
const sitesIn: Readonly<Record<Exclude<Locale, 'en'>, Partial<Record<ContactId, Pick<Contact, 'site' | 'url'>>>>> = {
  es: {
    ftc: { site: 'ReporteFraude.ftc.gov', url: 'https://reportefraude.ftc.gov/' },
    identityTheft: { site: 'RobodeIdentidad.gov', url: 'https://www.robodeidentidad.gov/' },
  },
  fr: {
    cafc: { site: 'antifraudcentre-centreantifraude.ca', url: 'https://antifraudcentre-centreantifraude.ca/index-fra.htm' },
    cafcOnline: { site: 'antifraudcentre-centreantifraude.ca', url: 'https://antifraudcentre-centreantifraude.ca/index-fra.htm' },
    cra: { site: 'canada.ca/fr/agence-revenu', url: 'https://www.canada.ca/fr/agence-revenu.html' },
    revenuQuebec: { site: 'revenuquebec.ca', url: 'https://www.revenuquebec.ca/fr/' },
    opc: { site: 'opc.gouv.qc.ca', url: 'https://www.opc.gouv.qc.ca/' },
  },
}

// ---- steps, most urgent first -------------------------------------------------------------------
/** What each step says, by id (its contacts are in RULES). */
const stepText = {
  danger: {
    title: 'If anyone is in danger, call 911.',
    text: 'Call 911 if someone threatens you, says they are coming to your home, or you feel unsafe.',
  },
  'hang-up': {
    title: 'Hang up now.',
    text: 'You do not need to be polite or explain. Do not call back any number they gave you. If they call again, do not answer.',
  },
  courier: {
    title: 'If a courier is coming back for money, do not open the door.',
    text: 'Call 911 or your local police and tell them a courier is coming to collect money for a scam.',
  },
  disconnect: {
    title: 'Disconnect the computer from the internet.',
    text: 'Unplug its internet cable or turn off Wi-Fi, or simply shut it down. Do not log in to your bank or e-mail on it until it has been checked.',
  },
  bank: {
    title: 'Call your bank now.',
    text: 'Use the number on the back of your bank card or on your statement, not a number from the caller. Say it is fraud. Ask them to stop or recall payments, watch your accounts, and give you a new card, PIN and online banking password.',
  },
  'wire-recall': {
    title: 'Ask for the wire or transfer to be recalled.',
    text: 'If you used a money transfer company instead of your bank, call the number on its website or receipt. The sooner you call, the better the chance of stopping it.',
  },
  'card-issuer': {
    title: 'Call the number on the back of the card you paid with.',
    text: 'Tell them the payment was a scam. Ask them to dispute the charge (a "chargeback"), block the card and send you a new one.',
  },
  'gift-card-brand': {
    title: 'Call the company that issued the gift card (the brand on it, such as Apple, Google Play or Amazon).',
    text: 'Not the store that sold it. Use the phone number on the back of the card, or the one on the brand’s own website. Tell them the card was used in a scam and ask them to freeze the money. Keep the cards and receipts.',
  },
  'crypto-company': {
    title: 'Contact the crypto company or crypto ATM operator.',
    text: 'Use the contact details on its own website, the ATM or your receipt. Ask them to freeze the payment. Keep the receipt and the wallet address you sent to.',
  },
  'cash-mailed': {
    title: 'If you mailed cash, call the shipping company.',
    text: 'Use the tracking number and the number on the shipping company’s own website. Ask them to stop the package.',
  },
  passwords: {
    title: 'Change your passwords from a different, safe device.',
    text: 'Start with your e-mail and your bank. Use a new password that you have not used anywhere else.',
  },
  medicare: {
    title: 'Call Medicare.',
    text: 'Tell them someone has your Medicare details. Check your Medicare statements for visits or equipment you did not get.',
  },
  'medicare-report': {
    title: 'Report Medicare fraud to the HHS Office of Inspector General.',
    text: 'They look into fraud against Medicare.',
  },
  'health-card': {
    title: 'Medicare is a US program.',
    text: 'If you gave your provincial or territorial health card details, call your health plan on the number on its own website and tell them.',
  },
  'identity-theft-us': {
    title: 'Make a recovery plan at IdentityTheft.gov.',
    text: 'It gives you a personal checklist and letters to send, and it files your report with the FTC.',
  },
  'credit-freeze-us': {
    title: 'Freeze your credit at all three credit bureaus.',
    text: 'A freeze stops anyone opening new credit in your name. It is free, and you can lift it when you need to.',
  },
  sin: {
    title: 'Call Service Canada about your Social Insurance Number.',
    text: 'Tell them someone has your SIN. They will tell you what to do next.',
  },
  'credit-alert-ca': {
    title: 'Call both credit bureaus: in Quebec, ask for a security freeze; elsewhere in Canada, a fraud alert.',
    text: 'In Quebec the security freeze is free: while it is on, the bureaus do not share your file, so no one can get credit in your name. You lift it yourself, also for free, before you apply for credit. A fraud alert asks lenders to check with you before they open credit in your name.',
  },
  'revenue-agency': {
    title: 'If the caller said they were from the Canada Revenue Agency or Revenu Québec, check your file yourself.',
    text: 'Hang up first. Then sign in to your own account on their site, or call the number on their site, typed in yourself. A caller who threatens arrest, or asks for gift cards or cryptocurrency, is a scammer.',
  },
  'report-ftc': {
    title: 'Report the scam to the FTC.',
    text: 'Reporting helps stop the people who did this. Online, or by phone if you prefer.',
  },
  'report-ic3': {
    title: 'Report it to the FBI too.',
    text: 'The FBI collects reports of scams that use the internet, e-mail, text messages or computers.',
  },
  'report-ssa': {
    title: 'If the caller said they were from Social Security, report it.',
    text: 'Social Security’s Inspector General takes reports of people who pretend to be from Social Security.',
  },
  'elder-fraud': {
    title: 'If you are 60 or older, you can call the National Elder Fraud Hotline.',
    text: 'A case manager helps you report the fraud and tells you what to do next.',
  },
  'report-cafc': {
    title: 'Report the scam to the Canadian Anti-Fraud Centre.',
    text: 'Online or by phone. Reporting helps stop the people who did this.',
  },
  police: {
    title: 'Report it to your local police.',
    text: 'Use their non-emergency number. Ask for a report number: your bank may ask for it.',
  },
  'police-quebec': {
    title: 'In Quebec, your local police is your town’s police or the Sûreté du Québec.',
    text: 'Where the Sûreté du Québec polices your town, call 310-4141, or *4141 from a cell phone. In an emergency, 911.',
  },
  'consumer-quebec': {
    title: 'In Quebec, if a business took your money, call the Office de la protection du consommateur.',
    text: 'It tells you your rights and takes complaints against businesses, for example a fake computer repair service.',
  },
  'helpline-quebec': {
    title: 'In Quebec, talk it through with someone who understands.',
    text: 'The Elder Mistreatment Helpline (Ligne Aide Abus Aînés) answers every day from 8 a.m. to 8 p.m., for older people and for those close to them.',
  },
  'report-fiscalia-mx': {
    title: 'Make a formal complaint (denuncia) at your state’s public prosecutor’s office (Fiscalía).',
    text: 'Bring your notes and receipts. Ask for a copy: your bank may ask for it.',
  },
  'report-condusef': {
    title: 'If your bank does not help, complain to Condusef.',
    text: 'It handles complaints against banks and other financial companies in Mexico. Call your bank first and write down the complaint number it gives you.',
  },
  'report-profeco': {
    title: 'If a business took your money, complain to Profeco.',
    text: 'It handles complaints against businesses in Mexico, for example a fake repair service or a seller who never delivered.',
  },
  'report-acodeco': {
    title: 'If a business took your money, complain to ACODECO.',
    text: 'Panama’s consumer protection authority takes complaints against businesses, for example a fake repair service or a seller who never delivered.',
  },
  'report-meic': {
    title: 'If a business took your money, complain to the MEIC consumer office.',
    text: 'Costa Rica’s consumer office takes complaints against businesses, for example a fake repair service or a seller who never delivered.',
  },
  'report-oij': {
    title: 'Report the fraud to the OIJ.',
    text: 'Costa Rica’s judicial police investigates fraud. Go to any OIJ office with your notes and receipts, and ask for a copy of your report.',
  },
  aarp: {
    title: 'Talk it through with someone who understands.',
    text: 'AARP’s Fraud Watch Network helpline is free and open to anyone, member or not.',
  },
  records: {
    title: 'Write down what happened while you remember it.',
    text: 'Dates, times, names they used, phone numbers, amounts, and how you paid. Keep receipts, cards and messages.',
  },
  'abroad-card': {
    title: 'Call your bank or card company on the international number on the back of your card.',
    text: 'A US toll-free number often does not work from Mexico, Panama or Costa Rica. Cards and statements usually also give a number to call from abroad (sometimes collect). Say it is fraud and ask them to stop payments.',
  },
  'abroad-emergency': {
    title: 'In danger now? Call your local emergency number.',
    text: 'In Mexico, Panama and Costa Rica it is 911. Then report it to the local police and ask for a report number.',
  },
  'abroad-embassy': {
    title: 'If you are a US citizen, contact the US embassy’s American Citizen Services.',
    text: 'They help US citizens who are victims of crime abroad: who to tell locally, and how to reach family. Find their contact page on your embassy’s own site, typed yourself.',
  },
  'abroad-canada': {
    title: 'If you are a Canadian citizen, call Global Affairs Canada’s Emergency Watch and Response Centre.',
    text: 'It helps Canadians in trouble abroad, 24 hours a day, and accepts collect calls. You can also write to sos@international.gc.ca.',
  },
  'abroad-econsumer': {
    title: 'Report a scam across borders at econsumer.gov.',
    text: 'It shares reports with consumer protection agencies of many countries, including the FTC. Then make your own country’s reports below, which you can make online from anywhere.',
  },
  'report-cafc-abroad': {
    title: 'If you are Canadian, report it to the Canadian Anti-Fraud Centre too.',
    text: 'Online, from anywhere.',
  },
  'recovery-scam': {
    title: 'Watch for a second scam.',
    text: 'Anyone who calls promising to get your money back for a fee is a scammer too. Government agencies never charge to help you.',
  },
} satisfies Record<string, StepText>
export type StepId = keyof typeof stepText

/** The US embassy's citizen services in each country where readers live. */
const EMBASSY_IN: Readonly<Record<(typeof RESIDENT_COUNTRIES)[number], ContactId>> = {
  mx: 'acsMexico',
  pa: 'acsPanama',
  cr: 'acsCostaRica',
}

// The order of this list is the order on the page. A plan is the rules that match, in this order.
const RULES: StepRule[] = [
  { id: 'danger', when: 'always', countries: BOTH, contacts: ['emergency'] },
  { id: 'abroad-emergency', when: 'always', countries: [...LIVE_THERE, 'abroad'], contacts: ['emergency'] },
  { id: 'hang-up', when: ['on-the-line'], countries: ALL },
  { id: 'courier', when: ['cash'], countries: HOME, contacts: ['emergency'] },
  { id: 'disconnect', when: ['remote'], countries: ALL },
  { id: 'bank', when: ['bank-login', 'wire', 'remote', 'id-number', 'cash'], countries: HOME },
  { id: 'abroad-card', when: ['bank-login', 'wire', 'remote', 'id-number', 'cash', 'card'], countries: ['abroad'] },
  { id: 'wire-recall', when: ['wire'], countries: ALL },
  { id: 'card-issuer', when: ['card'], countries: HOME },
  { id: 'gift-card-brand', when: ['gift-card'], countries: ALL },
  { id: 'crypto-company', when: ['crypto'], countries: ALL },
  { id: 'cash-mailed', when: ['cash'], countries: HOME },
  { id: 'passwords', when: ['remote', 'bank-login'], countries: ALL },
  { id: 'report-fiscalia-mx', when: 'always', countries: ['mx'] },
  { id: 'report-condusef', when: ['bank-login', 'wire', 'card', 'remote', 'id-number'], countries: ['mx'], contacts: ['condusef'] },
  { id: 'report-profeco', when: ['card', 'gift-card', 'remote', 'wire'], countries: ['mx'], contacts: ['profeco'] },
  { id: 'report-acodeco', when: ['card', 'gift-card', 'remote', 'wire'], countries: ['pa'], contacts: ['acodeco'] },
  { id: 'report-oij', when: 'always', countries: ['cr'], contacts: ['oij'] },
  { id: 'report-meic', when: ['card', 'gift-card', 'remote', 'wire'], countries: ['cr'], contacts: ['meic'] },
  { id: 'abroad-embassy', when: 'always', countries: ['abroad'], contacts: ['acsMexico', 'acsPanama', 'acsCostaRica'] },
  { id: 'abroad-canada', when: 'always', countries: ['abroad'], contacts: ['ewrc'] },
  { id: 'abroad-econsumer', when: 'always', countries: ['abroad'], contacts: ['econsumer'] },
  { id: 'report-cafc-abroad', when: 'always', countries: ['abroad'], contacts: ['cafcOnline'] },
  { id: 'medicare', when: ['medicare'], countries: ['us'], contacts: ['medicare'] },
  { id: 'medicare-report', when: ['medicare'], countries: ['us'], contacts: ['hhsOig'] },
  { id: 'health-card', when: ['medicare'], countries: ['ca'] },
  { id: 'identity-theft-us', when: ['id-number', 'bank-login', 'remote', 'medicare'], countries: ['us', 'abroad'], contacts: ['identityTheft'] },
  { id: 'credit-freeze-us', when: ['id-number', 'bank-login', 'remote'], countries: ['us'], contacts: ['equifax', 'experian', 'transunion'] },
  { id: 'sin', when: ['id-number'], countries: ['ca'], contacts: ['serviceCanada'] },
  { id: 'credit-alert-ca', when: ['id-number', 'bank-login', 'remote'], countries: ['ca'], contacts: ['equifaxCa', 'transunionCa'] },
  { id: 'revenue-agency', when: ['id-number', 'on-the-line'], countries: ['ca'], contacts: ['cra', 'revenuQuebec'] },
  { id: 'report-ftc', when: 'always', countries: ['us'], contacts: ['ftc'] },
  { id: 'report-ic3', when: ['remote', 'crypto', 'wire', 'gift-card', 'bank-login', 'card', 'on-the-line'], countries: ['us', 'abroad'], contacts: ['ic3'] },
  { id: 'report-ssa', when: ['id-number', 'on-the-line'], countries: ['us'], contacts: ['ssaOig'] },
  { id: 'elder-fraud', when: 'always', countries: ['us'], contacts: ['elderFraud'] },
  { id: 'report-cafc', when: 'always', countries: ['ca'], contacts: ['cafc'] },
  { id: 'police', when: 'always', countries: ['us', 'ca', 'pa'] },
  { id: 'police-quebec', when: 'always', countries: ['ca'], contacts: ['sq'] },
  { id: 'consumer-quebec', when: ['remote', 'card', 'wire'], countries: ['ca'], contacts: ['opc'] },
  { id: 'aarp', when: 'always', countries: ['us'], contacts: ['aarp'] },
  { id: 'helpline-quebec', when: 'always', countries: ['ca'], contacts: ['aideAbus'] },
  { id: 'records', when: 'always', countries: ALL },
  { id: 'recovery-scam', when: 'always', countries: ALL },
]

/** Each step's words in one language with its contacts in that language, by id, in page order. */
export function stepsIn(
  text: Readonly<Record<StepId, StepText>>,
  inLanguage: Readonly<Record<ContactId, Contact>>,
): Record<StepId, StepWords> {
  const contactsOf = new Map(RULES.map((r) => [r.id, r.contacts]))
  const ids = Object.keys(stepText) as StepId[]
  return Object.fromEntries(
    ids.map((id) => {
      const own = contactsOf.get(id)
      return [id, { ...text[id], ...(own ? { contacts: own.map((c) => inLanguage[c]) } : {}) }]
    }),
  ) as Record<StepId, StepWords>
}

/** What each step says, by id, with its contacts. */
export const steps = stepsIn(stepText, contacts)

/** The note's own words (see `situationNote`). */
export const note = {
  from: 'From the "I think I\'ve been scammed" page.',
  country: 'Country:',
  notGiven: 'not given',
  happened: 'What happened:',
  nothing: '(nothing chosen)',
}

/** Everything this module says to a reader, in one language (`translated`: another language). */
export interface HelpNowWords {
  countries: TranslatedChoices<typeof countries>
  situations: TranslatedChoices<typeof situations>
  contacts: Readonly<Record<ContactId, Contact>>
  steps: Readonly<Record<StepId, StepWords>>
  note: typeof note
  /** The heading of the citizens' plan shown beside a resident's plan (Mexico, Panama, Costa Rica). */
  citizensThere: string
  /** The page's own readers' country, whose plan comes first when none is chosen (Canada in French). */
  home: Country | null
}

/** The heading of the citizens' plan beside the plan for people who live in Mexico, Panama or Costa Rica. */
const citizensThere = 'If you are a US or Canadian citizen'

export const words: HelpNowWords = { countries, situations, contacts, steps, note, citizensThere, home: LOCALE_HOME_COUNTRY.en }

/** A plan: the steps for one country, most urgent first. */
export interface CountryPlan {
  country: Country
  heading: string
  steps: Step[]
}

/**
 * The steps for what happened, for the country asked. With none, the US and Canada, the page's own
 * readers' country first (Canada in French). For Mexico, Panama or Costa Rica, the plan for people who
 * live there, then the plan for US and Canadian citizens there without the steps already given.
 */
export function planFor(
  countryChoice: Country | undefined,
  happened: readonly Situation[],
  w: HelpNowWords = words,
): CountryPlan[] {
  const plan = (k: HelpNowWords['countries'][number]): CountryPlan => ({
    country: k.value,
    heading: k.heading,
    steps: RULES.filter(
      (r) => r.countries.includes(k.value) && (r.when === 'always' || r.when.some((s) => happened.includes(s))),
    ).map((r): Step => ({ id: r.id, ...w.steps[r.id] })),
  })
  if (!countryChoice) {
    const both = w.countries.filter((k) => BOTH.includes(k.value))
    return [...both.filter((k) => k.value === w.home), ...both.filter((k) => k.value !== w.home)].map(plan)
  }
  const chosen = w.countries.filter((k) => k.value === countryChoice).map(plan)
  if (!LIVE_THERE.includes(countryChoice)) return chosen
  const given = new Set(chosen.flatMap((p) => p.steps.map((s) => s.id)))
  const citizens = w.countries.filter((k) => k.value === 'abroad').map(plan)
  // The embassy of the country chosen, not the three.
  const embassy = w.contacts[EMBASSY_IN[countryChoice as (typeof RESIDENT_COUNTRIES)[number]]]
  const own = (s: Step): Step => (s.id === 'abroad-embassy' ? { ...s, contacts: [embassy] } : s)
  return [
    ...chosen,
    ...citizens.map((p) => ({ ...p, heading: w.citizensThere, steps: p.steps.filter((s) => !given.has(s.id)).map(own) })),
  ]
}

/** Every contact on the page, for tests and the decision record. */
export function allContacts(w: HelpNowWords = words): Contact[] {
  return Object.values(w.contacts)
}

/** The plain-text note that goes with "Chat now" and "Call me back": what happened, not the steps. */
export function situationNote(
  country: Country | undefined,
  happened: readonly Situation[],
  w: HelpNowWords = words,
): string {
  const where = w.countries.find((k) => k.value === country)?.label ?? w.note.notGiven
  const what = w.situations.filter((s) => happened.includes(s.value)).map((s) => `- ${s.label}`)
  return [
    w.note.from,
    `${w.note.country} ${where}`,
    w.note.happened,
    ...(what.length > 0 ? what : [`- ${w.note.nothing}`]),
  ].join('\n')
}

/** What a language other than English says: the words only (content/<locale>/help-now.json). */
export interface HelpNowTranslation {
  /** Each contact's name, by id (its numbers and addresses are this module's). */
  contacts: Record<ContactId, string>
  /** Each step's words, by id (its contacts and place come from RULES). */
  steps: Record<StepId, StepText>
  note: typeof note
  citizensThere: string
}

/**
 * This module in another language: `words` on the English contacts and steps, with that language's
 * choices (content/<locale>/help-now-choices.ts) and its agencies' own sites.
 */
export function translated(
  where: string,
  words: HelpNowTranslation,
  choices: Pick<HelpNowWords, 'countries' | 'situations'>,
  locale: Exclude<Locale, 'en'>,
) {
  for (const [list, english] of [[words.contacts, contactList], [words.steps, stepText]] as const) {
    const extra = Object.keys(list).filter((id) => !(id in english))
    if (extra.length > 0) throw new Error(`${where}: words for ${extra.join(', ')}, which the English lists do not have`)
  }
  const contacts = contactsIn(words.contacts, sitesIn[locale])
  const steps = stepsIn(words.steps, contacts)
  const all: HelpNowWords = { ...choices, contacts, steps, note: words.note, citizensThere: words.citizensThere, home: LOCALE_HOME_COUNTRY[locale] }
  return { contacts, steps, note: words.note, words: all }
}
