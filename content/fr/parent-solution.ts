// French (Quebec) copy for the NetHaven parental-control page (/fr/ParentSolution). Data only.
// The tokens {{company}} and {{phone}} are replaced from content/site.ts.
import { callRuleBuy } from '../call-rule.ts'
import type * as en from '../parent-solution'

export const parentBanners: typeof en.parentBanners = [
  {
    id: 'risks-to-kids',
    heading: 'Internet est plein de merveilles, et de risques',
    text:
      'Les enfants rencontrent des inconnus dans les jeux et les applications de clavardage. Ils tombent sur des contenus violents ou pour adultes. L’intimidation peut les suivre jusqu’à la maison sur leur téléphone. Certains se font piéger et partagent des photos, des mots de passe ou le numéro de carte d’un parent. La plupart du temps, tout cela se passe en silence, sur un écran que vous ne voyez pas toujours.',
  },
  {
    id: 'safer-digital-world',
    heading: 'Un monde numérique plus sûr pour votre famille',
    text:
      'Vous n’avez pas à confisquer les appareils. Avec les bons outils et des discussions franches à la maison, les enfants peuvent apprendre, jouer et garder le contact avec leurs amis. Vous gardez l’œil sur ce qui compte, et vous leur donnez plus de liberté à mesure qu’ils grandissent.',
  },
  {
    id: 'nethaven-intro',
    heading: 'Voici NetHaven AI',
    text:
      'NetHaven est le contrôle parental de {{company}}, propulsé par l’intelligence artificielle. Il bloque les sites dangereux et vous aide à fixer des limites de temps d’écran raisonnables. Il montre où se trouve votre enfant et vous avertit quand quelque chose demande votre attention. Un seul forfait couvre jusqu’à 5 appareils pour 7,99 $ par mois, facturé 95,88 $ par année à l’avance, taxes en sus.',
  },
  {
    id: 'outsmarted',
    heading: 'La plupart des contrôles parentaux peuvent être déjoués',
    text:
      'Les enfants sont futés. Ils suppriment l’application, changent l’heure de l’appareil ou ouvrent une fenêtre de navigation privée. Certains utilisent un VPN, une application qui peut contourner les filtres Web. Bien des contrôles ne remarquent rien. NetHaven surveille ces ruses, les rend plus difficiles et vous avertit quand quelqu’un essaie.',
  },
  {
    id: 'whats-inside',
    heading: 'Ce que contient NetHaven',
    text:
      'Suivi du temps, blocage de sites et d’applications, rapports d’activité, alertes de localisation, règles de temps d’écran, protection contre les manipulations, alertes par mots-clés sur les réseaux sociaux et recherche sécurisée. Tout est réuni dans un seul tableau de bord simple, pour que vous ayez une vue d’ensemble en une minute.',
  },
]

