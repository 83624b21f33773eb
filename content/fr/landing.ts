// French copy for the landing page (/fr). Same names and types as content/landing.ts; data only.
// Tokens such as {{company}} and {{phone}} are replaced from content/site.ts, as in English.
import * as en from '../landing'
import { reword } from '../translate'

export { fraudLosses } from '../landing'

const where = 'content/fr/landing.ts'

export const hero: typeof en.hero = {
  heading: 'Une protection complète en ligne',
  sub: 'Du soutien informatique à distance et sur place, et une protection contre les arnaques, la fraude et le vol d’identité.',
  lead:
    'De vraies personnes aux États-Unis vous aident à rester en sécurité en ligne et à garder vos appareils en bon état, 7 jours sur 7. Nous servons les aînés, les anciens combattants, les familles et les petites entreprises partout aux États-Unis et au Canada.',
}

export const trustBadges: typeof en.trustBadges = reword(where, en.trustBadges, 'id', {
  bbb: {
    label: 'Better Business Bureau',
    text: 'Vérifiez vous-même notre dossier auprès du Better Business Bureau.',
  },
  trustedsite: {
    label: 'TrustedSite',
    text: 'TrustedSite, un service indépendant, vérifie la sécurité de notre site Web.',
  },
  'us-based': {
    label: 'Soutien basé aux États-Unis',
    text: 'Quand vous appelez, de vraies personnes vous répondent aux États-Unis.',
  },
  guarantee: {
    label: 'Garantie de 30 jours',
    text: 'Ça ne vous convient pas? Demandez à être remboursé dans les 30 jours pour les forfaits et les logiciels.',
  },
  encrypted: {
    label: 'Privé et chiffré',
    text: 'Vos données sont protégées par AES-256, une norme solide qui brouille les données pour que personne d’autre ne puisse les lire.',
  },
  devices: {
    label: 'Sur tous vos appareils',
    text: 'Une protection pour vos ordinateurs, vos téléphones et vos tablettes.',
  },
})

/** By icon: the icons and their order come from content/landing.ts. */
export const trustHighlights: typeof en.trustHighlights = reword(where, en.trustHighlights, 'icon', {
  clock: { text: 'Plus de 9 ans à protéger les gens en ligne' },
  star: { text: 'Un soutien patient, qui ne vous presse jamais' },
  check: { text: 'Plus de 100 000 problèmes informatiques réglés' },
  shield: { text: 'Plus de 100 000 appareils protégés' },
  users: { text: 'De vraies personnes pour vous aider, 7 jours sur 7' },
  phone: { text: 'Nous appelons seulement si vous nous l’avez demandé' },
  lock: { text: 'Accès à distance seulement dans une séance que vous avez commencée en nous appelant' },
  heart: { text: 'Prix spéciaux pour les aînés et les anciens combattants' },
})

export const kidsSection: typeof en.kidsSection = {
  badge: 'NOUVEAU',
  heading: 'Protégez vos enfants en ligne',
  text:
    'En ligne, les enfants peuvent tomber sur des inconnus, des arnaques et du contenu nuisible. NetHaven AI vous aide à bloquer les sites dangereux, à gérer le temps d’écran et à recevoir des alertes quand quelque chose demande votre attention. Il couvre jusqu’à 5 appareils pour 7,99 $ par mois, facturé 95,88 $ par année à l’avance, taxes en sus.',
}

export const itHelpSection: typeof en.itHelpSection = {
  heading: 'De l’aide informatique sans tracas',
  text:
    'Un problème d’informatique ne devrait pas gâcher votre journée. Appelez-nous : une vraie personne règle le problème à distance. Les forfaits pour entreprises comprennent aussi une visite sur place quand c’est nécessaire.',
  points: [
    'Wi-Fi, imprimantes, courriel et logiciels',
    'Suppression des virus et des fenêtres surgissantes d’arnaque',
    'Ordinateurs, téléphones, tablettes et téléviseurs intelligents',
    'Soutien à distance illimité avec un seul forfait mensuel fixe',
    'Séances à distance seulement quand vous nous appelez en premier',
  ],
}

