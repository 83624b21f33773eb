// French (Quebec) copy for the business IT support page (/fr/for-your-business). Data only.
// The tokens {{company}} and {{phone}} are replaced from content/site.ts.

import type * as en from '../business-support'
import { callRuleBuy } from '../call-rule.ts'

export const businessHeroes: typeof en.businessHeroes = [
  {
    heading: 'Un soutien informatique qui garde votre entreprise en marche',
    text:
      'Votre équipe devrait servir vos clients, pas se battre avec les imprimantes et les mots de passe. {{company}} donne à votre petite entreprise une vraie équipe informatique, à distance et sur place, pour un seul prix mensuel fixe.',
  },
  {
    heading: 'La sécurité intégrée à chaque réparation',
    text:
      'Les fraudeurs visent aussi les petites entreprises. Nos techniciens connaissent les arnaques. Les pare-feu, les sauvegardes et l’accès à distance sécurisé font partie du forfait; ce ne sont pas des extras coûteux.',
  },
  {
    heading: 'De vraies personnes quand vous en avez besoin',
    text:
      'Appelez, et un technicien basé aux États-Unis vous aide, 7 jours sur 7. La plupart des problèmes se règlent à distance. Quand un problème exige une intervention sur place, nous vous envoyons un technicien.',
  },
]

