// THE table of warning signs: every signal the checker knows, with its weight and its kind (FACTS), in
// the order they are reported, and what each one means in each language (`wordsOf`, from messages/tools/). The phrases that
// reveal a sign live in one table per language: phrases-en.ts, phrases-es.ts, phrases-fr.ts (the same
// ids; a missing one fails tsc).
// Change the rules in these three files only; `npm run bench:scam-check` and
// tests/unit/scam-check.test.ts measure every change against the labelled corpus in
// tests/fixtures/scam-check/.
//
// Phrase syntax (matched on words, lower case, accents removed, so "código" = "codigo"):
//   - words separated by spaces must follow each other;
//   - `#` is any number ("within # hours");
//   - a word ending in `*` matches any word that starts with it ("arrest*": arrest, arrested...);
//   - `negatable` signals are ignored when "not", "never", "no", "nunca"... comes just before
//     ("we will never ask for your Social Security number" is not a request for it).
// Every phrase of every language is looked for in every message, whatever its language: brand and
// product names ("western union", "zelle", "bitcoin*") sit in the English table and match in Spanish
// messages too.
// Weights: a sign of 4+ alone makes "Be careful"; 6+ in total makes "Likely a scam" (see check.ts).
// Hints (weight 1–2: a brand name, a deadline, a link to click) never count alone.

import type { Locale } from '#shared/i18n.ts'
import { m } from '#shared/paraglide/messages.js'
import type { OfficialSite } from './official-sites.ts'
import { en } from './phrases-en.ts'
import { es } from './phrases-es.ts'
import { fr } from './phrases-fr.ts'
import { type Steps, startsAt, type Token } from './text.ts'

/** The site's languages (shared/i18n.ts). */
export type Lang = Locale

export interface Explanation {
  title: string
  detail: string
}

/**
 * What kind of sign it is. `link`, `phone` and `characters` are found by the scanners (links.ts,
 * check.ts), not by words; every other kind by its phrases.
 */
export type Category =
  | 'payment'
  | 'pressure'
  | 'prize'
  | 'private-information'
  | 'remote-access'
  | 'pretext'
  | 'link'
  | 'phone'
  | 'characters'

/** A signal's facts, the same in every language. */
interface Facts {
  weight: number
  category: Category
  /** Ignored when a negation comes just before its phrase. */
  negatable?: boolean
}

const FACTS = {
  'gift-card': { weight: 6, category: 'payment', negatable: true },
  'wire-transfer': { weight: 4, category: 'payment', negatable: true },
  crypto: { weight: 5, category: 'payment', negatable: true },
  'cash-courier': { weight: 6, category: 'payment', negatable: true },
  'payment-app': { weight: 3, category: 'payment', negatable: true },
  'fee-to-claim': { weight: 4, category: 'payment', negatable: true },
  // Round 20 (retired blind24/): money lost to a scam "recovered" by an expert, a hacker or an office, for a fee: the
  // second scam aimed at people already robbed (FTC: refund and recovery scams). Four points: "Be careful" alone.
  'recovery-offer': { weight: 4, category: 'payment', negatable: true },
  urgency: { weight: 2, category: 'pressure' },
  threat: { weight: 4, category: 'pressure', negatable: true },
  'account-closed': { weight: 3, category: 'pressure', negatable: true },
  secrecy: { weight: 5, category: 'pressure' },
  // Found by check.ts from other signs, not by phrases (decision 280).
  'act-now': { weight: 2, category: 'pressure' },
  // Found by check.ts (decision 340): a named sender or a pressed payment, with a request to act.
  'asks-to-act': { weight: 1, category: 'pretext' },
  prize: { weight: 4, category: 'prize', negatable: true },
  overpayment: { weight: 4, category: 'prize', negatable: true },
  // Decision 340: a charge, a policy or an order to "cancel here" (found by its shape, NEAR_SHAPES).
  'cancel-charge': { weight: 4, category: 'pretext' },
  'asks-code': { weight: 5, category: 'private-information', negatable: true },
  'asks-password': { weight: 5, category: 'private-information', negatable: true },
  'asks-id-number': { weight: 5, category: 'private-information', negatable: true },
  // Round 19 (retired blind23/): a photo or copy of a passport or ID card asked for by message, what a thief needs to open
  // accounts in the reader's name (FTC: identity theft). Four points: "Be careful" alone.
  'asks-id-document': { weight: 4, category: 'private-information', negatable: true },
  'asks-bank-details': { weight: 5, category: 'private-information', negatable: true },
  'verify-account': { weight: 3, category: 'private-information', negatable: true },
  'remote-access': { weight: 5, category: 'remote-access', negatable: true },
  // Decision 340: a computer or phone "blocked" or "infected", the tech-support scam's opening (found by its shape).
  'device-locked': { weight: 4, category: 'remote-access', negatable: true },
  'security-alarm': { weight: 2, category: 'remote-access' },
  government: { weight: 2, category: 'pretext' },
  'bank-or-brand': { weight: 1, category: 'pretext' },
  'transfer-deposit': { weight: 2, category: 'pretext' },
  'family-emergency': { weight: 4, category: 'pretext' },
  // Decision 340: a ticket, a fine or a toll "unpaid" or "outstanding" (found by its shape): the toll and DMV texts.
  'unpaid-fine': { weight: 3, category: 'pressure', negatable: true },
  romance: { weight: 3, category: 'pretext' },
  'wrong-number': { weight: 3, category: 'pretext' },
  // A text that seems meant for someone else ("Is this Anna?", "Are we still on for tomorrow?"): found by its shape
  // (findOpener) and by phrases (decision 340).
  'meant-for-someone': { weight: 3, category: 'pretext' },
  // "Hi, how are you?" and nothing else, the opener the FTC tells people to ignore: found by findHello (decision 340).
  'stranger-hello': { weight: 3, category: 'pretext' },
  investment: { weight: 4, category: 'pretext', negatable: true },
  'job-offer': { weight: 3, category: 'pretext' },
  // Round 22 (retired blind26/): a car's warranty "about to expire", the robocall the FTC and the FCC warn about (the
  // "warranty" sold is a costly service contract). Four points: "Be careful" alone.
  'car-warranty': { weight: 4, category: 'pretext', negatable: true },
  // Decision 310: loans "approved" and debts "forgiven" for a fee.
  'loan-offer': { weight: 3, category: 'pretext', negatable: true },
  'parcel-problem': { weight: 2, category: 'pretext' },
  'click-prompt': { weight: 1, category: 'pretext' },
  'call-prompt': { weight: 1, category: 'pretext' },
  'link-lookalike': { weight: 5, category: 'link' },
  'link-brand-elsewhere': { weight: 5, category: 'link' },
  'link-ip': { weight: 4, category: 'link' },
  'link-shortener': { weight: 2, category: 'link' },
  'link-punycode': { weight: 5, category: 'link' },
  'link-at-sign': { weight: 5, category: 'link' },
  'link-http-login': { weight: 4, category: 'link' },
  'link-odd-ending': { weight: 2, category: 'link' },
  'link-action-cheap': { weight: 4, category: 'link' },
  'link-shortener-alone': { weight: 3, category: 'link' },
  // Signs that need no brand list (decision 315).
  'link-typo-popular': { weight: 4, category: 'link' },
  'link-www-glued': { weight: 4, category: 'link' },
  'link-fake-ending': { weight: 4, category: 'link' },
  'link-government-elsewhere': { weight: 4, category: 'link' },
  'link-random-name': { weight: 3, category: 'link' },
  // A name that looks made up the way scam addresses are, read by the link model (link-model.ts).
  'link-made-up': { weight: 3, category: 'link' },
  // A well-known name among other words, before another site's name or on another ending (decision 345).
  'link-popular-elsewhere': { weight: 4, category: 'link' },
  'phone-premium': { weight: 4, category: 'phone' },
  'paid-reply': { weight: 3, category: 'phone' },
  // Money offered with a contact at a free e-mail provider (check.ts, findFreeMailOffer; round 13).
  'free-mail-offer': { weight: 3, category: 'phone' },
  'phone-looks-local': { weight: 4, category: 'phone' },
  'phone-international': { weight: 2, category: 'phone' },
  'phone-in-warning': { weight: 4, category: 'phone' },
  'hidden-characters': { weight: 3, category: 'characters' },
  // Words spelt with look-alike letters of other alphabets (text.ts, disguisedWords): three or more.
  'disguised-letters': { weight: 3, category: 'characters' },
} as const satisfies Record<string, Facts>

