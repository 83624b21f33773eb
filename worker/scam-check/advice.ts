// What the answer says to do next, in each language. Reporting routes: the FTC's
// ReportFraud.ftc.gov (US; its Spanish site ReporteFraude.ftc.gov in Spanish answers), 7726 ("SPAM") for spam texts (US and Canadian carriers), and the Canadian
// Anti-Fraud Centre, 1-888-495-8501 / antifraudcentre-centreantifraude.ca.
import type { Lang } from './signals.ts'

type Verdict = 'likely-scam' | 'suspicious' | 'no-signs'

export const VERDICT_WORDS: Record<Lang, Record<Verdict, string>> = {
  en: { 'likely-scam': 'Likely a scam', suspicious: 'Be careful', 'no-signs': 'No warning signs found' },
  es: { 'likely-scam': 'Probablemente es una estafa', suspicious: 'Tenga cuidado', 'no-signs': 'No encontramos señales de alerta' },
  fr: { 'likely-scam': 'Probablement une arnaque', suspicious: 'Prudence', 'no-signs': 'Aucun signe d’alerte trouvé' },
}

const PAYMENT = ['gift-card', 'wire-transfer', 'crypto', 'cash-courier', 'payment-app', 'fee-to-claim', 'recovery-offer', 'overpayment']
const SECRETS = ['asks-code', 'asks-password', 'asks-id-number', 'asks-id-document', 'asks-bank-details', 'verify-account']
const LINKS = [
  'link-lookalike',
  'link-brand-elsewhere',
  'link-ip',
  'link-shortener',
  'link-punycode',
  'link-at-sign',
  'link-http-login',
  'link-odd-ending',
  'link-typo-popular',
  'link-popular-elsewhere',
  'link-www-glued',
  'link-fake-ending',
  'link-government-elsewhere',
  'click-prompt',
]