export const businessServices: typeof en.businessServices = [
  {
    id: 'wifi-network',
    title: 'Installation du Wi-Fi et du réseau',
    text:
      'Un réseau lent ou instable vous coûte du temps et des ventes. Nous installons le Wi-Fi et le réseau câblé de votre bureau pour que chaque poste, chaque téléphone et chaque terminal de paiement reste connecté. Nous gardons un réseau séparé pour les visiteurs, à l’écart des fichiers de votre entreprise. Quand la connexion tombe, nous trouvons la cause et nous vous remettons en ligne.',
  },
  {
    id: 'printers',
    title: 'Installation et soutien des imprimantes',
    text:
      'Nous connectons vos imprimantes pour que tout le monde au bureau puisse imprimer à partir de son propre ordinateur. Nous installons les bons pilotes, réglons les options par défaut et réglons les bourrages de papier, les erreurs « hors ligne » et les files d’impression bloquées. Quand un nouvel employé arrive, nous ajoutons aussi l’imprimante à son ordinateur. L’impression fonctionne de nouveau, tout simplement.',
  },
  {
    id: 'business-email',
    title: 'Courriel d’entreprise',
    text:
      'Le courriel, c’est la façon dont vos clients vous joignent. Nous configurons un courriel professionnel sur chaque ordinateur et chaque téléphone, y compris les boîtes de réception et les calendriers partagés. Nous vous aidons quand des messages sont refusés, disparaissent ou aboutissent dans les indésirables. Nous apprenons aussi à votre équipe à repérer l’hameçonnage, c’est-à-dire les faux courriels écrits pour voler des mots de passe ou de l’argent.',
  },
  {
    id: 'software-installation',
    title: 'Installation de logiciels',
    text:
      'Nous installons et configurons les logiciels dont votre entreprise dépend, des suites bureautiques aux outils de comptabilité. Chaque logiciel vient du vrai fabricant, avec une licence en règle. Nous gardons les logiciels à jour, parce que les anciennes versions sont une porte d’entrée facile pour les criminels. Une nouvelle recrue commence lundi? Son ordinateur peut être prêt dès le premier jour.',
  },
  {
    id: 'network-security',
    title: 'Sécurité du réseau et pare-feu',
    text:
      'Un pare-feu est un gardien qui décide quel trafic peut entrer dans votre réseau ou en sortir. Nous installons le vôtre, revoyons ses règles et le gardons à jour. Nous changeons les mots de passe par défaut des routeurs et des autres appareils, fermons les ouvertures risquées et cherchons les appareils inconnus sur votre réseau. Vous recevez un résumé clair de ce que nous avons changé.',
  },
  {
    id: 'device-management',
    title: 'Gestion des appareils',
    text:
      'Nous faisons le suivi des ordinateurs, des portables et des téléphones qu’utilise votre équipe. Nous nous assurons que chacun a ses mises à jour, un logiciel de sécurité et un verrouillage d’écran. Si un appareil est perdu ou qu’un employé part, nous vous aidons à retirer ses accès rapidement. Votre forfait couvre jusqu’à 10 appareils : un seul endroit à appeler pour tous.',
  },
  {
    id: 'server-cloud-sync',
    title: 'Serveur et synchronisation infonuagique',
    text:
      'Que vos fichiers soient sur un serveur au bureau ou dans le nuage, nous vous aidons à les garder à jour partout. Nous mettons en place la synchronisation, pour que la dernière version d’un fichier soit la même sur chaque ordinateur. Quand les erreurs de synchronisation ou les fichiers en double s’accumulent, nous démêlons tout. Votre équipe n’a plus à se demander quelle copie est la bonne.',
  },
  {
    id: 'file-sharing',
    title: 'Partage de fichiers et autorisations',
    text:
      'Nous créons des dossiers partagés pour que votre équipe puisse travailler sur les mêmes fichiers sans s’envoyer des copies par courriel. Nous décidons avec vous qui peut voir et modifier chaque dossier. Les dossiers confidentiels, comme la paie ou les renseignements des clients, restent visibles seulement pour les personnes qui en ont besoin. Le partage de fichiers avec vos clients peut aussi être sécuritaire.',
  },
  {
    id: 'vpn-remote-access',
    title: 'VPN et accès à distance',
    text:
      'Un VPN, ou réseau privé virtuel, crée un lien privé et chiffré entre un portable et votre bureau. Nous en installons un pour que votre équipe puisse accéder aux fichiers de l’entreprise en toute sécurité, de la maison ou en déplacement. Nous mettons aussi en place l’accès à distance avec une protection solide à la connexion, pour que seules les bonnes personnes puissent entrer.',
  },
  {
    id: 'backups',
    title: 'Sauvegardes',
    text:
      'Un disque dur en panne, un café renversé ou une demande de rançon peut effacer des années de travail. Nous mettons en place des sauvegardes automatiques de vos fichiers et systèmes importants, conservées à plus d’un endroit. Nous vérifions que les sauvegardes se font vraiment, et nous testons la restauration des fichiers. Ainsi, une mauvaise journée ne fait pas perdre votre entreprise.',
  },
  {
    id: 'remote-workforce',
    title: 'Installation pour le télétravail',
    text:
      'Les employés qui travaillent de la maison ont besoin des mêmes outils et de la même protection qu’au bureau. Nous configurons leurs portables, leur courriel, leurs fichiers partagés, leur VPN et leurs appels vidéo. Nous vérifions la sécurité de base de leur Wi-Fi à la maison. Quand quelqu’un est bloqué à la table de cuisine, il peut nous appeler au lieu d’attendre la prochaine journée au bureau.',
  },
  {
    id: 'maintenance-onsite',
    title: 'Entretien planifié et techniciens sur place',
    text:
      'Nous prenons soin de vos systèmes selon un horaire régulier : mises à jour, vérifications de sécurité, tests de sauvegarde et nettoyage, prévus en fonction de vos heures d’ouverture. La plupart des travaux se font à distance, donc sans dérangement. Certains travaux exigent une personne sur place, comme l’installation de nouvel équipement ou une panne que nous ne pouvons pas atteindre à distance. Nous envoyons alors un technicien à votre entreprise.',
  },
]

export const businessWhyChoose: typeof en.businessWhyChoose = [
  'Un seul forfait mensuel fixe pour jusqu’à 10 appareils, avec des visites sur place au besoin.',
  'Un soutien à distance illimité : votre équipe appelle chaque fois que quelque chose brise, sans tarif à l’heure.',
  'De vraies personnes basées aux États-Unis vous répondent, 7 jours sur 7.',
  'Des techniciens qui connaissent les arnaques et aident votre personnel à repérer l’hameçonnage, les fausses factures et les faux appels de soutien.',
  'Des séances à distance sécuritaires : nous nous connectons seulement pendant une séance que vous avez lancée en appelant le numéro indiqué sur ce site Web. Si quelqu’un vous contacte en premier et demande à se connecter, raccrochez.',
  'Plus de 9 ans en affaires et plus de 100 000 problèmes informatiques réglés.',
  callRuleBuy('fr'),
  'Une garantie de remboursement de 30 jours sur le soutien informatique à distance. Les visites de techniciens sur place ne sont pas remboursables.',
]

export const businessPlanName: typeof en.businessPlanName = 'SaffeSupport Assist Business'