/** The sections that are a heading and a paragraph, by their names in content/landing.ts. */
const sections: Pick<typeof en, 'homeCard' | 'businessCard' | 'parentalCard' | 'guaranteeSection' | 'seniorPricing' | 'newsletter' | 'statsSection' | 'videosSection' | 'socialSection'> = {
  homeCard: { heading: 'Soutien informatique pour la maison', text: 'De l’aide à distance illimitée pour jusqu’à 3 appareils, pour 24,99 $ par mois, facturé 299,88 $ par année à l’avance, taxes en sus. Wi-Fi, imprimantes, téléphones, courriel et plus, sans frais à l’heure.' },
  businessCard: { heading: 'Soutien informatique pour votre entreprise', text: 'Du soutien pour jusqu’à 10 appareils pour 59,99 $ par mois, facturé 719,88 $ par année à l’avance, taxes en sus, avec une visite sur place quand c’est nécessaire. Réseaux, sécurité, sauvegardes et équipes à distance : tout est couvert.' },
  parentalCard: { heading: 'Contrôle parental pour votre famille', text: 'NetHaven AI bloque les sites dangereux, gère le temps d’écran et vous envoie des alertes, sur jusqu’à 5 appareils.' },
  guaranteeSection: { heading: 'Garantie de remboursement de 30 jours', text: 'Essayez notre protection, notre contrôle parental ou notre soutien informatique à distance. Si ça ne vous convient pas, communiquez avec nous dans les 30 jours pour être remboursé, sans formulaire à remplir. L’argent retourne à votre mode de paiement d’origine en 5 à 7 jours ouvrables.' },
  seniorPricing: { heading: 'Prix spéciaux pour les aînés et les anciens combattants', text: 'Vous avez travaillé fort, et plusieurs d’entre vous ont servi leur pays. Nous offrons des prix spéciaux aux aînés et aux anciens combattants. Appelez-nous pour savoir à quoi vous avez droit, ou découvrez d’abord DefendMePro.' },
  newsletter: { heading: 'Recevez les alertes sur les arnaques par courriel', text: 'Inscrivez-vous pour recevoir des avertissements en mots simples sur les nouvelles arnaques, et des conseils faciles pour rester en sécurité. Pas de jargon, et vous pouvez vous désabonner en tout temps.' },
  statsSection: { heading: 'Les pertes liées à la fraude en ligne continuent d’augmenter', text: 'Le graphique montre les pertes signalées de 2021 à 2024, selon les rapports de l’Internet Crime Complaint Center (IC3) du FBI. Les pertes étaient d’environ 12,5\u00a0milliards de dollars en 2023. En 2024, elles ont augmenté de 33 %, à environ 16,6\u00a0milliards de dollars, pour 859 532 plaintes. Les personnes de 60 ans et plus ont déclaré des pertes d’environ 4,9\u00a0milliards de dollars.' },
  videosSection: { heading: 'Vidéos pour reconnaître les arnaques', text: 'De courtes vidéos de la Federal Trade Commission (FTC) des États-Unis, du FBI, d’un bureau du procureur fédéral américain (US Attorney’s Office) et de l’AARP qui montrent comment fonctionnent les arnaques courantes et comment vous protéger. Chaque carte indique qui a fait la vidéo. Appuyez sur « Lecture » sur n’importe quelle vidéo pour la regarder ici.' },
  socialSection: { heading: 'Suivez-nous en ligne', text: 'Suivez-nous pour recevoir des avertissements et des conseils sur les arnaques, ou lisez ce que nos clients disent de nous.' },
}

export const { homeCard, businessCard, parentalCard, guaranteeSection, seniorPricing, newsletter, statsSection, videosSection, socialSection } = sections

