// The plans in French (Quebec): the same ids, names, prices, periods' meaning, coverage and links as
// content/plans.ts. The billing line and the combo saving are computed by content/plans.ts from the same
// prices; only the words are here (the computed total "$228" is shown in the French form "228 $").
import { callRuleBuy } from '../call-rule.ts'
import { writeDollars } from '../money'
import type * as en from '../plans'
import { comparisonTable, completePlans, type ListedPlan } from '../plans'

/** "$1,079.88" → "1 079,88 $": the same amount, written the French way. */
function frenchDollars(amount: string): string {
  return writeDollars(Number(amount.replace(/[$,]/g, '')), 'fr-CA', true)
}

const defendMeProFeatures = [
  'Protection contre le vol d’identité',
  'Détection de la fraude',
  'Protection contre les arnaques et centre d’alertes sur les arnaques',
  'Sécurité financière',
  'Gestionnaire de mots de passe',
  'Antivirus et VPN',
  'Protection contre les appels indésirables',
  'De vraies personnes pour vous aider 7 jours sur 7',
]

const listedPlans: ListedPlan[] = [
  {
    id: 'defendmepro-home',
    name: 'DefendMePro Home',
    description: 'Notre ensemble de protection contre le vol d’identité, la fraude et les arnaques, pour vous et votre famille.',
    price: '$19',
    period: 'par mois',
    kind: 'subscription',
    devices: 'Jusqu’à 3 appareils',
    features: defendMeProFeatures,
    learnMore: '/DefendPro',
  },
  {
    id: 'defendmepro-business',
    name: 'DefendMePro Business',
    description: 'La même protection pour une petite entreprise, son personnel et ses comptes.',
    price: '$49.99',
    period: 'par mois',
    kind: 'subscription',
    devices: 'Jusqu’à 10 appareils',
    features: defendMeProFeatures,
    learnMore: '/DefendPro',
  },
  {
    id: 'nethaven',
    name: 'NetHaven AI Powered',
    description:
      'Un contrôle parental avec intelligence artificielle qui aide à protéger les enfants sur leurs téléphones, tablettes et ordinateurs.',
    price: '$7.99',
    period: 'par mois',
    kind: 'subscription',
    devices: 'Jusqu’à 5 appareils',
    features: [
      'Suivi du temps d’utilisation et limites de temps d’écran',
      'Bloque les sites et les applications dangereux',
      'Rapports d’activité intelligents',
      'Alertes de localisation et de zones définies',
      'Détecte les tentatives de le désactiver ou de le contourner',
      'Alertes par mots-clés sur les réseaux sociaux',
      'Recherche sécurisée sur Google, Bing et YouTube',
    ],
    learnMore: '/ParentSolution',
  },
  {
    id: 'assist-home',
    name: 'SaffeSupport Assist Home',
    description:
      'Un soutien informatique à distance illimité pour les appareils de votre maison, par des techniciens basés aux États-Unis qui connaissent les arnaques.',
    price: '$24.99',
    period: 'par mois',
    kind: 'subscription',
    devices: 'Jusqu’à 3 appareils',
    features: [
      'Soutien informatique à distance illimité',
      'Configuration du Wi-Fi, de l’imprimante, du courriel et des appareils',
      'Suppression des virus, logiciels espions et logiciels malveillants',
      'Vérification mensuelle de l’état de vos appareils',
      'Prix fixe, sans frais à l’heure',
      'De vraies personnes pour vous aider 7 jours sur 7',
    ],
    learnMore: '/ForYourHome',
  },
  {
    id: 'assist-business',
    name: 'SaffeSupport Assist Business',
    description:
      'Un soutien informatique à distance illimité pour une petite entreprise, avec un technicien sur place au besoin.',
    price: '$59.99',
    period: 'par mois',
    kind: 'subscription',
    devices: 'Jusqu’à 10 appareils',
    features: [
      'Soutien informatique à distance illimité',
      'Wi-Fi, imprimantes et courriel de l’entreprise',
      'Sécurité du réseau et pare-feu',
      'Sauvegardes, VPN et accès à distance',
      'Gestion des appareils et entretien planifié',
      'Visite sur place au besoin',
      'De vraies personnes pour vous aider 7 jours sur 7',
    ],
    learnMore: '/ForYourBusiness',
  },
  {
    id: 'combo-home',
    name: 'Combo Maison',
    description: 'DefendMePro Home et SaffeSupport Assist Home ensemble, pour un seul prix.',
    price: '$34.99',
    period: 'par mois',
    kind: 'subscription',
    devices: 'Jusqu’à 3 appareils',
    features: [
      'Tout ce qu’offre DefendMePro Home',
      'Tout ce qu’offre SaffeSupport Assist Home',
      'Un seul forfait, une seule facture',
      'De vraies personnes pour vous aider 7 jours sur 7',
    ],
  },
  {
    id: 'combo-business',
    name: 'Combo Entreprise',
    description: 'DefendMePro Business et SaffeSupport Assist Business ensemble, pour un seul prix.',
    price: '$89.99',
    period: 'par mois',
    kind: 'subscription',
    devices: 'Jusqu’à 10 appareils',
    features: [
      'Tout ce qu’offre DefendMePro Business',
      'Tout ce qu’offre SaffeSupport Assist Business',
      'Visite sur place au besoin',
      'De vraies personnes pour vous aider 7 jours sur 7',
    ],
  },
  {
    id: 'fixmytech-home',
    name: 'FixMyTech Home',
    description: 'Une réparation unique, à distance, d’un problème sur un appareil de la maison. Aucun forfait à prendre.',
    price: '$89.99',
    period: 'paiement unique',
    kind: 'one-time',
    devices: 'Un problème sur un appareil',
    features: [
      'Réparé à distance par un vrai technicien',
      'Nous nous connectons seulement pendant une séance que vous lancez en nous appelant',
      'Une deuxième intervention gratuite pour le même problème dans les 30 jours',
      'À distance seulement; les visites sur place se prévoient à part',
    ],
    learnMore: '/fixmytech',
  },
  {
    id: 'fixmytech-business',
    name: 'FixMyTech Business',
    description: 'Une réparation unique, à distance, d’un problème de l’entreprise sur un poste de travail.',
    price: '$149.99',
    period: 'paiement unique',
    kind: 'one-time',
    devices: 'Un problème de l’entreprise sur un poste de travail',
    features: [
      'Réparé à distance par un technicien qui connaît les arnaques',
      'Nous nous connectons seulement pendant une séance que vous lancez en nous appelant',
      'Une deuxième intervention gratuite pour le même problème dans les 30 jours',
      'À distance seulement; les visites sur place se prévoient à part',
    ],
    learnMore: '/fixmytech',
  },
]

