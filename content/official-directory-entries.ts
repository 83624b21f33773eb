// The entries of the official-contacts directory (types and lookups: ./official-directory.ts).
//
// Rules (docs/official-directory.md): every web address and phone number is one we read on a public
// page, named in `sources` (or the phone's own `source`) with the day we read it. A number we could not
// confirm on the organisation's own page (or a government page) is left out: the entry then gives its
// web address only. "never" lists only what the organisation (or a government page quoting it) says it
// never does, in our own words. Change an entry only with a source, and bump DIRECTORY_VERSION.

import type { DirectorySource, OfficialEntry } from './official-directory'

const DAY = '2026-12-04'
const at = (url: string): DirectorySource => ({ url, checked: DAY })
/** Numbers and sites already checked for /help-now (docs/decisions/062-help-now-numbers.md). */
const help = (url: string): DirectorySource => ({ url, checked: '2026-11-23', note: 'docs/decisions/062-help-now-numbers.md' })

export const DIRECTORY_ENTRIES: readonly OfficialEntry[] = [
  // ---- United States ------------------------------------------------------------------------------
  {
    id: 'irs',
    names: { en: 'Internal Revenue Service (IRS)', es: 'Servicio de Impuestos Internos (IRS)', fr: 'Internal Revenue Service (IRS, impôt fédéral américain)' },
    aliases: ['irs', 'internal revenue service', 'irs gov', 'tax refund', 'us treasury'],
    country: 'us',
    kind: 'agency',
    website: 'https://www.irs.gov/',
    domains: ['irs.gov'],
    phones: [
      {
        e164: '+18008291040',
        display: '1-800-829-1040',
        label: { en: 'Individuals', es: 'Personas', fr: 'Particuliers' },
        source: at('https://www.taxpayeradvocate.irs.gov/notices/irs-tax-law-phone-line/'),
      },
    ],
    never: [
      {
        en: 'Start contact by text message, e-mail or social media.',
        es: 'Iniciar el contacto por mensaje de texto, correo electrónico o redes sociales.',
        fr: 'Communiquer avec vous en premier par texto, courriel ou réseaux sociaux.',
      },
      {
        en: 'Ask you to pay with a gift card or a prepaid card.',
        es: 'Pedirle que pague con tarjetas de regalo o tarjetas prepagadas.',
        fr: 'Vous demander de payer avec des cartes-cadeaux ou des cartes prépayées.',
      },
      {
        en: 'Leave recorded, urgent or threatening messages (an arrest warrant if you do not call back).',
        es: 'Dejar mensajes grabados, urgentes o amenazantes (una orden de arresto si no devuelve la llamada).',
        fr: 'Laisser des messages enregistrés, urgents ou menaçants (un mandat d’arrestation si vous ne rappelez pas).',
      },
    ],
    sources: [
      at('https://www.irs.gov/newsroom/how-to-know-if-its-really-the-irs-calling-or-knocking-on-your-door'),
      at('https://harringtonparknj.gov/government/news/373-beware-of-scammers-posing-as-the-irs'),
    ],
  },
  {
    id: 'ssa',
    names: { en: 'Social Security Administration (SSA)', es: 'Administración del Seguro Social (SSA)', fr: 'Social Security Administration (SSA, sécurité sociale américaine)' },
    aliases: ['ssa', 'social security', 'social security administration', 'seguro social', 'ssn'],
    country: 'us',
    kind: 'agency',
    website: 'https://www.ssa.gov/',
    domains: ['ssa.gov', 'socialsecurity.gov'],
    phones: [
      {
        e164: '+18007721213',
        display: '1-800-772-1213',
        source: at('https://www.ssa.gov/OP_Home/handbook/handbook.01/handbook-0110.html'),
      },
    ],
    never: [
      {
        en: 'Call to threaten your benefits or to say your Social Security number is suspended.',
        es: 'Llamar para amenazar sus beneficios o decir que su número de Seguro Social está suspendido.',
        fr: 'Appeler pour menacer vos prestations ou dire que votre numéro de Social Security est suspendu.',
      },
      {
        en: 'Tell you to wire money, send cash or put money on gift cards.',
        es: 'Pedirle que envíe dinero por giro, mande efectivo o ponga dinero en tarjetas de regalo.',
        fr: 'Vous dire de virer de l’argent, d’envoyer de l’argent comptant ou d’acheter des cartes-cadeaux.',
      },
    ],
    sources: [at('https://www.ssa.gov/OP_Home/handbook/handbook.01/handbook-0110.html'), at('https://consumer.georgia.gov/social-security-scam')],
  },
  {
    id: 'medicare',
    names: { en: 'Medicare', es: 'Medicare', fr: 'Medicare (assurance maladie américaine)' },
    aliases: ['medicare', '1-800-medicare', 'cms'],
    country: 'us',
    kind: 'agency',
    website: 'https://www.medicare.gov/',
    domains: ['medicare.gov'],
    phones: [{ e164: '+18006334227', display: '1-800-MEDICARE (1-800-633-4227)', source: help('https://www.medicare.gov/') }],
    never: [],
    sources: [help('https://www.medicare.gov/')],
  },
  {
    id: 'ftc',
    names: { en: 'Federal Trade Commission (FTC)', es: 'Comisión Federal de Comercio (FTC)', fr: 'Federal Trade Commission (FTC, protection du consommateur américaine)' },
    aliases: ['ftc', 'federal trade commission', 'reportfraud', 'identitytheft.gov', 'comision federal de comercio'],
    country: 'us',
    kind: 'agency',
    website: 'https://reportfraud.ftc.gov/',
    domains: ['ftc.gov', 'identitytheft.gov', 'robodeidentidad.gov'],
    phones: [{ e164: '+18773824357', display: '1-877-382-4357', source: help('https://reportfraud.ftc.gov/') }],
    never: [],
    sources: [help('https://reportfraud.ftc.gov/'), help('https://www.identitytheft.gov/'), help('https://www.robodeidentidad.gov/')],
  },
  {
    id: 'zelle',
    names: { en: 'Zelle', es: 'Zelle', fr: 'Zelle' },
    aliases: ['zelle', 'zellepay'],
    country: 'us',
    kind: 'payment',
    website: 'https://www.zellepay.com/',
    domains: ['zellepay.com'],
    phones: [],
    never: [],
    sources: [at('https://www.zellepay.com/safety-education/understanding-scams')],
  },

  // ---- Canada -------------------------------------------------------------------------------------
  {
    id: 'government-of-canada',
    names: { en: 'Government of Canada (canada.ca)', es: 'Gobierno de Canadá (canada.ca)', fr: 'Gouvernement du Canada (canada.ca)' },
    aliases: ['government of canada', 'gouvernement du canada', 'canada.ca', 'gc.ca'],
    country: 'ca',
    kind: 'agency',
    website: 'https://www.canada.ca/',
    domains: ['canada.ca', 'gc.ca'],
    phones: [],
    never: [],
    sources: [
      at('https://www.canada.ca/en/revenue-agency/services/about-canada-revenue-agency-cra/when-you-money-collections-cra/contact-canada-revenue-agency-about-your-debt.html'),
      at('https://pensezcybersecurite.gc.ca/en/blogs/threats-intimidation-pay-your-tax-bill-spot-tax-season-scams'),
    ],
  },
  {
    id: 'cra',
    names: { en: 'Canada Revenue Agency (CRA)', es: 'Agencia de Ingresos de Canadá (CRA)', fr: 'Agence du revenu du Canada (ARC)' },
    aliases: ['cra', 'arc', 'canada revenue agency', 'agence du revenu du canada', 'revenue canada', 'impot federal'],
    country: 'ca',
    kind: 'agency',
    website: 'https://www.canada.ca/en/revenue-agency.html',
    domains: [],
    pages: ['canada.ca/en/revenue-agency'],
    phones: [
      {
        e164: '+18009598281',
        display: '1-800-959-8281',
        label: { en: 'Individuals', es: 'Personas', fr: 'Particuliers' },
        source: at('https://canada.ca/en/revenue-agency/services/forms-publications/tax-packages-years/archived-general-income-tax-benefit-package-2022/5000-g/income-tax-benefit-guide.html'),
      },
    ],
    never: [
      {
        en: 'Use text messages or instant messaging to start a conversation about your taxes or benefits.',
        es: 'Usar mensajes de texto o mensajería instantánea para iniciar una conversación sobre sus impuestos o beneficios.',
        fr: 'Utiliser les textos ou la messagerie instantanée pour entamer une conversation sur vos impôts ou vos prestations.',
      },
      {
        en: 'Send or ask for money by Interac e-Transfer.',
        es: 'Enviar o pedir dinero por transferencia Interac.',
        fr: 'Envoyer ou demander de l’argent par virement Interac.',
      },
    ],
    sources: [
      at('https://pensezcybersecurite.gc.ca/en/blogs/threats-intimidation-pay-your-tax-bill-spot-tax-season-scams'),
      at('https://fcnb.ca/en/news-alerts/fraud-alert-fake-interac-e-transfer-notifications'),
    ],
  },
  {
    id: 'service-canada',
    names: { en: 'Service Canada', es: 'Service Canada', fr: 'Service Canada' },
    aliases: ['service canada', 'social insurance number', 'sin', 'nas', 'numero d assurance sociale', 'old age security', 'oas', 'securite de la vieillesse'],
    country: 'ca',
    kind: 'agency',
    website: 'https://www.canada.ca/',
    domains: [],
    phones: [
      {
        e164: '+18662746627',
        display: '1-866-274-6627',
        label: { en: 'Social Insurance Number', es: 'Número de Seguro Social de Canadá (SIN)', fr: 'Numéro d’assurance sociale' },
        source: help('https://www.canada.ca/'),
      },
    ],
    never: [],
    sources: [help('https://www.canada.ca/')],
  },
  {
    id: 'cafc',
    names: { en: 'Canadian Anti-Fraud Centre', es: 'Centro Canadiense Antifraude', fr: 'Centre antifraude du Canada' },
    aliases: ['cafc', 'caf', 'canadian anti-fraud centre', 'centre antifraude du canada', 'antifraud centre'],
    country: 'ca',
    kind: 'agency',
    website: 'https://antifraudcentre-centreantifraude.ca/',
    domains: ['antifraudcentre-centreantifraude.ca'],
    phones: [{ e164: '+18884958501', display: '1-888-495-8501', source: help('https://antifraudcentre-centreantifraude.ca/') }],
    never: [],
    sources: [help('https://antifraudcentre-centreantifraude.ca/')],
  },
  {
    id: 'revenu-quebec',
    names: { en: 'Revenu Québec', es: 'Revenu Québec (impuestos de Quebec)', fr: 'Revenu Québec' },
    aliases: ['revenu quebec', 'revenue quebec', 'rq', 'impot quebec'],
    country: 'ca',
    region: 'QC',
    kind: 'agency',
    website: 'https://www.revenuquebec.ca/',
    domains: ['revenuquebec.ca'],
    phones: [],
    never: [
      {
        en: 'Ask by e-mail or text for your social insurance number, date of birth, password or a notice of assessment number.',
        es: 'Pedir por correo electrónico o mensaje de texto su número de seguro social, fecha de nacimiento, contraseña o número de aviso de tasación.',
        fr: 'Vous demander par courriel ou par texto votre numéro d’assurance sociale, votre date de naissance, un mot de passe ou un numéro d’avis de cotisation.',
      },
      {
        en: 'Mention confidential information in a phone message.',
        es: 'Mencionar información confidencial en un mensaje telefónico.',
        fr: 'Mentionner des renseignements confidentiels dans un message téléphonique.',
      },
    ],
    sources: [at('https://www.revenuquebec.ca/en/policies-and-instructions/security/rules/')],
  },
  {
    id: 'hydro-quebec',
    names: { en: 'Hydro-Québec', es: 'Hydro-Québec (electricidad de Quebec)', fr: 'Hydro-Québec' },
    aliases: ['hydro quebec', 'hydro-quebec', 'hydroquebec'],
    country: 'ca',
    region: 'QC',
    kind: 'utility',
    website: 'https://www.hydroquebec.com/',
    domains: ['hydroquebec.com'],
    phones: [],
    never: [
      { en: 'Ask for your credit card number.', es: 'Pedirle el número de su tarjeta de crédito.', fr: 'Vous demander votre numéro de carte de crédit.' },
      {
        en: 'Ask for your banking information by e-mail or text.',
        es: 'Pedirle sus datos bancarios por correo electrónico o mensaje de texto.',
        fr: 'Vous demander vos informations bancaires par courriel ou par texto.',
      },
      {
        en: 'Send a refund or compensation by text or e-mail.',
        es: 'Enviar un reembolso o una compensación por mensaje de texto o correo electrónico.',
        fr: 'Faire un remboursement ou un dédommagement par texto ou par courriel.',
      },
    ],
    sources: [at('https://www.hydroquebec.com/prevention-fraudes.html')],
  },
  {
    id: 'desjardins',
    names: { en: 'Desjardins', es: 'Desjardins', fr: 'Desjardins' },
    aliases: ['desjardins', 'caisse desjardins', 'caisse populaire', 'accesd', 'mouvement desjardins'],
    country: 'ca',
    kind: 'bank',
    website: 'https://www.desjardins.com/',
    domains: ['desjardins.com'],
    phones: [
      {
        e164: '+18002247737',
        display: '1-800-CAISSES (1-800-224-7737)',
        source: at('https://www.desjardins.com/ca/FAQ/index.jsp?sectionId=6&categorieId=29&sousCategorieId=98'),
      },
    ],
    never: [],
    sources: [at('https://www.desjardins.com/ca/FAQ/index.jsp?sectionId=6&categorieId=29&sousCategorieId=98')],
  },
  {
    id: 'cibc',
    names: { en: 'CIBC', es: 'CIBC', fr: 'CIBC' },
    aliases: ['cibc', 'canadian imperial bank of commerce', 'banque canadienne imperiale de commerce'],
    country: 'ca',
    kind: 'bank',
    website: 'https://www.cibc.com/',
    domains: ['cibc.com'],
    phones: [],
    never: [],
    sources: [at('https://www.cibc.com/en/privacy-security/banking-fraud/cra-fraud.html')],
  },
  {
    id: 'scotiabank',
    names: { en: 'Scotiabank', es: 'Scotiabank', fr: 'Banque Scotia' },
    aliases: ['scotiabank', 'scotia', 'banque scotia', 'bank of nova scotia'],
    country: 'ca',
    kind: 'bank',
    website: 'https://www.scotiabank.com/',
    domains: ['scotiabank.com'],
    phones: [],
    never: [],
    sources: [at('https://scotiabank.com/ca/en/personal/advice-plus/features/posts.how-to-protect-your-money-and-your-data-against-cra-scammers.html')],
  },
  {
    id: 'interac',
    names: { en: 'Interac (e-Transfer)', es: 'Interac (transferencias)', fr: 'Interac (virements)' },
    aliases: ['interac', 'e-transfer', 'etransfer', 'virement interac', 'interac e-transfer'],
    country: 'ca',
    kind: 'payment',
    website: 'https://www.interac.ca/',
    domains: ['interac.ca'],
    phones: [],
    never: [
      {
        en: 'Attach files to its e-Transfer notifications.',
        es: 'Adjuntar archivos a sus avisos de transferencia.',
        fr: 'Joindre des fichiers à ses avis de virement.',
      },
      {
        en: 'Hold money "in escrow" for you: it offers no such service.',
        es: 'Guardar dinero "en depósito" por usted: no ofrece ese servicio.',
        fr: 'Garder de l’argent « en fiducie » pour vous : elle n’offre pas ce service.',
      },
    ],
    sources: [
      at('https://www.interac.ca/en/faq/faq/208-what-is-email-fraud-phishing-or-spearphishing-seo-poisoning-twitter-web-surfing-mobile-apps-sms-phishing-2.html'),
      at('https://fcnb.ca/en/news-alerts/fraud-alert-fake-interac-e-transfer-notifications'),
    ],
  },
  {
    id: 'canada-post',
    names: { en: 'Canada Post', es: 'Canada Post (correo de Canadá)', fr: 'Postes Canada' },
    aliases: ['canada post', 'postes canada', 'canadapost', 'postescanada'],
    country: 'ca',
    kind: 'delivery',
    website: 'https://www.canadapost-postescanada.ca/',
    domains: ['canadapost-postescanada.ca', 'canadapost.ca', 'postescanada.ca'],
    phones: [],
    never: [],
    sources: [
      at('https://www.canadapost-postescanada.ca/cpc/en/support/kb/receiving'),
      at('http://www.canadapost.ca/tools/pg/manual/PGxpresspt-e.asp'),
      at('https://bac-lac.wayback.archive-it.org/web/20061215064945/https:/www.postescanada.ca/textonly/business/tools/pg/manual/b02-e.asp'),
    ],
  },
  {
    id: '407-etr',
    names: { en: '407 ETR (toll highway)', es: '407 ETR (autopista de peaje)', fr: '407 ETR (autoroute à péage)' },
    aliases: ['407', '407 etr', '407etr', 'highway 407', 'autoroute 407'],
    country: 'ca',
    region: 'ON',
    kind: 'toll',
    website: 'https://www.407etr.com/',
    domains: ['407etr.com'],
    phones: [],
    never: [],
    sources: [at('https://www.407etr.com/en/help/general/faq-transponderequippedvehicle/faq132.html')],
  },

  // ---- Mexico -------------------------------------------------------------------------------------
  {
    id: 'government-of-mexico',
    names: { en: 'Government of Mexico (gob.mx)', es: 'Gobierno de México (gob.mx)', fr: 'Gouvernement du Mexique (gob.mx)' },
    aliases: ['gobierno de mexico', 'government of mexico', 'gob.mx'],
    country: 'mx',
    kind: 'agency',
    website: 'https://www.gob.mx/',
    domains: ['gob.mx'],
    phones: [],
    never: [],
    sources: [at('https://www.informador.mx/economia/dia-de-reyes-profeco-despliega-operativo-20260105-0145.html')],
  },
  {
    id: 'sat',
    names: {
      en: 'Tax Administration Service (SAT, Mexico)',
      es: 'Servicio de Administración Tributaria (SAT)',
      fr: 'Service d’administration fiscale du Mexique (SAT)',
    },
    aliases: ['sat', 'servicio de administracion tributaria', 'hacienda', 'buzon tributario', 'marcasat'],
    country: 'mx',
    kind: 'agency',
    website: 'https://www.sat.gob.mx/',
    domains: ['sat.gob.mx'],
    pages: ['gob.mx/sat'],
    phones: [],
    never: [
      {
        en: 'Ask for personal or bank details, passwords or your e.firma by e-mail, text, phone call or social media.',
        es: 'Pedir datos personales o bancarios, contraseñas o su e.firma por correo, mensaje de texto, llamada o redes sociales.',
        fr: 'Demander vos renseignements personnels ou bancaires, vos mots de passe ou votre e.firma par courriel, texto, appel ou réseaux sociaux.',
      },
      {
        en: 'Send attachments, download links or programs "to update your data".',
        es: 'Enviar archivos adjuntos, enlaces de descarga o programas "para actualizar sus datos".',
        fr: 'Envoyer des pièces jointes, des liens de téléchargement ou des logiciels « pour mettre à jour vos données ».',
      },
    ],
    sources: [
      at('https://admin.mvs.editor80.com/economia/2025/12/26/esto-es-lo-que-debes-hacer-si-recibiste-un-mensaje-sospechoso-nombre-del-sat-725400.html'),
      at('https://www.infobae.com/mexico/2025/12/27/sat-alerta-por-correos-y-mensajes-falsos-estas-son-las-senales-de-fraude/'),
    ],
  },
  {
    id: 'condusef',
    names: {
      en: 'Condusef (Mexico’s financial consumer protection)',
      es: 'Condusef (Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros)',
      fr: 'Condusef (protection des usagers des services financiers, Mexique)',
    },
    aliases: ['condusef'],
    country: 'mx',
    kind: 'agency',
    website: 'https://www.condusef.gob.mx/',
    domains: ['condusef.gob.mx'],
    phones: [],
    never: [
      {
        en: 'Open or handle a complaint by e-mail, or ask for your details through a link.',
        es: 'Iniciar o tramitar una queja por correo electrónico, ni pedir sus datos mediante un enlace.',
        fr: 'Ouvrir ou traiter une plainte par courriel, ni demander vos renseignements par un lien.',
      },
    ],
    sources: [
      at('https://elsoldeparral.com.mx/local/parral/condusef-suspendio-temporalmente-actividades-durante-el-resto-de-julio-12282921.html'),
      at('https://www.eluniversal.com.mx/cartera/alertan-por-correos-falsos-a-nombre-de-condusef-delincuentes-suplantan-identidad-para-robar-datos/'),
    ],
  },
  {
    id: 'profeco',
    names: { en: 'Profeco (Mexico’s consumer protection)', es: 'Profeco (Procuraduría Federal del Consumidor)', fr: 'Profeco (protection du consommateur, Mexique)' },
    aliases: ['profeco', 'procuraduria federal del consumidor', 'telefono del consumidor'],
    country: 'mx',
    kind: 'agency',
    website: 'https://www.gob.mx/profeco',
    domains: ['profeco.gob.mx'],
    pages: ['gob.mx/profeco'],
    phones: [],
    never: [],
    sources: [at('https://www.informador.mx/economia/dia-de-reyes-profeco-despliega-operativo-20260105-0145.html')],
  },
  {
    id: 'imss',
    names: { en: 'Mexican Social Security Institute (IMSS)', es: 'Instituto Mexicano del Seguro Social (IMSS)', fr: 'Institut mexicain de sécurité sociale (IMSS)' },
    aliases: ['imss', 'instituto mexicano del seguro social', 'seguro social mexico', 'pension imss'],
    country: 'mx',
    kind: 'agency',
    website: 'https://www.imss.gob.mx/',
    domains: ['imss.gob.mx'],
    phones: [],
    never: [
      {
        en: 'Charge for a pension procedure, or ask for advances or deposits to speed one up.',
        es: 'Cobrar por un trámite de pensión, ni pedir anticipos o depósitos para agilizarlo.',
        fr: 'Faire payer une démarche de pension, ni demander une avance ou un dépôt pour l’accélérer.',
      },
    ],
    sources: [
      at('https://www.unotv.com/ciencia-y-tecnologia/imss-alerta-por-correos-falsos-de-auditoria-asi-puedes-identificar-el-fraude-y-evitar-caer/'),
      at('https://www.tvazteca.com/aztecanoticias/imss-advierte-por-fraude-masivo-a-pensionados-documentos-falsos'),
    ],
  },
]