export type SignalId = keyof typeof FACTS

/** Signals found by words; the others (links, phones, characters) are found by the scanners, and "act-now" from other signs. */
export type WordSignalId = {
  [K in SignalId]: K extends 'act-now' | 'asks-to-act'
    ? never
    : (typeof FACTS)[K]['category'] extends 'link' | 'phone' | 'characters'
      ? never
      : K
}[SignalId]

/** The phrases of one language that reveal each word signal (phrases-en.ts, phrases-es.ts). */
export type SignalPhrases = Readonly<Record<WordSignalId, readonly string[]>>

/** A message of messages/tools/ (Paraglide), read in a given language. */
type Words = (inputs: Record<string, never>, options: { locale: Lang }) => string

/** "link-action-cheap" → "link_action_cheap", as the message keys spell a sign id. */
type Snake<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Snake<B>}` : S

/**
 * What each sign means, as the result says it: its title and one sentence, in messages/tools/<locale>.json
 * (`tools_scam_sign_<id>_title`, `_detail`) with the rest of the site's words. The keys are typed from the ids,
 * so a sign without its two messages fails tsc.
 */
const wordsOf = (id: SignalId): readonly [Words, Words] => {
  const key = id.replaceAll('-', '_') as Snake<SignalId>
  return [m[`tools_scam_sign_${key}_title`], m[`tools_scam_sign_${key}_detail`]]
}

const LANGS: readonly Lang[] = ['en', 'es', 'fr']

const explain = (id: SignalId): Record<Lang, Explanation> => {
  const [title, detail] = wordsOf(id)
  const out = {} as Record<Lang, Explanation>
  for (const locale of LANGS) out[locale] = { title: title({}, { locale }), detail: detail({}, { locale }) }
  return out
}

/** A signal: its facts, its phrases in every language, and what it means in each (`signal.fr.title`). */
export type Signal = {
  id: SignalId
  weight: number
  category: Category
  /** Word phrases of every language; empty for signals found by the link and phone scanners (links.ts, check.ts). */
  phrases: string[]
  negatable?: boolean
} & Readonly<Record<Lang, Explanation>>

/** A phrase table with no id the signals do not have (a misspelt id would otherwise be ignored). */
type KnownIdsOnly<T> = [Exclude<keyof T, WordSignalId>] extends [never] ? T : { unknownSignalIds: Exclude<keyof T, WordSignalId> }

/** Each language's phrase table: every word signal (a missing id fails tsc) and nothing else. */
const PHRASES: Readonly<Record<Lang, SignalPhrases>> = {
  en: en satisfies KnownIdsOnly<typeof en>,
  es: es satisfies KnownIdsOnly<typeof es>,
  fr: fr satisfies KnownIdsOnly<typeof fr>,
}

const phrasesOf = (phrases: SignalPhrases, id: SignalId): readonly string[] =>
  (phrases as Readonly<Record<string, readonly string[] | undefined>>)[id] ?? []

export const SIGNALS: readonly Signal[] = (Object.keys(FACTS) as SignalId[]).map((id) => {
  const facts: Facts = FACTS[id]
  return {
    id,
    weight: facts.weight,
    category: facts.category,
    phrases: Object.values(PHRASES).flatMap((table) => phrasesOf(table, id)),
    ...(facts.negatable ? { negatable: true } : {}),
    ...explain(id),
  }
})

export const SIGNAL_BY_ID: ReadonlyMap<string, Signal> = new Map(SIGNALS.map((s) => [s.id, s]))

/** Link shorteners: the link hides where it goes. */
export const SHORTENERS = new Set([
  'hoo.be',
  'linktr.ee',
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'rb.gy',
  't.ly',
  'tiny.cc',
  's.id',
  'bl.ink',
  'short.io',
  'v.gd',
  'tny.im',
  'lnkd.in',
  'qrco.de',
  'shorturl.com',
])

/** Endings of web addresses cheap enough to be used mostly for throw-away sites. */
export const ODD_ENDINGS = new Set([
  'top',
  'xyz',
  'icu',
  'click',
  'link',
  'buzz',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'cyou',
  'sbs',
  'cfd',
  'bond',
  'rest',
  'win',
  'loan',
  'cam',
  'lat',
  'su',
  'vip',
])

/**
 * Endings much used by throw-away sites besides ODD_ENDINGS: cheap, or among the most abused in public
 * abuse reports. Alone they mean nothing (many honest sites use them); with ACTION_WORDS in the name
 * they make the sign "link-action-cheap".
 */
export const ABUSED_ENDINGS = new Set([
  'info',
  'online',
  'site',
  'live',
  'shop',
  'store',
  'club',
  'fun',
  'space',
  'pw',
  'cc',
  'ws',
  'life',
  'today',
  'world',
  'support',
  'help',
  'services',
  'digital',
  'mobi',
  'asia',
  'cn',
  'ru',
])

/**
 * Words in a web address's name that ask for money or a login (English, Spanish, French), matched at the
 * start or the end of a hyphen-separated part ("ezpass-pay", "payme19", "reembolso", "depot").
 */
/** Government words in a web address's name ("qcgouv"): on a cheap ending they make "link-action-cheap". */
export const GOVERNMENT_WORDS = ['gouv', 'gov', 'gob']

export const ACTION_WORDS = [
  'pay',
  'refund',
  'verif',
  'deposit',
  'claim',
  'unlock',
  'appeal',
  'login',
  'signin',
  'secure',
  'billing',
  'redeliver',
  'toll',
  'fine',
  'pago',
  'pagar',
  'reembolso',
  'deposito',
  'reclam',
  'desbloque',
  'multa',
  'paiement',
  'payer',
  'rembours',
  'depot',
  'debloqu',
  'amende',
]

/** "Interac's", "the IRS's" in English; "de Interac" in Spanish; "d'Interac" / "de la CRA" style in French. */
const POSSESSIVE: Readonly<Record<Lang, (site: OfficialSite) => string>> = {
  en: (site) => `${site.the ? 'the ' : ''}${site.name}${site.plural ? "'" : "'s"}`,
  es: (site) => `de ${site.name}`,
  fr: (site) => (/^[aeiouyhéèêàâîôû]/i.test(site.name) ? `d’${site.name}` : `de ${site.name}`),
}
const possessive = (site: OfficialSite, lang: Lang): string => POSSESSIVE[lang](site)

/**
 * What a link that borrows a name says, naming it ("This is not Interac's address") and the domains that
 * are really its own, in every language.
 */
export function siteWords(id: 'link-brand-elsewhere' | 'link-lookalike', site: OfficialSite, domain: string): Record<Lang, Explanation> {
  const own = site.domains.slice(0, 3).join(', ')
  const of = (lang: Lang) => possessive(site, lang)
  const looks = id === 'link-lookalike'
  return {
    en: {
      title: `This is not ${of('en')} address`,
      detail: `${looks ? `"${domain}" is spelled almost like ${of('en')} name` : `"${domain}" uses the name ${site.name}`}, but it belongs to someone else. ${site.the ? 'The ' : ''}${possessive({ ...site, the: false }, 'en')} own addresses end in ${own}. Open it yourself by typing that address, never from this link.`,
    },
    es: {
      title: `Esta no es la dirección ${of('es')}`,
      detail: `${looks ? `"${domain}" se escribe casi como el nombre ${of('es')}` : `"${domain}" usa el nombre ${site.name}`}, pero es de otra persona. Las direcciones propias ${of('es')} terminan en ${own}. Entre usted mismo escribiendo esa dirección, nunca desde este enlace.`,
    },
    fr: {
      title: `Ce n’est pas l’adresse ${of('fr')}`,
      detail: `${looks ? `«\u00a0${domain}\u00a0» s’écrit presque comme le nom ${of('fr')}` : `«\u00a0${domain}\u00a0» utilise le nom ${site.name}`}, mais elle appartient à quelqu’un d’autre. Les vraies adresses ${of('fr')} finissent par ${own}. Ouvrez le site vous-même en tapant cette adresse, jamais à partir de ce lien.`,
    },
  }
}

/** A word list written on one line. */
const wordSet = (list: string): ReadonlySet<string> => new Set(list.split(' '))

/**
 * Shapes of words, not phrases (decision 340): a word of `things` within `window` words of a word of `words`, same
 * sentence, either order, in any of the three languages (lower case, accents removed). Each spells a sign many
 * sources share in their own words ("your card has been blocked", "tarjeta será suspendida", "bloqueo de cuentas",
 * "suspension de votre compte"); a negation just before it ("we will never block your card") cancels it.
 */
export const NEAR_SHAPES: readonly { id: WordSignalId; things: ReadonlySet<string>; words: ReadonlySet<string>; window: number }[] = [
  {
    // An account or card locked, suspended or restricted.
    id: 'account-closed',
    things: new Set([
      'account',
      'accounts',
      'card',
      'cards',
      'cuenta',
      'cuentas',
      'tarjeta',
      'tarjetas',
      'compte',
      'comptes',
      'carte',
      'cartes',
    ]),
    words: new Set([
      'blocked',
      'locked',
      'suspended',
      'restricted',
      'frozen',
      'bloqueada',
      'bloqueado',
      'bloqueadas',
      'bloqueo',
      'suspendida',
      'suspendido',
      'suspension',
      'restringida',
      'restringido',
      'congelada',
      'bloquee',
      'bloque',
      'suspendu',
      'suspendue',
      'restreint',
      'restreinte',
      'gele',
      'gelee',
      // Plurals ("mes comptes sont bloqués", "cuentas bloqueadas"; round 8, decision 340). Not "deactivated" nor
      // "closure": real notices confirm two-factor sign-in deactivated, or an account closed on request.
      'bloques',
      'bloquees',
      'suspendus',
      'suspendues',
      'bloqueados',
      'suspendidas',
      'suspendidos',
    ]),
    window: 3,
  },
  {
    // Round 21 (the training side's mailbox texts): a mailbox "full", "expiring", "deactivated" or to "upgrade" and
    // "validate", the university and webmail phishing mails. Not the French "boîte": a real IT notice names a
    // "boîte aux lettres" whose quota is reached.
    id: 'account-closed',
    things: new Set(['mailbox', 'mailboxes', 'inbox', 'webmail', 'buzon']),
    words: new Set([
      'exceeded',
      'full',
      'quota',
      'capacity',
      'upgrade',
      'upgraded',
      'deactivate',
      'deactivating',
      'deactivated',
      'deleted',
      'deletion',
      'shut',
      'shutting',
      'shuting',
      'shutdown',
      'expire',
      'expires',
      'expired',
      'validate',
      'validation',
      'terminated',
      'termination',
      'disabled',
      'suspension',
      'blocked',
      'suspended',
      'closed',
      'lleno',
      'desactivado',
      'desactivara',
      'eliminado',
      'bloqueado',
    ]),
    window: 6,
  },
  {
    // A parcel held, delayed or not delivered.
    id: 'parcel-problem',
    things: new Set([
      'package',
      'packages',
      'parcel',
      'parcels',
      'shipment',
      'delivery',
      'paquete',
      'paquetes',
      'envio',
      'entrega',
      'pedido',
      'colis',
      'livraison',
    ]),
    words: new Set([
      'hold',
      'held',
      'undeliverable',
      'undelivered',
      'couldnt',
      'failed',
      'stuck',
      'paused',
      'retrasado',
      'retenido',
      'pausado',
      'pausada',
      'espera',
      'suspendido',
      'suspendida',
      'fallida',
      'fallido',
      'attente',
      'retenu',
      'erreur',
      'echec',
    ]),
    window: 3,
  },
  {
    // A parcel that could not be delivered ("no podemos entregar su paquete", "pas été en mesure de livrer").
    id: 'parcel-problem',
    things: new Set(['deliver', 'delivered', 'entregar', 'entregado', 'entregada', 'livrer', 'livre']),
    words: new Set(['couldnt', 'unable', 'podido', 'podemos', 'pudo', 'pu', 'mesure', 'impossible']),
    window: 3,
  },
  {
    // Points, a gift or a reward to claim or about to expire ("redeem your reward points", "canjearlos por regalos",
    // "réclamer votre cadeau"): how prize texts copy stores and phone companies (round 7).
    id: 'prize',
    things: wordSet(
      'reward rewards points gift gifts prize bonus bono premio regalo regalos recompensa puntos cupon cupones cadeau cadeaux recompense recompenses',
    ),
    words: wordSet(
      'redeem redeemed claim claimed expiring expire expires canjear canjearlos canjealos canjea reclamar reclama cobrar caducar caducan vencer venceran vencen echanger reclamer reclamez expirent expirer',
    ),
    window: 5,
  },
  {
    // A phone number, a line or an entry that "has won" ("Your mobile number has won", "tu línea salió ganadora", "votre
    // numéro a gagné"): nobody wins a draw they never entered (round 7).
    id: 'prize',
    things: wordSet('mobile number phone entry ticket line numero linea celular movil billet'),
    words: wordSet('won wins win winner winning ganado gano ganador ganadora gagne gagnant gagnante'),
    window: 4,
  },
  {
    // A job out of nowhere, part-time, online or flexible ("remote online part-time job", "empleo de medio tiempo",
    // "emploi à temps partiel"): the task and "optimization" job scams the FTC describes (round 7).
    id: 'job-offer',
    // Plurals and "puesto" in round 8 ("des postes flexibles", "puestos remotos"; decision 340).
    things: wordSet('job jobs position positions trabajo trabajos empleo empleos emploi emplois poste postes puesto puestos'),
    words: wordSet(
      'part parttime flexible flexibles remote online interested parcial linea remoto interesado interesada distance interesse interessee',
    ),
    window: 2,
  },
  {
    // A résumé "approved" or "recommended" the reader never sent ("Su currículum ha sido aprobado", "your resume has been
    // recommended"): how job scams open (round 7).
    id: 'job-offer',
    things: wordSet('resume resumes curriculum cv'),
    words: wordSet('approved selected recommended shortlisted aprobado seleccionado recomendado retenu selectionne'),
    window: 4,
  },
  {
    // Debts or loans "forgiven" or wiped out for a fee ("flagged for forgiveness", "eliminamos sus deudas") (round 7).
    id: 'loan-offer',
    things: wordSet('loan loans debt debts deuda deudas pret prets dette dettes'),
    words: wordSet('forgiveness forgiven forgive eliminamos eliminar condonacion condonamos effacer effacons'),
    // "Your Student Loans have been Flagged for Forgiveness": five words apart (round 8).
    window: 5,
  },
  {
    // A plan to confirm with someone the reader never met ("¿seguimos reuniéndonos?", "on se retrouve toujours ?"), as
    // English reads "are we still on" (round 7).
    id: 'meant-for-someone',
    things: wordSet('seguimos toujours'),
    words: wordSet('pie reuniendonos vernos quedamos retrouve voit rejoint partant tient'),
    window: 3,
  },
  {
    // A message sent to the "wrong" person or number ("did I text the wrong man?", "me equivoqué de persona", "je me suis
    // trompé de numéro"): the apology that keeps a stranger talking (FTC, FBI; round 7).
    id: 'wrong-number',
    things: wordSet('wrong equivocado equivocada equivoque equivoco trompe trompee mauvais mauvaise'),
    words: wordSet('number person man woman numero persona contacto personne'),
    window: 3,
  },
  {
    // The chat after a "wrong number" ("Pareces una persona amable", "you seem nice", "on pourrait être amis", "we could
    // be friends"): a stranger keeping the talk going (FTC, NASAA; round 7).
    id: 'wrong-number',
    things: wordSet('pareces parece seem seems sembles semblez'),
    words: wordSet('amable kind nice interesting interesante gentil gentille sympathique interessant interessante simpatica simpatico'),
    window: 3,
  },
  {
    id: 'wrong-number',
    things: wordSet('ser be etre'),
    words: wordSet('amigos amigas friends amis amies'),
    window: 2,
  },
  {
    // An investing group, mentor or "analyst" ("join our crypto trading group", "grupo de inversión", "groupe de
    // placement"): how investment scams gather strangers (FTC, NASAA, CAFC; round 7).
    id: 'investment',
    things: wordSet(
      'invest investing investment investments trading crypto stock stocks invertir inversion inversiones investir investissement placement placements bourse',
    ),
    words: wordSet('group groups groupe grupo mentor teacher analyst analista professeur coach vip signals senales signaux'),
    window: 3,
  },
  {
    // Paid "tasks", "optimization" or "product boosting" (the FTC's task scams): "engagement tasks", "tareas sencillas",
    // "tâches simples" (round 7).
    id: 'job-offer',
    things: wordSet('task tasks tareas tarea taches tache boosting optimization optimizacion'),
    words: wordSet(
      'simple easy engagement online daily product products app commission commissions sencillas simples faciles comision comisiones diarias quotidiennes produit produits',
    ),
    window: 2,
  },
  {
    // A stranger's compliment ("Bonjour belle dame", "hello beautiful lady", "hola hermosa dama"): how romance scams
    // open (CAFC, FTC; round 7).
    id: 'romance',
    things: wordSet('belle beautiful lovely gorgeous pretty hermosa bella linda preciosa'),
    words: wordSet('dame lady dama madame senora senorita woman femme mujer'),
    window: 1,
  },
  {
    // A computer or phone "blocked", "infected" or "hacked" ("your computer has been compromised", "Tu computadora está
    // bloqueada", "Votre ordinateur est bloqué"): the tech-support scam's opening; a real computer never says so by
    // text or with a number to call (FTC; decision 340). Not "locked": "the computer room is locked".
    id: 'device-locked',
    things: wordSet(
      'computer computers pc laptop device devices ordinateur ordinateurs appareil appareils computadora computadoras ordenador dispositivo dispositivos',
    ),
    words: wordSet(
      'blocked infected hacked compromised virus bloque bloquee infecte pirate piratee bloqueado bloqueada infectado infectada hackeado',
    ),
    window: 3,
  },
  {
    // A traffic or parking fine or a toll "unpaid" or "outstanding" ("outstanding traffic ticket", "multa impagada",
    // "amende de stationnement impayée", "adeudo vial", "unresolved traffic fine": round 23): the toll and DMV texts of
    // the FBI and FTC alerts (decision 340).
    // Not "pending" ("parking payment pending") nor "réglez votre stationnement": a parking app's real notices.
    id: 'unpaid-fine',
    things: wordSet(
      'traffic parking citation infraction toll tolls multa multas vial transito infraccion peaje peajes amende amendes contravention peage peages',
    ),
    words: wordSet(
      'unpaid outstanding overdue owed unresolved pendiente pendientes adeudo deuda impaga impagada impaye impayee regler liquidar retard',
    ),
    window: 3,
  },
  {
    // A ticket "unpaid" ("Unpaid ticket notice"), never "pending" or "outstanding": a help desk's tickets are those.
    id: 'unpaid-fine',
    things: wordSet('ticket tickets'),
    words: wordSet('unpaid overdue impaga impagada impaye impayee'),
    window: 2,
  },
  {
    // The courts threatened over a small debt ("pasará a cobro judicial", "antes de cargos judiciales", "frais
    // judiciaires"): pressure a real office does not put in a text (decision 340). Late fees alone are no sign: real
    // bills name them too.
    id: 'threat',
    things: wordSet('judicial judiciales judiciaire judiciaires'),
    words: wordSet('cobro cargos frais poursuites'),
    window: 2,
  },
  {
    // Missed jury duty or a "failure to appear" ("you missed jury duty", "failure to appear list"): courts write by mail
    // and never collect fines by text or phone (FTC, US Courts; decision 340).
    id: 'threat',
    things: wordSet('jury court'),
    words: wordSet('missed failure failed'),
    window: 4,
  },
  {
    // A child's phone "broken", "dropped" or "stolen" ("my phone is broken", "se me ha roto el móvil", "mon téléphone est
    // cassé"), the "Hi Mum" scam's opening in many sources' words; a new number follows (Which?, CAFC; decision 340).
    id: 'family-emergency',
    // Not "portable": "the portable heater is broken".
    things: wordSet('phone cell mobile movil telefono tel telephone celular sim'),
    words: wordSet('broken damaged stolen dropped roto rota estropeado estropeo robado cayo casse cassee vole tombe perdu perdido'),
    window: 3,
  },
  {
    // An address "incomplete", "incorrect" or "invalid" ("cannot be delivered due to incomplete address information",
    // "dirección incorrecta", "adresse erronée"): the parcel text's reason to "confirm your address" on its page; USPS,
    // Canada Post and Correos do not text for that (decision 340).
    id: 'verify-account',
    things: wordSet('address direccion adresse calle domicilio'),
    words: wordSet('incorrect incomplete invalid unclear insufficient incompleta incorrecta erronea invalida incorrecte erronee invalide'),
    window: 3,
  },
  {
    // Activity, payments or a sign-in called "suspicious" or "unusual" ("Des paiements suspects ont été détectés",
    // "actividad sospechosa", "activité anormale détectée sur votre compte"): the bank and tech-support scare in every
    // language, as the English phrases read it (decision 340). A hint: real alerts say it too.
    id: 'security-alarm',
    things: wordSet(
      'activity activities payments login activite activites paiement paiements transaction transactions connexion operation operations actividad movimiento movimientos transaccion transacciones pagos acceso operacion operaciones',
    ),
    words: wordSet(
      'suspicious unusual abnormal suspect suspects suspecte suspectes anormale anormales inhabituel inhabituelle inhabituelles sospechosa sospechosas sospechoso sospechosos inusual inusuales irregular irregulares indebido',
    ),
    window: 3,
  },
  {
    // Customs fees or duties to pay before a parcel comes ("retenido en aduanas por impago de las tasas", "customs fee",
    // "frais de douane"): the carrier never asks by text (decision 340).
    id: 'fee-to-claim',
    things: wordSet('aduana aduanas customs douane douanes'),
    words: wordSet('tasas tasa fee fees frais impago pagar pagarlos pago arancel droits taxes charge charges'),
    window: 4,
  },
  {
    // A parcel "owed to you" to claim ownership of ("Kindly assume ownership and confirm delivery", "Please claim
    // ownership and schedule for delivery"): a parcel nobody ordered, the bait of the unclaimed-parcel texts (decision 340).
    id: 'prize',
    things: wordSet('ownership'),
    words: wordSet('claim assume'),
    window: 2,
  },
  {
    // A trip gone wrong: mugged or robbed abroad, cash, cards and passport gone ("we were mugged at the hotel", "me han
    // detenido sin cartera", "on nous a volé nos passeports"): the stranded-traveller plea for money (FTC; decision 340).
    id: 'family-emergency',
    things: wordSet(
      'mugged robbed stranded asaltaron robaron asaltado asaltados robado robados detenido detenida vole voles volee agresse agresses',
    ),
    words: wordSet(
      'vacation trip hotel wallet passport passports cash abroad vacaciones viaje cartera pasaporte extranjero vacances voyage portefeuille passeport',
    ),
    window: 6,
  },
  {
    // A grant, food stamps or a "bono" the reader is "eligible" for or should register to get ("You are eligible for food
    // stamps", "Regístrate para obtener tu bono"): money nobody applied for (FTC; decision 340). Not "benefits": an
    // employer's enrolment notice says "eligible for benefits".
    id: 'prize',
    // Not "grant": a college's "you are eligible for a Pell Grant" is real.
    things: wordSet('stimulus stamps bono bonos subsidio subsidios'),
    words: wordSet('eligible qualify qualified registrate inscribete obtener elegible reclamer reclamez obtenir'),
    window: 4,
  },
  {
    // A refund, a credit or a reimbursement offered out of nowhere ("we are offering you a credit of $50", "claim your
    // overcharge reimbursement", "nous vous remettons un crédit"): money the reader never asked for (decision 340).
    id: 'prize',
    things: wordSet('refund credit credits reimbursement remboursement reembolso credito creditos compensation'),
    // Not "offer" or "obtain": a shop's "special offer: $10 credit", "pour obtenir un remboursement, contactez-nous".
    words: wordSet('offering claim reclamer reclamez remettons reclamar'),
    window: 4,
  },
  {
    // Power or water about to be disconnected ("Your electricity power will be disconnected", "detiene el suministro"):
    // the utility scam's threat; a real utility sends notices by mail first (decision 340). Not "cut" or "shut off":
    // real notices of planned work say so.
    id: 'account-closed',
    things: wordSet('power water electricity gas suministro luz agua electricite courant'),
    words: wordSet('disconnect disconnected disconnection detiene desconexion suspendera'),
    window: 4,
  },
  {
    // "Cancel the charge here": a charge or policy the reader did not make, to cancel on the sender's page.
    id: 'cancel-charge',
    things: new Set(['cancel', 'cancela', 'cancele', 'cancelar', 'cancelarla', 'cancelarlo', 'annulez', 'annuler']),
    words: new Set(['here', 'aqui', 'ici']),
    window: 4,
  },
]

/** Words that may come before the name or the question at a message's start ("Hi,", "Excuse me,", "Hola", "Bonjour"). */
const OPENING_WORDS = wordSet(
  'hi hey hello hiya good morning afternoon evening excuse me sorry oh hola buenas buenos dias tardes noches oye disculpa disculpe perdon bonjour bonsoir salut allo coucou excusez moi pardon',
)
/** "Is this …?", "Are you …?", "¿Eres …?", "C’est bien …?": a question about who the reader is. */
const WHO_QUESTIONS: readonly (readonly string[])[] = [
  ['is', 'this'],
  ['is', 'that'],
  ['isnt', 'this'],
  ['isnt', 'that'],
  ['are', 'you'],
  ['eres'],
  ['es', 'usted'],
  ['hablo', 'con'],
  ['cest', 'bien'],
  ['vous', 'etes'],
  ['es', 'tu'],
  ['tu', 'es'],
  ['etes', 'vous'],
]
/** "This is …", "I'm …", "It's …", "My name is …": a sender who names themself first. */
const INTRODUCTIONS: readonly (readonly string[])[] = [['this', 'is'], ['im'], ['its'], ['my', 'name', 'is'], ['soy'], ['je', 'suis']]
const PHONE_WORDS = wordSet('phone cell mobile')
/** "The", "el", "la", "le" before a role ("are you the store manager …?"). */
const ARTICLES = wordSet('the el la le')
/** Capitalized words that are no one's first name here: days, months, family and notice vocatives, yes, no and other
 * words that open a sentence ("Perfect, see you tomorrow"). */
const NOT_NAMES = wordSet(
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december lunes martes miercoles jueves viernes sabado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre mom mum dad mommy daddy mama papa grandma grandpa granny nana son daughter aunt uncle honey babe baby sweetie hijo hija abuela abuelo abuelita abuelito tia tio mami papi maman mamie papy fils fille tante oncle cherie cheri dear customer client cliente member user usuario usuaria utilisateur sir madam madame monsieur team equipo equipe everyone todos tous ok okay yes yeah yep no nope well so sure thanks great perfect awesome cool nice sweet fine alright also anyway actually honestly listen wait look hmm lol today tonight tomorrow yesterday guys folks si bueno vale claro gracias perfecto listo dale genial entonces mira oiga pues ahora hoy manana ayer chicos oui non bon ben merci daccord super parfait alors bref donc genial ecoute dis voila tiens aujourdhui demain hier',
)
/** Plans a stranger's text pretends to share: a meal, a party, a trip, tomorrow, tonight, "still" (a meeting at work is no sign). */
const PLAN_WORDS = wordSet(
  'still tomorrow tomorrows tonight dinner lunch breakfast brunch coffee party golf drinks movie trip vacation funeral wedding manana cena comida almuerzo desayuno cafe fiesta viaje vacaciones boda demain soir souper diner dejeuner fete soiree voyage vacances obseques mariage',
)

/** Words of a business's notice to a named customer (an appointment, a reminder, an order). */
const NOTICE_WORDS = wordSet(
  'appointment appt reminder reservation booking order delivery cita recordatorio reserva reservacion pedido entrega rendezvous rdv rappel commande livraison',
)

const isUpper = (ch: string | undefined) => ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase()
const isLower = (ch: string | undefined) => ch !== undefined && ch !== ch.toUpperCase() && ch === ch.toLowerCase()

/** A first name as written: a capital then small letters, not a day, a month or a family word. */
function isName(text: string, token: Token | undefined): boolean {
  return (
    token !== undefined &&
    !token.numeric &&
    token.word.length >= 2 &&
    isUpper(text[token.start]) &&
    isLower(text[token.start + 1]) &&
    !NOT_NAMES.has(token.word)
  )
}

/** The first character after `end` that is not a space. */
function nextMark(text: string, end: number, steps: Steps): string {
  for (let i = end; i < text.length && i < end + 4; i++) {
    steps.add()
    if (text[i] !== ' ') return text[i]
  }
  return ''
}

/**
 * A text that seems meant for someone else, the opener of "wrong number" scams (FTC, FBI, NASAA advice; a shape of words, decision 340):
 * at its start, a question about who the reader is ("Is this Anna?", "Excuse me, are you Mary?", "Hi Christopher,
 * right?"), or a first name and a comma before a plan the reader never made ("Tom, we can't be at your place
 * tomorrow"). Read on the words as written (a name has its capital). Linear: the first few words, then one pass.
 */
export function findOpener(text: string, tokens: readonly Token[], steps: Steps): { start: number; end: number } | undefined {
  let i = 0
  while (i < tokens.length && i < 3 && OPENING_WORDS.has(tokens[i].word)) {
    steps.add()
    i++
  }
  // "This is Sophia.", "I'm Lucy,", "My name is Ana." before the question: the sender's own name, then a stop or a comma.
  const intro = INTRODUCTIONS.find((seq) => startsAt(tokens, i, seq))
  if (intro) {
    const name = tokens[i + intro.length]
    const next = tokens[i + intro.length + 1]
    if (isName(text, name) && next && (next.sentence !== name.sentence || nextMark(text, name.end, steps) === ',')) i += intro.length + 1
  }
  const first = tokens[i]
  if (!first) return undefined
  // "Is this Anna?", "Are you Mary?": the question, a name (and a family name), then "?".
  for (const question of WHO_QUESTIONS) {
    steps.add(question.length)
    if (!startsAt(tokens, i, question)) continue
    const name = tokens[i + question.length]
    if (!isName(text, name)) continue
    if (nextMark(text, name.end, steps) === '?') return { start: first.start, end: name.end }
    // "Isn't this Anna's number?", "Is this Benjamin's phone number?": someone else's number, asked.
    const owner = /['’]s$/i.test(text.slice(name.start, name.end))
    let k = i + question.length + 1
    if (owner && PHONE_WORDS.has(tokens[k]?.word ?? '')) k++
    if (owner && tokens[k]?.word === 'number' && nextMark(text, tokens[k].end, steps) === '?')
      return { start: first.start, end: tokens[k].end }
    const family = tokens[i + question.length + 1]
    if (isName(text, family) && nextMark(text, family.end, steps) === '?') return { start: first.start, end: family.end }
  }
  // "Are you the riding instructor …?", "¿Eres el guía turístico?": a role the reader never had, asked at the start.
  for (const question of WHO_QUESTIONS) {
    steps.add(question.length)
    if (!startsAt(tokens, i, question) || !ARTICLES.has(tokens[i + question.length]?.word ?? '')) continue
    const at = i + question.length
    for (let k = at + 1; k < tokens.length && k <= at + 8 && tokens[k].sentence === tokens[at].sentence; k++) {
      steps.add()
      if (nextMark(text, tokens[k].end, steps) === '?') return { start: first.start, end: tokens[k].end }
    }
  }
  if (!isName(text, first)) return undefined
  const mark = nextMark(text, first.end, steps)
  // "Hi Christopher, right?"
  if (mark === ',' && tokens[i + 1]?.word === 'right' && nextMark(text, tokens[i + 1].end, steps) === '?')
    return { start: first.start, end: tokens[i + 1].end }
  // "Tom, we can't be at your place tomorrow": a name, a comma or a stop, and a plan, in a short text.
  if ((mark !== ',' && mark !== '.') || tokens.length > 40) return undefined
  let plan = false
  for (let k = i + 1; k < tokens.length; k++) {
    steps.add()
    // "Hi Jane, a reminder of your appointment tomorrow": a business's notice, not a stranger's plan.
    if (NOTICE_WORDS.has(tokens[k].word)) return undefined
    plan ||= PLAN_WORDS.has(tokens[k].word)
  }
  return plan ? { start: first.start, end: first.end } : undefined
}

/** "How are you?" in the three languages: the whole of a stranger's first text (with a greeting, a name, "today"). */
const HELLO_QUESTIONS: readonly (readonly string[])[] = [
  ['how', 'are', 'you'],
  ['how', 'are', 'you', 'doing'],
  ['how', 'have', 'you', 'been'],
  ['hows', 'it', 'going'],
  ['feeling', 'good'],
  ['como', 'estas'],
  ['como', 'esta'],
  ['como', 'esta', 'usted'],
  ['como', 'te', 'va'],
  ['como', 'has', 'estado'],
  ['que', 'tal'],
  ['comment', 'allez', 'vous'],
  ['comment', 'vas', 'tu'],
  ['comment', 'ca', 'va'],
  ['ca', 'va'],
  ['tu', 'vas', 'bien'],
  ['vous', 'allez', 'bien'],
]
const TODAY = wordSet('today hoy aujourdhui')
const LONG_TIME = ['long', 'time', 'no']
const LONG_TIME_WHAT = wordSet('see contact talk')

/**
 * A text that is only a friendly hello and "how are you?" ("hi, how are you?", "Feeling good today?", "Hola, ¿cómo
 * estás?", "Hi Nick"): the FTC's "it is not rude to ignore" opener, sent to thousands of numbers. A greeting, a first
 * name, "long time no see" and "today" may come with it; anything more (a family word, news, a question of substance)
 * and it is no sign. Linear.
 */
export function findHello(text: string, tokens: readonly Token[], steps: Steps): { start: number; end: number } | undefined {
  if (tokens.length > 12) return undefined
  let i = 0
  while (i < tokens.length && OPENING_WORDS.has(tokens[i].word)) {
    steps.add()
    i++
  }
  // "Long time no see (contact, talk), how are you doing?", before or after a name.
  const longTime = (at: number) => startsAt(tokens, at, LONG_TIME) && LONG_TIME_WHAT.has(tokens[at + 3]?.word ?? '')
  if (longTime(i)) i += 4
  const greetings = i
  if (isName(text, tokens[i]) && !HELLO_QUESTIONS.some((q) => q[0] === tokens[i].word)) i++
  // "Hi Nick" and nothing more.
  if (greetings > 0 && i === greetings + 1 && i === tokens.length) return { start: tokens[0].start, end: tokens[i - 1].end }
  if (longTime(i)) i += 4
  for (const question of HELLO_QUESTIONS) {
    steps.add(question.length)
    if (!startsAt(tokens, i, question)) continue
    let end = i + question.length
    if (TODAY.has(tokens[end]?.word ?? '')) end++
    if (end === tokens.length) return { start: tokens[0].start, end: tokens[end - 1].end }
  }
  return undefined
}

/** A parent or grandparent called by name at a text's start ("Hi Mum", "Hola mamá", "Coucou papa"). */
const FAMILY_CALLS = wordSet(
  'mum mom mommy mama mam mother dad daddy papa father grandma grandpa granny nana gran abuela abuelo abuelita abuelito mami papi maman mamie papy',
)
const NEW_WORDS = wordSet('new nuevo nueva nouveau nouvelle temporal temporary temp temporaire')
const PHONE_OR_NUMBER = wordSet('phone number numero telephone movil cell mobile portable celular tel')
/** Words that make the new number someone else's ("the", "their", "son", "su"). */
const OTHERS = wordSet('the their his her your leur son sa su sus')

/**
 * "Hi Mum, I've got a new phone", "Hola mamá, este es mi número temporal", "Coucou papa, c’est mon nouveau numéro": a
 * parent or grandparent called in the first words, and a new or temporary phone or number (two words apart): the "Hi
 * Mum" scam's opening in any of its wordings (Which?, CAFC, Policía Nacional; decision 340). Linear.
 */
export function findFamilyNewPhone(tokens: readonly Token[], steps: Steps): { start: number; end: number } | undefined {
  let called = false
  for (let i = 0; i < tokens.length && i < 4 && !called; i++) {
    steps.add()
    called = FAMILY_CALLS.has(tokens[i].word)
  }
  if (!called) return undefined
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    // "The new number of the dentist", "son nouveau numéro": someone else's number, no sign.
    if (!NEW_WORDS.has(tokens[i].word) || OTHERS.has(tokens[i - 1]?.word ?? '')) continue
    for (let j = Math.max(0, i - 2); j <= i + 2 && j < tokens.length; j++) {
      steps.add()
      if (j !== i && tokens[j].sentence === tokens[i].sentence && PHONE_OR_NUMBER.has(tokens[j].word))
        return { start: Math.min(tokens[i].start, tokens[j].start), end: Math.max(tokens[i].end, tokens[j].end) }
    }
  }
  return undefined
}

/** Grandparents called by name ("Hi Grandma", "Abuelo", "Mamie"). */
const GRANDPARENTS = wordSet(
  'grandma grandpa gramps granny grandmother grandfather grandmom grandad granddad abuela abuelo abuelita abuelito mamie papy mamy grandmere grandpere',
)
/** What the grandparent scam's caller says: scared, in trouble, a secret, "your grandson" (FTC, CAFC). */
const DENIALS = wordSet('no not any never sin pas sans aucun')
const GRANDCHILD_WORDS = wordSet(
  'scared trouble secret grandson granddaughter grandchild grandkid miedo apuro apuros secreto nieto nieta peur ennuis secret petitfils petitefille',
)

/**
 * A grandparent called in the first words, then fear, trouble, a secret or "your grandson" ("Hi Grandma, I'm scared,
 * help me", "Grandma, can you keep a secret?", "Hi grandma, this is your oldest grandson"): the grandparent scam in a
 * text (FTC, CAFC; decision 340). A real grandchild asking for help with homework says none of these. Linear.
 */
export function findGrandchild(tokens: readonly Token[], steps: Steps): { start: number; end: number } | undefined {
  let called: Token | undefined
  for (let i = 0; i < tokens.length && i < 6 && !called; i++) {
    steps.add()
    if (GRANDPARENTS.has(tokens[i].word)) called = tokens[i]
  }
  if (!called) return undefined
  for (let i = 0; i < tokens.length; i++) {
    steps.add()
    const t = tokens[i]
    // "No trouble at all, Grandma": a word denied is no sign.
    if (GRANDCHILD_WORDS.has(t.word) && !DENIALS.has(tokens[i - 1]?.word ?? ''))
      return { start: Math.min(called.start, t.start), end: Math.max(called.end, t.end) }
  }
  return undefined
}
