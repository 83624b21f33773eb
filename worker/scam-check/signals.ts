// THE table of warning signs: every signal the checker knows, with its weight and its kind (FACTS), in
// the order they are reported, and what each one means in each language (EXPLAIN). The phrases that
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
// Weights: a sign of 4+ alone makes "Be careful"; 6+ in total makes "Likely a scam" (see score.ts).
// Hints (weight 1–2: a brand name, a deadline, a link to click) never count alone.

import type { Locale } from '#shared/i18n.ts'
import type { OfficialSite } from './official-sites.ts'
import { en } from './phrases-en.ts'
import { es } from './phrases-es.ts'
import { fr } from './phrases-fr.ts'

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
  urgency: { weight: 2, category: 'pressure' },
  threat: { weight: 4, category: 'pressure', negatable: true },
  'account-closed': { weight: 3, category: 'pressure', negatable: true },
  secrecy: { weight: 5, category: 'pressure' },
  // Found by check.ts from other signs, not by phrases (decision 280).
  'act-now': { weight: 2, category: 'pressure' },
  prize: { weight: 4, category: 'prize', negatable: true },
  overpayment: { weight: 4, category: 'prize', negatable: true },
  'asks-code': { weight: 5, category: 'private-information', negatable: true },
  'asks-password': { weight: 5, category: 'private-information', negatable: true },
  'asks-id-number': { weight: 5, category: 'private-information', negatable: true },
  'asks-bank-details': { weight: 5, category: 'private-information', negatable: true },
  'verify-account': { weight: 3, category: 'private-information', negatable: true },
  'remote-access': { weight: 5, category: 'remote-access', negatable: true },
  'security-alarm': { weight: 2, category: 'remote-access' },
  government: { weight: 2, category: 'pretext' },
  'bank-or-brand': { weight: 1, category: 'pretext' },
  'transfer-deposit': { weight: 2, category: 'pretext' },
  'family-emergency': { weight: 4, category: 'pretext' },
  romance: { weight: 3, category: 'pretext' },
  'wrong-number': { weight: 3, category: 'pretext' },
  investment: { weight: 4, category: 'pretext', negatable: true },
  'job-offer': { weight: 3, category: 'pretext' },
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
  'phone-premium': { weight: 4, category: 'phone' },
  'paid-reply': { weight: 3, category: 'phone' },
  'phone-looks-local': { weight: 4, category: 'phone' },
  'phone-international': { weight: 2, category: 'phone' },
  'phone-in-warning': { weight: 4, category: 'phone' },
  'hidden-characters': { weight: 3, category: 'characters' },
} as const satisfies Record<string, Facts>

export type SignalId = keyof typeof FACTS

/** Signals found by words; the others (links, phones, characters) are found by the scanners, and "act-now" from other signs. */
export type WordSignalId = {
  [K in SignalId]: K extends 'act-now' ? never : (typeof FACTS)[K]['category'] extends 'link' | 'phone' | 'characters' ? never : K
}[SignalId]

/** The phrases of one language that reveal each word signal (phrases-en.ts, phrases-es.ts). */
export type SignalPhrases = Readonly<Record<WordSignalId, readonly string[]>>

