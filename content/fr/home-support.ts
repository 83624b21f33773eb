// French (Quebec) copy for the home tech-support page (/fr/for-your-home). Data only.
// The tokens {{company}} and {{phone}} are replaced from content/site.ts.
import * as en from '../home-support'
import { reword } from '../translate'

export const homeHero: typeof en.homeHero = {
  heading: 'Profitez de la vie. Nous nous occupons de la technologie.',
  lead:
    'Un Wi-Fi qui décroche sans arrêt. Une imprimante qui n’imprime pas. Un téléphone qui demande une mise à jour qui ne vous inspire pas confiance. Appelez-nous, et une vraie personne vous aide à régler le problème, calmement et une étape à la fois. Un seul forfait mensuel fixe, sans frais à l’heure.',
}

export const homeServices: typeof en.homeServices = reword('content/fr/home-support.ts', en.homeServices, 'id', {
  'wifi-setup': {
    title: 'Installation du Wi-Fi',
    text:
      'Nous faisons fonctionner le Wi-Fi de votre maison et nous vous aidons à le garder en bon état. Nous y connectons vos ordinateurs, vos téléphones, vos tablettes et votre téléviseur. Nous choisissons un mot de passe Wi-Fi solide et nous vous aidons à noter les détails dans un endroit sûr. Si le signal est faible dans une pièce, nous cherchons la cause et nous vous expliquons vos choix en mots simples.',
  },
  'computer-setup-repair': {
    title: 'Installation et réparation d’ordinateurs portables et de bureau',
    text:
      'Un nouvel ordinateur? Nous vous aidons à le configurer, à y transférer vos fichiers et à vous connecter à vos comptes. Votre vieil ordinateur fait des siennes? Nous trouvons ce qui ne va pas et nous réglons ce qui peut l’être pendant une séance à distance. Si une pièce est brisée, nous vous le disons franchement et nous vous expliquons vos options avant que vous dépensiez quoi que ce soit.',
  },
  'printer-setup': {
    title: 'Installation d’imprimante',
    text:
      'Nous connectons votre imprimante à votre ordinateur, votre téléphone ou votre tablette, avec ou sans fil. Nous installons le bon logiciel et imprimons une page d’essai avec vous. Les bourrages de papier, les messages « hors ligne » et les pages blanches sont des appels courants. Nous vous guidons dans chaque solution, pour que vous sachiez quoi faire la prochaine fois.',
  },
  'software-installation': {
    title: 'Installation de logiciels',
    text:
      'Nous installons et configurons les logiciels que vous utilisez tous les jours, comme Microsoft Office, un antivirus et Quicken. Nous nous assurons que chacun vient du vrai fabricant, et non d’un site Web qui l’imite. Nous vous aidons aussi avec les mises à jour et les clés de licence, pour que vos logiciels restent à jour et sécuritaires.',
  },
  'smart-tv-streaming': {
    title: 'Téléviseurs intelligents et appareils de diffusion en continu',
    text:
      'Nous vous aidons à installer un Roku, un Fire Stick, un Apple TV ou un Chromecast. Nous le connectons à votre Wi-Fi, nous vous connectons à vos applications de diffusion en continu et nous vous expliquons la télécommande. Une mise en garde : si un écran ou une page Web vous demande de payer quelqu’un pour activer votre appareil, arrêtez. Appelez-nous d’abord.',
  },
  'email-outlook': {
    title: 'Courriel et Outlook',
    text:
      'Nous configurons votre courriel sur votre ordinateur, votre téléphone et votre tablette, y compris Microsoft Outlook. Nous vous aidons quand les messages n’arrivent plus, que des dossiers disparaissent ou que votre boîte de réception est pleine. Nous vous montrons aussi comment repérer un faux courriel. Un message qui vous presse de cliquer sur un lien est un signe d’alerte.',
  },
  'mobile-help': {
    title: 'Aide pour iPhone, iPad et Android',
    text:
      'Nous vous aidons avec le téléphone ou la tablette que vous avez en main : configuration, mises à jour, photos, contacts, applications et espace de stockage. Vous changez de téléphone? Nous vous aidons à tout transférer. Nous vérifions aussi vos paramètres de confidentialité et nous vous montrons comment faire taire les appels inconnus et bloquer les textos indésirables.',
  },
  'router-network': {
    title: 'Routeur et réseau de la maison',
    text:
      'Votre routeur est la boîte qui amène Internet dans votre maison. Nous vérifions qu’il est configuré de façon sécuritaire, avec un nouveau mot de passe d’administrateur et les dernières mises à jour. Si votre connexion Internet décroche sans arrêt, nous la testons. Quand le problème vient de la ligne, nous vous aidons à l’expliquer à votre fournisseur Internet.',
  },
  'virus-removal': {
    title: 'Suppression des virus, logiciels espions et logiciels malveillants',
    text:
      'Des fenêtres surgissantes, des barres d’outils étranges ou un navigateur qui ouvre des sites bizarres peuvent indiquer qu’un logiciel indésirable se trouve sur votre appareil. Nous le trouvons et nous le supprimons. Ensuite, nous vérifions vos paramètres de sécurité, pour qu’il risque moins de revenir. Si une fenêtre surgissante vous dit d’appeler un numéro, fermez-la et appelez-nous plutôt.',
  },
  'backup-recovery': {
    title: 'Sauvegarde et récupération de données',
    text:
      'Vos photos et vos documents comptent. Nous mettons en place des sauvegardes automatiques, pour qu’une copie de vos fichiers soit toujours en sécurité. Si vous avez supprimé quelque chose par erreur, nous essayons de le récupérer pour vous. Nous vous disons franchement ce qui peut être récupéré et ce qui ne peut pas l’être, avant de commencer tout travail.',
  },
  'slow-device-fix': {
    title: 'Réparation des appareils lents',
    text:
      'Un ordinateur ou un téléphone lent, ça use la patience de n’importe qui. Nous retirons les programmes qui démarrent sans raison, libérons de l’espace, installons les mises à jour et cherchons les problèmes cachés. La plupart des appareils lents accélèrent sans rien perdre. Une réinitialisation complète est notre dernier recours. Nous la faisons seulement avec votre permission, une fois vos fichiers sauvegardés.',
  },
  'monthly-checkups': {
    title: 'Vérification mensuelle de l’état de vos appareils',
    text:
      'Une fois par mois, nous vérifions vos appareils avec vous. Nous regardons les mises à jour, les paramètres de sécurité, l’espace de stockage et les sauvegardes, et nous réglons les petits problèmes avant qu’ils grossissent. Autre chose survient plus tard dans le mois? Rappelez-nous, tout simplement. Le soutien est illimité pendant le mois : le compteur ne tourne jamais.',
  },
})