export const parentFeatures: typeof en.parentFeatures = [
  {
    id: 'time-tracking',
    title: 'Suivi du temps',
    text:
      'Voyez combien de temps votre enfant passe sur chaque appareil, application et site Web. Des graphiques simples montrent la journée et la semaine d’un coup d’œil. Servez-vous-en pour lancer une conversation calme, pas une dispute.',
    points: [
      'Temps passé sur chaque application et chaque site Web',
      'Totaux par jour et par semaine',
      'Couvre chaque appareil protégé, jusqu’à 5',
    ],
  },
  {
    id: 'block-unsafe',
    title: 'Blocage des sites et des applications dangereux',
    text:
      'NetHaven bloque les sites Web et les applications qui ne conviennent pas à l’âge de votre enfant, comme les contenus pour adultes, les jeux de hasard et la violence explicite. C’est vous qui décidez : autorisez ou bloquez vous-même n’importe quel site.',
    points: [
      'Catégories de filtres selon l’âge',
      'Vos propres listes de sites autorisés et bloqués',
      'Blocage des applications précises qui vous inquiètent',
    ],
  },
  {
    id: 'activity-reports',
    title: 'Rapports d’activité intelligents',
    text:
      'Un tableau de bord clair montre ce qui s’est passé en ligne : temps d’utilisation, sites visités, tentatives bloquées et alertes. Si vous préférez, vous pouvez aussi recevoir les rapports par courriel.',
    points: [
      'Tableau de bord facile à lire pour les parents',
      'Rapports par courriel, si vous le voulez',
      'Les éléments les plus importants en premier',
    ],
  },
  {
    id: 'location-geofence',
    title: 'Alertes de localisation et de zones définies',
    text:
      'Voyez sur une carte où se trouve l’appareil de votre enfant. Tracez des zones sûres, qu’on appelle des périmètres virtuels, autour de la maison, de l’école ou de la maison d’un ami. NetHaven vous avertit quand votre enfant arrive ou repart.',
    points: [
      'Position de l’appareil sur une carte',
      'Des zones sûres que vous définissez vous-même',
      'Alertes d’arrivée et de départ',
    ],
  },
  {
    id: 'screen-time',
    title: 'Gestion du temps d’écran',
    text:
      'Fixez des limites quotidiennes et des moments sans appareil, comme l’heure des devoirs, le souper en famille et l’heure du coucher. Quand le temps est écoulé, les applications choisies prennent une pause jusqu’au prochain moment permis.',
    points: [
      'Limites quotidiennes pour chaque appareil',
      'Horaires différents les soirs d’école et les fins de semaine',
      'Pauses pour le coucher et les devoirs',
    ],
  },
  {
    id: 'tamper-detection',
    title: 'Détection des manipulations et prévention du contournement',
    text:
      'Quelqu’un peut essayer de supprimer NetHaven, de changer ses paramètres ou de modifier l’heure de l’appareil. On peut aussi essayer de cacher l’activité avec un VPN ou la navigation privée. NetHaven travaille à bloquer ces ruses, et vous recevez une alerte dans tous les cas.',
    points: [
      'Alertes si NetHaven est supprimé ou modifié',
      'Protection contre les ruses liées à l’heure et aux paramètres',
      'Surveille les VPN et la navigation privée utilisés pour cacher l’activité',
    ],
  },
  {
    id: 'social-media-monitoring',
    title: 'Surveillance des réseaux sociaux avec alertes par mots-clés',
    text:
      'Choisissez les mots et les phrases qui vous inquiètent, comme des mots liés à l’intimidation, à l’automutilation ou à une rencontre avec un inconnu. NetHaven surveille l’activité sur les réseaux sociaux pris en charge et vous avertit quand l’un d’eux apparaît.',
    points: [
      'Des listes de mots-clés que vous choisissez',
      'Alertes quand un mot surveillé apparaît',
      'Vous aide à repérer tôt l’intimidation et les contacts à risque',
    ],
  },
  {
    id: 'safe-search',
    title: 'Recherche sécurisée imposée',
    text:
      'NetHaven active la recherche sécurisée dans Google, Bing et YouTube, et la garde activée. Les résultats explicites sont filtrés avant que votre enfant les voie.',
    points: [
      'Recherche sécurisée verrouillée dans Google et Bing',
      'Mode restreint toujours activé dans YouTube',
      'Votre enfant ne peut pas la désactiver en cachette',
    ],
  },
  {
    id: 'ai-powered',
    title: 'Protection propulsée par l’IA',
    text:
      'NetHaven utilise l’intelligence artificielle, ou IA, pour repérer ce qu’un simple filtre manquerait. Il peut signaler un nouveau site qui semble dangereux. Il peut aussi remarquer un changement soudain d’habitudes, comme une forte utilisation tard le soir, pour que vous le sachiez tôt.',
    points: [
      'Vérifie les nouveaux sites, pas seulement une liste fixe',
      'Remarque les changements d’habitudes inhabituels',
      'Des alertes écrites en mots simples',
    ],
  },
]

export const parentWhyChoose: typeof en.parentWhyChoose = [
  'Couvre jusqu’à 5 appareils pour 7,99 $ par mois, facturé 95,88 $ par année à l’avance, taxes en sus.',
  'Conçu pour remarquer les ruses courantes qu’utilisent les enfants pour contourner les contrôles parentaux.',
  'Un seul tableau de bord simple, facile à utiliser pour les parents comme pour les grands-parents.',
  'Des alertes claires vous indiquent ce qui demande votre attention, pour que vous puissiez parler tôt avec votre enfant.',
  `Vous vous inscrivez par téléphone. ${callRuleBuy('fr')}`,
  'Couvert par notre garantie de remboursement de 30 jours.',
]