export const plans: typeof en.plans = completePlans(listedPlans, {
  billed: (total) => `facturé ${frenchDollars(total)} par année, à l’avance, taxes en sus`,
  renews:
    'Se renouvelle automatiquement chaque année, facturé à l’avance, jusqu’à ce que vous l’annuliez. Nous vous indiquons la date de chaque facture lors de votre appel d’activation. Annulez par téléphone ou par courriel en tout temps pour arrêter le prochain renouvellement; un remboursement n’est possible que dans les 30 premiers jours.',
  oneTime: 'taxes en sus, payé une seule fois',
  comboSaving: (percent) => `Économisez environ ${percent} % par rapport à l’achat des deux séparément`,
})

export const pricingNotes: typeof en.pricingNotes = {
  guarantee: 'Garantie de remboursement de 30 jours : annulez dans les 30 jours suivant l’achat et nous vous remboursons en entier',
  billing:
    'Les prix des forfaits sont indiqués par mois, mais chaque forfait est facturé pour toute l’année à l’avance, taxes en sus : le total annuel est indiqué à côté de chaque prix. Les forfaits se renouvellent automatiquement chaque année jusqu’à ce que vous les annuliez. FixMyTech a un prix unique, taxes en sus.',
  byPhone:
    `Nous ne prenons aucun paiement sur ce site. Appelez-nous et une vraie personne met en place votre forfait. ${callRuleBuy('fr')}`,
  questionsHeading: 'Des questions sur un forfait?',
  questions:
    'Appelez-nous et une vraie personne vous aidera à choisir. Des prix spéciaux sont offerts aux aînés et aux anciens combattants : il suffit de le demander.',
  fixMyTechRefund:
    'La garantie de remboursement de 30 jours couvre nos forfaits par abonnement. FixMyTech est un service à paiement unique et n’est pas remboursable; en échange, vous avez droit à une deuxième intervention gratuite pour le même problème dans les 30 jours.',
}

export const comparisonRows: typeof en.comparisonRows = comparisonTable({
  identity: 'Protection contre le vol d’identité et détection de la fraude',
  scams: 'Protection contre les arnaques et centre d’alertes sur les arnaques',
  financial: 'Sécurité financière et gestionnaire de mots de passe',
  antivirus: 'Antivirus et VPN',
  spamCalls: 'Protection contre les appels indésirables',
  remoteSupport: 'Soutien informatique à distance illimité',
  onSite: 'Visite sur place au besoin',
  parentalControl: 'Contrôle parental avec intelligence artificielle',
  oneTimeFix: 'Réparation unique, à distance, d’un problème',
  revisit: 'Deuxième intervention gratuite pour le même problème dans les 30 jours',
  guarantee: 'Garantie de remboursement de 30 jours',
})