const TEXT = {
  en: {
    noSigns:
      'We found no warning signs, but a scam can still look clean: scammers change their words all the time. If you are unsure, do not reply yet.',
    noSignsCheck:
      'Check it yourself: contact the company or the person with a phone number or web site you already know, not one from the message.',
    dontClick: 'Do not click the links, open attachments or reply to the message.',
    dontCall:
      'Do not call the number in the message. Look the company up yourself: use the number on your card, your bill or its real web site.',
    dontPay: 'Do not pay anything. Nobody honest asks for gift cards, cryptocurrency, wire transfers or cash handed to a courier.',
    dontShare: 'Do not share codes, passwords, your Social Security, SIN or Medicare number, or bank details.',
    remote: 'Do not let anyone into your computer unless you called them yourself. If you already did, turn the computer off and call us.',
    family: 'Call your family member on the number you already have for them, or ask a question only they would know.',
    bankAlert:
      'If this is about a charge you did not make, call the number on the back of your card now and ask about it. Do not reply, and do not use the link or number in the message.',
    already: 'If you already paid or shared something, call your bank now, then see our "I think I have been scammed" page.',
    reportUs: 'In the US, report it at ReportFraud.ftc.gov. Forward scam texts to 7726 (SPAM), then delete them.',
    reportCa:
      'In Canada, report it to the Canadian Anti-Fraud Centre at 1-888-495-8501 or antifraudcentre-centreantifraude.ca. Forward scam texts to 7726 (SPAM).',
    /** Where to report, in the order the answer lists them. */
    reportOrder: ['reportUs', 'reportCa'],
  },
  es: {
    noSigns:
      'No encontramos señales de alerta, pero una estafa puede parecer limpia: los estafadores cambian sus palabras todo el tiempo. Si tiene dudas, no responda todavía.',
    noSignsCheck:
      'Compruébelo usted mismo: contacte a la empresa o a la persona con un número o sitio web que ya conoce, no con uno del mensaje.',
    dontClick: 'No abra los enlaces ni los archivos, y no responda al mensaje.',
    dontCall:
      'No llame al número del mensaje. Busque usted mismo a la empresa: use el número de su tarjeta, su factura o su sitio web real.',
    dontPay: 'No pague nada. Nadie honesto pide tarjetas de regalo, criptomonedas, giros o efectivo entregado a un mensajero.',
    dontShare: 'No comparta códigos, contraseñas, su número de Seguro Social o de Medicare, ni datos del banco.',
    remote: 'No deje que nadie entre en su computadora si usted no le llamó. Si ya lo hizo, apague la computadora y llámenos.',
    family: 'Llame a su familiar al número que ya tiene, o hágale una pregunta que solo esa persona sabría.',
    bankAlert:
      'Si se trata de un cargo que usted no hizo, llame ahora al número que está al reverso de su tarjeta y pregunte. No responda, y no use el enlace ni el número del mensaje.',
    already: 'Si ya pagó o compartió algo, llame a su banco ahora y luego vea nuestra página "Creo que me estafaron".',
    reportUs:
      'En EE. UU., denúncielo a la Comisión Federal de Comercio (FTC) en ReporteFraude.ftc.gov. Reenvíe los textos falsos al 7726 (SPAM) y luego bórrelos.',
    reportCa:
      'En Canadá, denúncielo al Centro Antifraude de Canadá (CAFC): 1-888-495-8501 o antifraudcentre-centreantifraude.ca. Reenvíe los textos falsos al 7726 (SPAM).',
    reportOrder: ['reportUs', 'reportCa'],
  },
  fr: {
    noSigns:
      'Nous n’avons trouvé aucun signe d’alerte, mais une arnaque peut ne montrer aucun de ces signes : les fraudeurs changent leurs mots sans arrêt. Si vous avez un doute, ne répondez pas tout de suite.',
    noSignsCheck:
      'Vérifiez vous-même : joignez l’entreprise ou la personne avec un numéro de téléphone ou un site Web que vous connaissez déjà, pas avec ceux du message.',
    dontClick: 'Ne cliquez pas sur les liens, n’ouvrez pas les pièces jointes et ne répondez pas au message.',
    dontCall:
      'N’appelez pas le numéro du message. Cherchez vous-même l’entreprise : utilisez le numéro inscrit sur votre carte, votre facture ou son vrai site Web.',
    dontPay:
      'Ne payez rien. Personne d’honnête ne demande des cartes-cadeaux, de la cryptomonnaie, des virements ou de l’argent comptant remis à un messager.',
    dontShare:
      'Ne donnez pas de codes, de mots de passe, votre numéro d’assurance sociale (NAS), de Sécurité sociale ou d’assurance maladie, ni vos renseignements bancaires.',
    remote:
      'Ne laissez personne entrer dans votre ordinateur si vous ne l’avez pas appelé vous-même. Si c’est déjà fait, éteignez l’ordinateur et appelez-nous.',
    family: 'Appelez votre proche au numéro que vous avez déjà, ou posez-lui une question dont seule cette personne connaît la réponse.',
    bankAlert:
      'S’il s’agit d’un achat que vous n’avez pas fait, appelez maintenant le numéro inscrit au dos de votre carte et posez la question. Ne répondez pas, et n’utilisez ni le lien ni le numéro du message.',
    already:
      'Si vous avez déjà payé ou donné quelque chose, appelez votre banque maintenant, puis consultez notre page « Je pense avoir été victime d’une arnaque ».',
    reportUs:
      'Aux États-Unis, signalez-la à la Federal Trade Commission (FTC) sur ReportFraud.ftc.gov (en anglais). Transférez les textos frauduleux au 7726 (SPAM), puis effacez-les.',
    reportCa:
      'Au Canada, signalez-la au Centre antifraude du Canada au 1-888-495-8501 ou sur antifraudcentre-centreantifraude.ca. Transférez les textos frauduleux au 7726 (SPAM).',
    /** Canadian readers first: the French site is for Quebec. */
    reportOrder: ['reportCa', 'reportUs'],
  },
} as const

/** The advice list for an answer: the most useful step first. */
export function adviceFor(lang: Lang, verdict: Verdict, found: ReadonlySet<string>): string[] {
  const t = TEXT[lang]
  const report = t.reportOrder.map((key) => t[key])
  if (verdict === 'no-signs') return [t.noSigns, t.noSignsCheck, t.dontShare, ...report]
  const out: string[] = []
  const has = (ids: string[]) => ids.some((id) => found.has(id))
  // A bank or card alert may be real: the first step is the card's own number (decision 152); so for a charge to
  // "cancel here" (decision 340).
  if ((found.has('bank-or-brand') && found.has('security-alarm')) || found.has('cancel-charge')) out.push(t.bankAlert)
  if (has(['family-emergency'])) out.push(t.family)
  if (has(['remote-access', 'device-locked'])) out.push(t.remote)
  out.push(t.dontClick, t.dontCall)
  if (has(PAYMENT) || verdict === 'likely-scam') out.push(t.dontPay)
  if (has(SECRETS) || has(LINKS)) out.push(t.dontShare)
  out.push(t.already, ...report)
  return out
}