export const personalTeamBanner: typeof en.personalTeamBanner = {
  heading: 'Votre équipe informatique personnelle',
  text:
    'Voyez-nous comme l’ami patient qui s’y connaît en ordinateurs et qui répond toujours. De vraies personnes aux États-Unis vous aident 7 jours sur 7. Nous expliquons chaque étape en mots simples, et nous ne vous pressons jamais. {{company}} Assist Home couvre jusqu’à 3 appareils pour 24,99 $ par mois, facturé 299,88 $ par année à l’avance, taxes en sus. Appelez le {{phone}} pour commencer.',
}

export const homeWhyChoose: typeof en.homeWhyChoose = [
  {
    title: 'Un forfait fixe, sans frais à l’heure',
    text:
      'Un seul prix mensuel couvre un soutien à distance illimité pour jusqu’à 3 appareils. Pas de compteur et pas de facture surprise. Les forfaits sont facturés à l’année, à l’avance, taxes en sus.',
  },
  {
    title: 'Des techniciens qui connaissent les arnaques',
    text:
      'Nos techniciens connaissent les arnaques. Ils savent quelles ruses utilisent les criminels, et ils vous aident à repérer les faux appels, courriels et fenêtres surgissantes avant qu’ils vous coûtent quoi que ce soit.',
  },
  {
    title: 'Soutien à distance et par téléphone',
    text:
      'La plupart des problèmes se règlent au téléphone ou pendant une séance à distance sécurisée. Nous nous connectons seulement pendant une séance que vous avez lancée en appelant le numéro indiqué sur ce site Web. Si quelqu’un vous contacte en premier et demande à se connecter, raccrochez.',
  },
  {
    title: 'De vraies personnes, 7 jours sur 7',
    text:
      'Vous parlez à de vraies personnes basées aux États-Unis, 7 jours sur 7. En plus de 9 ans, nous avons réglé plus de 100 000 problèmes informatiques.',
  },
  {
    title: 'Nous appelons seulement après votre demande',
    text:
      'Vous vous inscrivez par téléphone, jamais par une fenêtre surgissante. {{callRuleBuy}}',
  },
  {
    title: 'Garantie de remboursement de 30 jours',
    text:
      'Si le forfait ne vous convient pas, demandez un remboursement dans les 30 jours. L’argent est versé au mode de paiement d’origine en 5 à 7 jours ouvrables.',
  },
]