export const showcase: typeof en.showcase = {
  heading: 'Tout ce que comprend DefendMePro',
  lead:
    'Dix couches de protection dans un seul forfait, avec de vraies personnes derrière. DefendMePro Home, le forfait pour la maison, couvre jusqu’à 3 appareils pour 19 $ par mois, facturé 228 $ par année à l’avance. DefendMePro Business, le forfait pour les entreprises, couvre jusqu’à 10 appareils pour 49,99 $ par mois, facturé 599,88 $ par année à l’avance. Taxes en sus.',
  features: reword(where, en.showcase.features, 'item', {
    'identity-theft': {
      title: 'Protection contre le vol d’identité',
      text:
        'Nous surveillons les signes que quelqu’un utilise vos renseignements personnels, y compris sur le Web clandestin (dark web), où des données volées sont vendues. Si nous trouvons quelque chose, nos experts vous aident à régler la situation.',
    },
    'fraud-detection': {
      title: 'Détection de la fraude',
      text:
        'Repérez tôt toute activité inhabituelle. Les alertes en temps réel vous sont envoyées, et aussi à un membre de votre famille de confiance si vous le voulez.',
    },
    'scam-protection': {
      title: 'Protection contre les arnaques',
      text:
        'De l’aide contre les faux appels, courriels, textos et sites Web conçus pour vous tromper et vous faire payer ou donner des renseignements privés.',
    },
    'scam-alerts': {
      title: 'Centre d’alertes sur les arnaques',
      text:
        'Des avertissements en mots simples sur les trucs qu’utilisent les criminels en ce moment, pour que vous puissiez les reconnaître avant qu’ils vous atteignent.',
    },
    'financial-security': {
      title: 'Sécurité financière',
      text:
        'Une protection de plus pour vos comptes bancaires et vos cartes, avec des alertes quand quelque chose semble anormal.',
    },
    'password-manager': {
      title: 'Gestionnaire de mots de passe',
      text:
        'Un coffre-fort sécurisé qui retient un mot de passe solide et différent pour chaque compte, pour que vous n’ayez pas à le faire.',
    },
    antivirus: {
      title: 'Antivirus',
      text:
        'Trouve et bloque les virus et les autres logiciels nuisibles sur vos appareils. Un antivirus seul ne suffit pas : c’est une couche parmi dix.',
    },
    vpn: {
      title: 'VPN',
      text:
        'Un VPN, ou réseau privé virtuel, chiffre votre connexion. Le Wi-Fi public d’un café ou d’un aéroport devient ainsi plus sûr.',
    },
    'spam-call': {
      title: 'Protection contre les appels indésirables',
      text: 'Aide à filtrer les appels automatisés et les appels indésirables, pour que moins d’appels non voulus vous parviennent.',
    },
    'human-support': {
      title: 'Soutien humain 7 jours sur 7',
      text:
        'De vraies personnes, aux États-Unis, répondent à vos questions et vous aident à agir vite quand quelque chose vous semble louche.',
    },
  }),
}

export const mapSection: typeof en.mapSection = {
  heading: 'Au service des États-Unis et du Canada',
  claim: 'Plus de 100 000 appareils protégés',
  tooltips: {
    us: 'Du soutien dans les 50 États, 7 jours sur 7',
    ca: 'Du soutien partout au Canada, d’un océan à l’autre',
  },
  text:
    'Des grandes villes aux petits villages, nous avons protégé plus de 100 000 appareils aux États-Unis et au Canada. Nous aidons aussi les retraités américains qui vivent au Mexique, au Panama et au Costa Rica.',
}

export const fraudChart: typeof en.fraudChart = {
  title: 'Pertes signalées liées à la criminalité en ligne aux États-Unis, de 2021 à 2024',
  source:
    'Source : rapports annuels sur la criminalité en ligne (Internet Crime Reports) de l’Internet Crime Complaint Center (IC3) du FBI pour 2021, 2022, 2023 et 2024. Les totaux de 2021 et de 2022 sont ceux publiés dans les rapports de ces années-là.',
}