/** What each sign means, as the result says it, in every language. */
const EXPLAIN: Readonly<Record<SignalId, Record<Lang, Explanation>>> = {
  'gift-card': {
    en: {
      title: 'Asks for gift cards',
      detail: 'No real company, bank or government office asks to be paid with gift cards. Only scammers do.',
    },
    es: {
      title: 'Pide tarjetas de regalo',
      detail: 'Ninguna empresa, banco ni oficina del gobierno de verdad cobra con tarjetas de regalo. Solo los estafadores lo hacen.',
    },
    fr: {
      title: 'Demande des cartes-cadeaux',
      detail: 'Aucune vraie entreprise, banque ou administration ne se fait payer en cartes-cadeaux. Seuls les fraudeurs le font.',
    },
  },
  'wire-transfer': {
    en: {
      title: 'Asks you to wire or move money',
      detail:
        'Money sent by wire, or moved to an account someone "set up for you", is almost impossible to get back. Real banks never ask you to move your money to protect it.',
    },
    es: {
      title: 'Pide enviar o mover dinero',
      detail:
        'El dinero enviado por giro, o movido a una cuenta que alguien "abrió para usted", casi nunca se recupera. Un banco de verdad nunca le pide mover su dinero para protegerlo.',
    },
    fr: {
      title: 'Vous demande d’envoyer ou de déplacer de l’argent',
      detail:
        'L’argent envoyé par virement, ou déplacé vers un compte « ouvert pour vous », est presque impossible à récupérer. Une vraie banque ne vous demande jamais de déplacer votre argent pour le protéger.',
    },
  },
  crypto: {
    en: {
      title: 'Asks for cryptocurrency',
      detail:
        'Scammers ask for Bitcoin and other cryptocurrency because payments cannot be reversed. No government office or real business asks you to pay at a Bitcoin machine.',
    },
    es: {
      title: 'Pide criptomonedas',
      detail:
        'Los estafadores piden Bitcoin y otras criptomonedas porque esos pagos no se pueden cancelar. Ninguna oficina del gobierno ni empresa seria le pide pagar en un cajero de Bitcoin.',
    },
    fr: {
      title: 'Demande de la cryptomonnaie',
      detail:
        'Les fraudeurs demandent du bitcoin et d’autres cryptomonnaies parce que ces paiements ne peuvent pas être annulés. Aucune administration ni aucune vraie entreprise ne vous demande de payer à un guichet de bitcoin.',
    },
  },
  'cash-courier': {
    en: {
      title: 'Asks for cash handed to a courier',
      detail: 'Sending someone to collect cash from your home is a known scam. No real agency, bank or lawyer collects money this way.',
    },
    es: {
      title: 'Pide entregar efectivo a un mensajero',
      detail: 'Mandar a alguien a su casa a recoger efectivo es una estafa conocida. Ninguna agencia, banco o abogado de verdad cobra así.',
    },
    fr: {
      title: 'Demande de remettre de l’argent comptant à un messager',
      detail:
        'Envoyer quelqu’un chercher de l’argent comptant chez vous est une arnaque connue. Aucun vrai organisme, aucune banque ni aucun avocat ne se fait payer ainsi.',
    },
  },
  'payment-app': {
    en: {
      title: 'Asks for a payment app transfer',
      detail:
        'Money sent by Interac e-Transfer, Zelle, Cash App or Venmo goes out at once and is hard to get back. Use them only with people you know.',
    },
    es: {
      title: 'Pide pagar con una aplicación',
      detail:
        'El dinero enviado por Zelle, Cash App, Venmo o transferencia Interac sale al instante y es difícil de recuperar. Úselos solo con personas que conoce.',
    },
    fr: {
      title: 'Demande un paiement par application',
      detail:
        'L’argent envoyé par virement Interac, Zelle, Cash App ou Venmo part tout de suite et il est difficile à récupérer. Utilisez-les seulement avec des personnes que vous connaissez.',
    },
  },
  'transfer-deposit': {
    en: {
      title: 'A transfer to "deposit" from the message',
      detail:
        'A real Interac e-Transfer or bank transfer is deposited in your own bank app or website, which you open yourself. Never deposit or accept a transfer from a link in a text or an e-mail.',
    },
    es: {
      title: 'Una transferencia para «depositar» desde el mensaje',
      detail:
        'Una transferencia real se deposita en la aplicación o el sitio de su banco, que usted abre por su cuenta. Nunca deposite ni acepte una transferencia desde un enlace recibido por mensaje o correo.',
    },
    fr: {
      title: 'Un faux avis de virement Interac',
      detail:
        'Un vrai virement Interac se dépose dans l’application ou sur le site de votre banque, que vous ouvrez vous-même. Ne déposez jamais un virement à partir d’un lien reçu par texto ou par courriel.',
    },
  },
  'fee-to-claim': {
    en: {
      title: 'Wants a fee before you get something',
      detail:
        'Paying a "fee" or "taxes" first to get a prize, a refund or a parcel is a classic trick. Real prizes and deliveries do not work this way.',
    },
    es: {
      title: 'Pide un pago antes de darle algo',
      detail:
        'Pagar primero una "tarifa" o "impuestos" para recibir un premio, un reembolso o un paquete es un truco clásico. Los premios y envíos de verdad no funcionan así.',
    },
    fr: {
      title: 'Veut des frais avant de vous donner quelque chose',
      detail:
        'Payer d’abord des « frais » ou des « taxes » pour recevoir un prix, un remboursement ou un colis est un truc classique. Les vrais prix et les vraies livraisons ne fonctionnent pas ainsi.',
    },
  },
  urgency: {
    en: {
      title: 'Rushes you',
      detail: 'A short deadline is meant to stop you from thinking or asking someone. Real companies give you time.',
    },
    es: { title: 'Le apura', detail: 'Un plazo corto busca que no piense ni pregunte a nadie. Las empresas de verdad le dan tiempo.' },
    fr: {
      title: 'Vous presse',
      detail:
        'Un délai très court sert à vous empêcher de réfléchir ou de demander conseil. Les vraies entreprises vous laissent le temps.',
    },
  },
  threat: {
    en: {
      title: 'Threatens you',
      detail:
        'Threats of arrest, lawsuits or frozen money are used to scare you into paying. Government offices send letters; they do not threaten you by phone, text or e-mail.',
    },
    es: {
      title: 'Le amenaza',
      detail:
        'Las amenazas de arresto, demandas o dinero congelado buscan asustarle para que pague. Las oficinas del gobierno envían cartas; no amenazan por teléfono, texto ni correo.',
    },
    fr: {
      title: 'Vous menace',
      detail:
        'Les menaces d’arrestation, de poursuite ou d’argent bloqué servent à vous faire peur pour que vous payiez. Les administrations envoient des lettres; elles ne vous menacent pas par téléphone, par texto ou par courriel.',
    },
  },
  'act-now': {
    en: {
      title: 'Pushes you to act at once on money or an account',
      detail:
        'It names an account, a payment, a parcel or an office, asks you to click, call, reply or pay, and rushes or scares you. Together that is the shape of most scam messages. Check with the organization by a number or site you already know.',
    },
    es: {
      title: 'Le empuja a actuar ya sobre dinero o una cuenta',
      detail:
        'Nombra una cuenta, un pago, un paquete o una oficina, le pide hacer clic, llamar, responder o pagar, y le apura o le asusta. Todo junto es la forma de la mayoría de los mensajes de estafa. Compruébelo con la organización por un número o sitio que ya conozca.',
    },
    fr: {
      title: 'Vous pousse à agir tout de suite pour de l’argent ou un compte',
      detail:
        'Il nomme un compte, un paiement, un colis ou une administration, vous demande de cliquer, d’appeler, de répondre ou de payer, et vous presse ou vous fait peur. Tout cela ensemble est la forme de la plupart des messages frauduleux. Vérifiez auprès de l’organisme par un numéro ou un site que vous connaissez déjà.',
    },
  },
  'account-closed': {
    en: {
      title: 'Says your account or service will be cut off',
      detail:
        'Scammers say your account is locked or your power will be cut so you act before you check. Call the company on the number on your bill or card instead.',
    },
    es: {
      title: 'Dice que cerrarán su cuenta o servicio',
      detail:
        'Los estafadores dicen que su cuenta está bloqueada o que le cortarán la luz para que actúe sin comprobar. Llame a la empresa al número de su factura o tarjeta.',
    },
    fr: {
      title: 'Dit que votre compte ou votre service sera coupé',
      detail:
        'Les fraudeurs disent que votre compte est bloqué ou que votre électricité sera coupée pour que vous agissiez avant de vérifier. Appelez plutôt l’entreprise au numéro inscrit sur votre facture ou votre carte.',
    },
  },
  secrecy: {
    en: {
      title: 'Tells you to keep it secret',
      detail: 'Scammers ask for secrecy so nobody who cares about you can warn you. Talking to someone you trust is always allowed.',
    },
    es: {
      title: 'Le pide guardar el secreto',
      detail: 'Los estafadores piden secreto para que nadie que le quiere pueda advertirle. Siempre puede hablar con alguien de confianza.',
    },
    fr: {
      title: 'Vous demande de garder le secret',
      detail:
        'Les fraudeurs demandent le secret pour que personne qui tient à vous ne puisse vous avertir. Vous avez toujours le droit d’en parler à une personne de confiance.',
    },
  },
  prize: {
    en: {
      title: 'Promises a prize or money you did not expect',
      detail: 'You cannot win a lottery you did not enter, and real prizes never ask you to pay first.',
    },
    es: {
      title: 'Promete un premio o dinero inesperado',
      detail: 'No se puede ganar una lotería en la que no participó, y los premios de verdad nunca piden pagar antes.',
    },
    fr: {
      title: 'Promet un prix ou de l’argent inattendu',
      detail: 'On ne peut pas gagner à une loterie à laquelle on n’a pas participé, et un vrai prix ne demande jamais de payer d’abord.',
    },
  },
  overpayment: {
    en: {
      title: 'Says you were paid too much',
      detail: 'The "refund" or "extra money" is fake. They want you to send real money back before you notice.',
    },
    es: {
      title: 'Dice que le pagaron de más',
      detail: 'El "reembolso" o el "dinero de más" es falso. Quieren que usted devuelva dinero real antes de darse cuenta.',
    },
    fr: {
      title: 'Dit qu’on vous a trop payé',
      detail:
        'Le « remboursement » ou « l’argent en trop » est faux. On veut que vous renvoyiez du vrai argent avant de vous en rendre compte.',
    },
  },
  'asks-code': {
    en: {
      title: 'Asks for a security code',
      detail: 'A code sent to your phone is the key to your account. Anyone who asks you to read it out or forward it is trying to get in.',
    },
    es: {
      title: 'Pide un código de seguridad',
      detail: 'Un código que llega a su teléfono es la llave de su cuenta. Quien le pide que lo lea o lo reenvíe quiere entrar en ella.',
    },
    fr: {
      title: 'Demande un code de sécurité',
      detail:
        'Un code envoyé à votre téléphone est la clé de votre compte. Quiconque vous demande de le lire ou de le transférer essaie d’y entrer.',
    },
  },
  'asks-password': {
    en: {
      title: 'Asks for your password',
      detail: 'No real company asks for your password by message or phone. With it, a stranger can empty or lock your account.',
    },
    es: {
      title: 'Pide su contraseña',
      detail:
        'Ninguna empresa de verdad le pide su contraseña por mensaje o teléfono. Con ella, un extraño puede vaciar o bloquear su cuenta.',
    },
    fr: {
      title: 'Demande votre mot de passe',
      detail:
        'Aucune vraie entreprise ne demande votre mot de passe par message ou par téléphone. Avec lui, un inconnu peut vider ou bloquer votre compte.',
    },
  },
  'asks-id-number': {
    en: {
      title: 'Asks for your Social Security, SIN or Medicare number',
      detail: 'These numbers let a thief open accounts or claim benefits in your name. Give them only to an office you contacted yourself.',
    },
    es: {
      title: 'Pide su número de Seguro Social o de Medicare',
      detail:
        'Con estos números un ladrón puede abrir cuentas o cobrar beneficios a su nombre. Déselos solo a una oficina a la que usted llamó.',
    },
    fr: {
      title: 'Demande votre numéro d’assurance sociale, de Sécurité sociale ou d’assurance maladie',
      detail:
        'Ces numéros permettent à un voleur d’ouvrir des comptes ou de toucher des prestations à votre nom. Donnez-les seulement à un bureau que vous avez joint vous-même.',
    },
  },
  'asks-bank-details': {
    en: {
      title: 'Asks for bank or card details',
      detail: 'Your bank already has your details and will not ask you to send them. Thieves use them to take your money.',
    },
    es: {
      title: 'Pide datos del banco o la tarjeta',
      detail: 'Su banco ya tiene sus datos y no le pedirá que los envíe. Los ladrones los usan para quitarle su dinero.',
    },
    fr: {
      title: 'Demande les renseignements de votre banque ou de votre carte',
      detail:
        'Votre banque a déjà vos renseignements et ne vous demandera pas de les envoyer. Les voleurs s’en servent pour prendre votre argent.',
    },
  },
  'verify-account': {
    en: {
      title: 'Asks you to "verify" or "update" your details',
      detail: "This is how fake log-in pages collect names, passwords and card numbers. Go to the company's site or app yourself instead.",
    },
    es: {
      title: 'Le pide "verificar" o "actualizar" sus datos',
      detail:
        'Así es como las páginas falsas recogen nombres, contraseñas y tarjetas. Entre usted mismo al sitio o la aplicación de la empresa.',
    },
    fr: {
      title: 'Vous demande de « vérifier » ou de « mettre à jour » vos renseignements',
      detail:
        'C’est ainsi que les fausses pages de connexion recueillent des noms, des mots de passe et des numéros de carte. Allez plutôt vous-même sur le site ou dans l’application de l’entreprise.',
    },
  },
  'remote-access': {
    en: {
      title: 'Wants to get into your computer',
      detail:
        'Remote-access programs such as AnyDesk or TeamViewer give a stranger full control of your computer and bank accounts. Only let in someone you called yourself.',
    },
    es: {
      title: 'Quiere entrar en su computadora',
      detail:
        'Programas como AnyDesk o TeamViewer dan a un extraño el control total de su computadora y sus cuentas. Deje entrar solo a alguien a quien usted llamó.',
    },
    fr: {
      title: 'Veut entrer dans votre ordinateur',
      detail:
        'Les programmes d’accès à distance comme AnyDesk ou TeamViewer donnent à un inconnu le contrôle complet de votre ordinateur et de vos comptes bancaires. Laissez entrer seulement une personne que vous avez appelée vous-même.',
    },
  },
  'security-alarm': {
    en: {
      title: 'A security scare',
      detail:
        'Warnings about viruses, hackers or strange charges are the favorite opening of tech-support and bank scams. Check by calling the number on your card or your own bill, not one in the message.',
    },
    es: {
      title: 'Una alarma de seguridad',
      detail:
        'Los avisos de virus, hackers o cargos extraños son la entrada favorita de las estafas de soporte técnico y de bancos. Compruebe llamando al número de su tarjeta o su factura, no al del mensaje.',
    },
    fr: {
      title: 'Une fausse alerte de sécurité',
      detail:
        'Les avertissements de virus, de pirates ou d’achats étranges sont l’entrée en matière préférée des arnaques au faux soutien technique et des fausses banques. Vérifiez en appelant le numéro inscrit sur votre carte ou votre propre facture, pas celui du message.',
    },
  },
  government: {
    en: {
      title: 'Claims to be a government office',
      detail:
        'Scammers often pretend to be the IRS, Social Security, Medicare, the CRA or toll agencies. These offices contact you by mail first and never ask for gift cards, crypto or codes.',
    },
    es: {
      title: 'Dice ser una oficina del gobierno',
      detail:
        'Los estafadores a menudo se hacen pasar por el IRS, el Seguro Social, Medicare o agencias de peaje. Estas oficinas escriben por correo primero y nunca piden tarjetas de regalo, criptomonedas ni códigos.',
    },
    fr: {
      title: 'Se présente comme une administration',
      detail:
        'Les fraudeurs se font souvent passer pour l’Agence du revenu du Canada (ARC), Service Canada, l’IRS, la Sécurité sociale américaine ou une société de péage. Ces organismes vous écrivent d’abord par la poste et ne demandent jamais de cartes-cadeaux, de cryptomonnaie ni de codes.',
    },
  },
  'bank-or-brand': {
    en: {
      title: 'Uses the name of a bank or a well-known company',
      detail: 'Anyone can put a famous name in a message. Contact the company yourself with a number or web site you already know.',
    },
    es: {
      title: 'Usa el nombre de un banco o una empresa conocida',
      detail:
        'Cualquiera puede poner un nombre famoso en un mensaje. Contacte a la empresa usted mismo con un número o sitio que ya conoce.',
    },
    fr: {
      title: 'Utilise le nom d’une banque ou d’une entreprise connue',
      detail:
        'N’importe qui peut mettre un nom connu dans un message. Joignez vous-même l’entreprise avec un numéro ou un site Web que vous connaissez déjà.',
    },
  },
  'family-emergency': {
    en: {
      title: 'A family member "in trouble"',
      detail:
        'Scammers pretend to be a grandchild or relative in trouble, sometimes with a copied voice. Hang up and call that person on the number you already have.',
    },
    es: {
      title: 'Un familiar "en apuros"',
      detail:
        'Los estafadores se hacen pasar por un nieto o un familiar en apuros, a veces con una voz copiada. Cuelgue y llame a esa persona al número que ya tiene.',
    },
    fr: {
      title: 'Un proche « en difficulté »',
      detail:
        'Les fraudeurs se font passer pour un petit-enfant ou un proche en difficulté, parfois avec une voix imitée. Raccrochez et appelez cette personne au numéro que vous avez déjà.',
    },
  },
  'wrong-number': {
    en: {
      title: 'A stranger’s “wrong number” opener',
      detail:
        'Texts like “Do I know you?” or “I found your number in my contacts” are how many investment and romance scams start: any answer, even “wrong number”, starts a friendly chat that later turns to money. Do not answer; delete it.',
    },
    es: {
      title: 'Un desconocido que “se equivocó de número”',
      detail:
        'Mensajes como “¿Te conozco?” o “Encontré tu número en mis contactos” son el comienzo de muchas estafas de inversión y de amor: cualquier respuesta, aunque sea “número equivocado”, abre una charla amable que luego pide dinero. No conteste; bórrelo.',
    },
    fr: {
      title: 'Un inconnu qui « s’est trompé de numéro »',
      detail:
        'Des textos comme « Est-ce que je vous connais? » ou « J’ai trouvé votre numéro dans mes contacts » sont le début de bien des arnaques à l’investissement ou amoureuses : toute réponse, même « mauvais numéro », ouvre une conversation aimable qui finit par demander de l’argent. Ne répondez pas; supprimez-le.',
    },
  },
  romance: {
    en: {
      title: 'Words often used in romance scams',
      detail:
        'Someone you met online who cannot meet in person and soon needs money is the pattern of a romance scam. Never send money to someone you have not met face to face.',
    },
    es: {
      title: 'Palabras típicas de estafas amorosas',
      detail:
        'Alguien que conoció en internet, que no puede verle en persona y pronto necesita dinero, sigue el patrón de una estafa amorosa. Nunca envíe dinero a quien no conoce en persona.',
    },
    fr: {
      title: 'Des mots souvent utilisés dans les arnaques amoureuses',
      detail:
        'Une personne rencontrée en ligne qui ne peut jamais vous voir en personne et qui a vite besoin d’argent : c’est le schéma d’une arnaque amoureuse. N’envoyez jamais d’argent à une personne que vous n’avez pas rencontrée en personne.',
    },
  },
  investment: {
    en: {
      title: 'An "investment opportunity" that sounds too good',
      detail: 'Nobody can guarantee big profits. Investment scams show fake gains on a web site, then keep your money.',
    },
    es: {
      title: 'Una "oportunidad de inversión" demasiado buena',
      detail:
        'Nadie puede garantizar grandes ganancias. Las estafas de inversión muestran ganancias falsas en una página web y se quedan con su dinero.',
    },
    fr: {
      title: 'Une « occasion de placement » trop belle',
      detail:
        'Personne ne peut garantir de gros profits. Les arnaques de placement montrent de faux gains sur un site Web, puis gardent votre argent.',
    },
  },
  'job-offer': {
    en: {
      title: 'An easy job or easy money out of nowhere',
      detail: 'Jobs you did not apply for, with pay that sounds too easy, often end with you paying "fees" or moving stolen money.',
    },
    es: {
      title: 'Un trabajo fácil o dinero fácil de la nada',
      detail:
        'Los trabajos que no buscó, con pagas demasiado fáciles, suelen terminar con usted pagando "tarifas" o moviendo dinero robado.',
    },
    fr: {
      title: 'Un emploi facile ou de l’argent facile, sorti de nulle part',
      detail:
        'Un emploi que vous n’avez pas demandé, avec une paie trop facile, finit souvent par vous faire payer des « frais » ou déplacer de l’argent volé.',
    },
  },
  'parcel-problem': {
    en: {
      title: 'A parcel "problem"',
      detail:
        "Texts about a parcel that cannot be delivered are one of the most common scams. Track parcels only on the carrier's own site or app, with a tracking number you got when you ordered.",
    },
    es: {
      title: 'Un "problema" con un paquete',
      detail:
        'Los textos sobre un paquete que no se pudo entregar son de las estafas más comunes. Siga sus paquetes solo en el sitio o la aplicación de la empresa, con el número que recibió al comprar.',
    },
    fr: {
      title: 'Un « problème » de colis',
      detail:
        'Les textos au sujet d’un colis impossible à livrer sont parmi les arnaques les plus courantes. Suivez vos colis seulement sur le site ou l’application du transporteur, avec le numéro de suivi reçu lors de votre commande.',
    },
  },
  'click-prompt': {
    en: {
      title: 'Pushes you to click a link',
      detail: "Links in unexpected messages can lead to fake pages that look real. Type the company's address yourself instead.",
    },
    es: {
      title: 'Le empuja a abrir un enlace',
      detail:
        'Los enlaces de mensajes inesperados pueden llevar a páginas falsas que parecen reales. Escriba usted mismo la dirección de la empresa.',
    },
    fr: {
      title: 'Vous pousse à cliquer sur un lien',
      detail:
        'Les liens des messages inattendus peuvent mener à de fausses pages qui ont l’air vraies. Tapez plutôt vous-même l’adresse de l’entreprise.',
    },
  },
  'call-prompt': {
    en: {
      title: 'Asks you to call a number in the message',
      detail: "The number in a scam message goes to the scammer. Call only the number on your card, your bill or the company's real site.",
    },
    es: {
      title: 'Le pide llamar a un número del mensaje',
      detail:
        'El número de un mensaje falso lleva al estafador. Llame solo al número de su tarjeta, su factura o el sitio real de la empresa.',
    },
    fr: {
      title: 'Vous demande d’appeler un numéro du message',
      detail:
        'Le numéro d’un message frauduleux mène au fraudeur. Appelez seulement le numéro inscrit sur votre carte, votre facture ou le vrai site de l’entreprise.',
    },
  },
  'link-lookalike': {
    en: {
      title: 'A web address that imitates a real one',
      detail: "This address is spelled almost like a famous company's, with a letter swapped or added. Fake sites use this to look real.",
    },
    es: {
      title: 'Una dirección web que imita a una real',
      detail:
        'Esta dirección se escribe casi igual que la de una empresa famosa, con una letra cambiada o añadida. Los sitios falsos lo hacen para parecer reales.',
    },
    fr: {
      title: 'Une adresse Web qui imite une vraie',
      detail:
        'Cette adresse s’écrit presque comme celle d’une entreprise connue, avec une lettre changée ou ajoutée. Les faux sites s’en servent pour avoir l’air vrais.',
    },
  },
  'link-brand-elsewhere': {
    en: {
      title: "A famous name inside someone else's web address",
      detail:
        'The name of the company appears in this address, but the address belongs to another site (what counts is the part just before .com, .net and so on).',
    },
    es: {
      title: 'Un nombre famoso dentro de la dirección de otro',
      detail:
        'El nombre de la empresa aparece en esta dirección, pero la dirección es de otro sitio (lo que cuenta es lo que va justo antes de .com, .net, etc.).',
    },
    fr: {
      title: 'Un nom connu dans l’adresse Web d’un autre site',
      detail:
        'Le nom de l’entreprise apparaît dans cette adresse, mais l’adresse appartient à un autre site (ce qui compte, c’est la partie juste avant .com, .ca, .net, etc.).',
    },
  },
  'link-ip': {
    en: {
      title: 'A web address made of numbers',
      detail: 'Real companies use names for their sites. A link made of numbers hides who runs it.',
    },
    es: {
      title: 'Una dirección web hecha de números',
      detail: 'Las empresas de verdad usan nombres en sus sitios. Un enlace hecho de números oculta quién está detrás.',
    },
    fr: {
      title: 'Une adresse Web faite de chiffres',
      detail: 'Les vraies entreprises donnent un nom à leur site. Un lien fait de chiffres cache qui est derrière.',
    },
  },
  'link-shortener': {
    en: {
      title: 'A shortened link',
      detail: 'Short links (like bit.ly) hide where they really go, so you cannot check the address before opening it.',
    },
    es: {
      title: 'Un enlace acortado',
      detail: 'Los enlaces cortos (como bit.ly) esconden a dónde llevan, así que no puede revisar la dirección antes de abrirla.',
    },
    fr: {
      title: 'Un lien raccourci',
      detail: 'Les liens courts (comme bit.ly) cachent où ils mènent vraiment : vous ne pouvez pas vérifier l’adresse avant de l’ouvrir.',
    },
  },
  'link-punycode': {
    en: {
      title: 'A web address with disguised letters',
      detail:
        'This address uses letters from other alphabets that look like ours (it may start with "xn--"). It is a known way to fake a real address.',
    },
    es: {
      title: 'Una dirección web con letras disfrazadas',
      detail:
        'Esta dirección usa letras de otros alfabetos que parecen las nuestras (puede empezar con "xn--"). Es una forma conocida de imitar una dirección real.',
    },
    fr: {
      title: 'Une adresse Web aux lettres déguisées',
      detail:
        'Cette adresse utilise des lettres d’autres alphabets qui ressemblent aux nôtres (elle peut commencer par « xn-- »). C’est une façon connue d’imiter une vraie adresse.',
    },
  },
  'link-at-sign': {
    en: {
      title: 'A web address with a hidden destination',
      detail: 'Everything before the "@" in a web address is ignored: the link really goes to the site after it.',
    },
    es: {
      title: 'Una dirección web con el destino escondido',
      detail: 'Todo lo que va antes de la "@" en una dirección web se ignora: el enlace lleva en realidad al sitio que va después.',
    },
    fr: {
      title: 'Une adresse Web à la destination cachée',
      detail: 'Tout ce qui précède le « @ » dans une adresse Web est ignoré : le lien mène en fait au site qui suit.',
    },
  },
  'link-http-login': {
    en: {
      title: 'An unprotected link that asks you to sign in',
      detail:
        'This link starts with "http://" (no padlock) and the message asks you to sign in or pay. Real banks and shops always use "https://".',
    },
    es: {
      title: 'Un enlace sin protección que pide iniciar sesión',
      detail:
        'Este enlace empieza con "http://" (sin candado) y el mensaje le pide entrar o pagar. Los bancos y tiendas de verdad siempre usan "https://".',
    },
    fr: {
      title: 'Un lien non protégé qui vous demande de vous connecter',
      detail:
        'Ce lien commence par « http:// » (sans cadenas) et le message vous demande de vous connecter ou de payer. Les vraies banques et les vrais commerces utilisent toujours « https:// ».',
    },
  },
  'link-odd-ending': {
    en: {
      title: 'A web address with an unusual ending',
      detail: 'Endings such as .top, .xyz or .icu are cheap and often used for fake sites that live only a few days.',
    },
    es: {
      title: 'Una dirección web con una terminación rara',
      detail: 'Terminaciones como .top, .xyz o .icu son baratas y se usan mucho para sitios falsos que duran pocos días.',
    },
    fr: {
      title: 'Une adresse Web à la fin inhabituelle',
      detail: 'Les fins comme .top, .xyz ou .icu coûtent peu et servent souvent à de faux sites qui ne durent que quelques jours.',
    },
  },
  'link-action-cheap': {
    en: {
      title: 'A cheap web address that asks you to pay or sign in',
      detail:
        'The address ends in a cheap ending that fake sites use a lot (like .info, .top or .xyz) and its name says pay, refund, verify, deposit or claim. Real companies take payments on their own well-known address.',
    },
    es: {
      title: 'Una dirección barata que le pide pagar o entrar',
      detail:
        'La dirección termina en una terminación barata que usan mucho los sitios falsos (como .info, .top o .xyz) y su nombre dice pagar, reembolso, verificar, depósito o reclamar. Las empresas de verdad cobran en su propia dirección conocida.',
    },
    fr: {
      title: 'Une adresse bon marché qui vous demande de payer ou de vous connecter',
      detail:
        'L’adresse finit par une terminaison bon marché que les faux sites utilisent beaucoup (comme .info, .top ou .xyz) et son nom parle de payer, de remboursement, de vérifier, de dépôt ou de réclamer. Les vraies entreprises se font payer sur leur propre adresse connue.',
    },
  },
  'link-shortener-alone': {
    en: {
      title: 'A short link and nothing else',
      detail:
        "A short link (like bit.ly) hides where it goes, and there is no message to tell you who sent it. A QR code or a text with only this is a common trap: do not open it; type the company's address yourself.",
    },
    es: {
      title: 'Un enlace corto y nada más',
      detail:
        'Un enlace corto (como bit.ly) esconde a dónde lleva, y no hay ningún mensaje que diga quién lo envía. Un código QR o un texto con solo esto es una trampa común: no lo abra; escriba usted mismo la dirección de la empresa.',
    },
    fr: {
      title: 'Un lien court, sans rien d’autre',
      detail:
        'Un lien court (comme bit.ly) cache où il mène, et aucun message ne dit qui l’envoie. Un code QR ou un texto qui ne contient que cela est un piège courant\u00a0: ne l’ouvrez pas; tapez vous-même l’adresse de l’entreprise.',
    },
  },
  'phone-premium': {
    en: { title: 'A pay-per-call phone number', detail: 'Numbers starting with 900 or 976 charge you by the minute, sometimes a lot.' },
    es: { title: 'Un número de pago por llamada', detail: 'Los números que empiezan por 900 o 976 le cobran por minuto, a veces mucho.' },
    fr: {
      title: 'Un numéro payant à la minute',
      detail: 'Les numéros qui commencent par 900 ou 976 vous facturent à la minute, parfois très cher.',
    },
  },
  'paid-reply': {
    en: {
      title: 'Answering it costs money',
      detail:
        'It names a charge per text or per minute, or a premium-rate number (in the UK, numbers starting 09 or 0871). Replying or calling can cost a lot, often as a weekly subscription; a real prize or offer never needs a paid call or text.',
    },
    es: {
      title: 'Responder le cuesta dinero',
      detail:
        'Menciona un cobro por mensaje o por minuto, o un número de tarifa especial (en el Reino Unido, los que empiezan por 09 o 0871). Responder o llamar puede costar mucho, a menudo como una suscripción semanal; un premio u oferta de verdad nunca pide una llamada o un mensaje de pago.',
    },
    fr: {
      title: 'Répondre vous coûte de l’argent',
      detail:
        'Il mentionne des frais par message ou par minute, ou un numéro surtaxé (au Royaume-Uni, ceux qui commencent par 09 ou 0871). Répondre ou appeler peut coûter cher, souvent sous forme d’abonnement hebdomadaire; un vrai prix ou une vraie offre ne demande jamais un appel ou un message payant.',
    },
  },
  'phone-looks-local': {
    en: {
      title: 'A foreign phone number that looks local',
      detail:
        'This number has a three-digit area code like a US or Canadian number, but it belongs to a Caribbean country, and calls to it can be charged as international.',
    },
    es: {
      title: 'Un número extranjero que parece local',
      detail:
        'Este número tiene un código de área de tres cifras como uno de EE. UU. o Canadá, pero es de un país del Caribe y la llamada se puede cobrar como internacional.',
    },
    fr: {
      title: 'Un numéro étranger qui a l’air local',
      detail:
        'Ce numéro a un indicatif régional à trois chiffres comme un numéro américain ou canadien, mais il appartient à un pays des Antilles, et l’appel peut être facturé comme un appel international.',
    },
  },
  'phone-international': {
    en: {
      title: 'An international phone number',
      detail: 'A company that serves you in the US or Canada does not usually ask you to call abroad.',
    },
    es: {
      title: 'Un número de teléfono internacional',
      detail: 'Una empresa que le atiende en EE. UU. o Canadá no suele pedirle que llame al extranjero.',
    },
    fr: {
      title: 'Un numéro de téléphone international',
      detail: 'Une entreprise qui vous sert aux États-Unis ou au Canada ne vous demande habituellement pas d’appeler à l’étranger.',
    },
  },
  'phone-in-warning': {
    en: {
      title: 'A security warning with a number to call',
      detail:
        'Real warnings from Microsoft, Apple or your bank never ask you to call a number shown in a pop-up, text or e-mail. That number goes to the scammer.',
    },
    es: {
      title: 'Un aviso de seguridad con un número para llamar',
      detail:
        'Los avisos reales de Microsoft, Apple o su banco nunca le piden llamar a un número de una ventana, texto o correo. Ese número es del estafador.',
    },
    fr: {
      title: 'Un avertissement de sécurité avec un numéro à appeler',
      detail:
        'Les vrais avertissements de Microsoft, d’Apple ou de votre banque ne vous demandent jamais d’appeler un numéro affiché dans une fenêtre, un texto ou un courriel. Ce numéro mène au fraudeur.',
    },
  },
  'hidden-characters': {
    en: {
      title: 'Hidden characters in the text',
      detail:
        'The text contains invisible characters that change the order in which letters appear, for example to make a program look like a PDF file. Real messages do not need them.',
    },
    es: {
      title: 'Caracteres escondidos en el texto',
      detail:
        'El texto contiene caracteres invisibles que cambian el orden en que se ven las letras, por ejemplo para que un programa parezca un archivo PDF. Los mensajes reales no los necesitan.',
    },
    fr: {
      title: 'Des caractères cachés dans le texte',
      detail:
        'Le texte contient des caractères invisibles qui changent l’ordre d’affichage des lettres, par exemple pour faire passer un programme pour un fichier PDF. Les vrais messages n’en ont pas besoin.',
    },
  },
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
    ...EXPLAIN[id],
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
  en: (site) => `${site.the ? 'the ' : ''}${site.name}'s`,
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
      detail: `${looks ? `"${domain}" is spelled almost like ${of('en')} name` : `"${domain}" uses the name ${site.name}`}, but it belongs to someone else. ${site.the ? 'The ' : ''}${site.name}'s own addresses end in ${own}. Open it yourself by typing that address, never from this link.`,
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
