// French (Quebec) copy for the FixMyTech one-time remote fix page (/fr/FixMyTech). Data only.
// The tokens {{company}}, {{phone}} and {{phoneHref}} are replaced from content/site.ts.
// `answer` fields are markdown; every other field is plain text.
import * as en from '../fixmytech'
import { reword } from '../translate'

export const fixHero: typeof en.fixHero = {
  heading: 'Un problème. Une réparation. Un prix fixe.',
  lead:
    'Vous avez un seul problème informatique et vous ne voulez pas de forfait mensuel? FixMyTech vous met en contact avec un vrai technicien qui le règle pendant une séance à distance sécurisée. Vous payez une seule fois. Si le même problème revient dans les 30 jours, nous le réglons de nouveau sans frais.',
}

/** The plans' words; the ids, names and prices come from content/fixmytech.ts. */
export const fixPlans: typeof en.fixPlans = reword('content/fr/fixmytech.ts', en.fixPlans, 'id', {
  home: {
    priceNote: 'paiement unique, taxes en sus',
    summary: 'Un problème sur un appareil de la maison, réglé à distance.',
    points: [
      'Un problème sur un appareil',
      'Réglé à distance par un vrai technicien basé aux États-Unis',
      'Nous nous connectons seulement pendant une séance que vous lancez en nous appelant',
      'Une deuxième intervention gratuite pour le même problème dans les 30 jours',
    ],
  },
  business: {
    priceNote: 'paiement unique, taxes en sus',
    summary: 'Un problème de l’entreprise sur un poste de travail (un seul ordinateur de travail), réglé à distance.',
    points: [
      'Un problème de l’entreprise sur un poste de travail',
      'Réglé à distance par un technicien qui connaît les arnaques',
      'Nous nous connectons seulement pendant une séance que vous lancez en nous appelant',
      'Une deuxième intervention gratuite pour le même problème dans les 30 jours',
    ],
  },
}, ['name', 'price'])

export const fixSteps: typeof en.fixSteps = [
  {
    title: 'Appelez-nous',
    text:
      'Appelez le {{phone}} et dites-nous ce qui ne va pas. Une vraie personne vous écoute, vous pose quelques questions simples et vous dit le prix avant de commencer quoi que ce soit.',
  },
  {
    title: 'Nous confirmons le travail avec vous',
    text:
      'Nous vous répétons le problème, le prix et ce qui est couvert, et rien ne commence avant que vous disiez oui. Si nous devons vous rappeler, vous pouvez toujours raccrocher et appeler vous-même le {{phone}}.',
  },
  {
    title: 'Une séance à distance que vous avez lancée',
    text:
      'Nous nous connectons seulement pendant une séance que vous avez lancée en appelant le numéro indiqué sur ce site Web. Vous pouvez ensuite regarder sur votre écran pendant que nous travaillons.',
  },
  {
    title: 'C’est réglé, avec une deuxième intervention possible pendant 30 jours',
    text:
      'Nous réglons le problème et le vérifions avec vous avant de terminer. Si le même problème revient dans les 30 jours, vous avez droit à une deuxième intervention gratuite.',
  },
]

export const fixIncluded: typeof en.fixIncluded = [
  'Trouver et régler un problème sur un appareil, ou un problème de l’entreprise sur un poste de travail',
  'Supprimer les virus, les fenêtres surgissantes frauduleuses et les programmes indésirables',
  'Régler les problèmes de connexion du courriel, de l’imprimante et du Wi-Fi',
  'Installer ou réparer des logiciels que vous possédez déjà',
  'Accélérer un ordinateur lent',
  'Vérifier les mises à jour et les paramètres de sécurité de l’appareil que nous réparons',
  'Une deuxième intervention gratuite pour le même problème dans les 30 jours',
]

export const fixNotIncluded: typeof en.fixNotIncluded = [
  'Les réparations matérielles, comme un écran fissuré ou une pièce défectueuse',
  'La récupération avancée de données sur des disques endommagés ou en panne',
  'Les serveurs d’entreprise',
  'Les licences de logiciels (nous pouvons installer des logiciels que vous possédez déjà)',
  'Les travaux complexes de câblage ou de réseau',
  'Les visites sur place, qui se prévoient à part',
]

export const fixWhyChoose: typeof en.fixWhyChoose = [
  {
    title: 'Payez une seule fois',
    text: 'Un prix fixe pour une réparation. Pas de forfait mensuel, pas de tarif à l’heure et pas de frais surprises.',
  },
  {
    title: 'De vraies personnes',
    text: 'Vous parlez à de vrais techniciens basés aux États-Unis qui vous expliquent chaque étape en mots simples.',
  },
  {
    title: 'Sécuritaire dès le départ',
    text:
      'Nous nous connectons seulement pendant une séance que vous avez lancée en appelant le numéro indiqué sur ce site Web. Un inconnu qui vous appelle en premier ne peut pas entrer de cette façon, peu importe ce qu’il prétend ou le mot de passe qu’il connaît.',
  },
  {
    title: 'Des techniciens qui connaissent les arnaques',
    text:
      'Notre équipe connaît les ruses des fraudeurs. Pendant que nous réparons votre appareil, nous vous signalons tout ce qui semble suspect.',
  },
  {
    title: 'Une deuxième intervention gratuite',
    text: 'Si le même problème revient dans les 30 jours, nous nous en occupons une autre fois sans frais.',
  },
]

export const fixFaq: typeof en.fixFaq = [
  {
    question: 'Qu’est-ce qui compte comme un seul problème?',
    answer:
      'Un problème, c’est une seule panne sur un seul appareil. Une imprimante qui ne se connecte pas, c’est un problème. Un courriel qui ne fonctionne plus, c’en est un autre.\n\nSi vous avez plusieurs problèmes, dites-le-nous quand vous appelez. Nous vous expliquerons vos choix, y compris **{{company}} Assist**, notre forfait de soutien à distance illimité.',
  },
  {
    question: 'Un technicien viendra-t-il chez moi ou à mon bureau?',
    answer:
      'Non. FixMyTech est un service **à distance seulement**. Nous nous connectons à votre appareil par Internet, avec votre permission.\n\nSi votre problème exige quelqu’un sur place, demandez-le quand vous appelez. Des visites sur place peuvent être prévues à part.',
  },
  {
    question: 'Comment savoir si la personne qui se connecte à mon ordinateur vient vraiment de {{company}}?',
    answer:
      'Parce que c’est vous qui avez lancé le contact :\n\n1. **Vous nous appelez en premier.** Nous nous connectons seulement pendant une séance que vous avez lancée en appelant le [{{phone}}]({{phoneHref}}), le numéro indiqué sur ce site Web. Cherchez vous-même le numéro ici; n’utilisez pas un numéro venu d’une fenêtre surgissante, d’un courriel ou d’un texto.\n2. **Un mot de passe ne prouve rien.** Une personne qui a communiqué avec vous en premier ne fait pas partie de notre équipe, même si elle connaît un mot de passe ou dit qu’elle vient de chez nous.\n\nUn appel, un texto ou un courriel qui vous arrive à l’improviste peut être truqué, même s’il affiche notre nom ou notre numéro. Si quelqu’un vous contacte en premier et demande à se connecter à votre ordinateur, raccrochez et appelez-nous vous-même. Pour en savoir plus, consultez notre page sur [comment nous communiquons avec vous](/how-we-contact-you) et sur comment [reconnaître les faux appels de soutien](/IdentifyFakeCalls).',
  },
  {
    question: 'Et si le problème revient?',
    answer:
      'Pendant 30 jours après la réparation, vous avez droit à **une deuxième intervention gratuite** pour le même problème. Appelez le [{{phone}}]({{phoneHref}}) et dites-nous qu’il s’agit d’une deuxième intervention.',
  },
  {
    question: 'Puis-je être remboursé?',
    answer:
      'Le service de réparation unique **n’est pas remboursable**. C’est pourquoi nous vous disons le prix et ce qui est couvert avant de commencer. Si le même problème revient dans les 30 jours, vous avez droit à votre deuxième intervention gratuite.\n\nNotre garantie de remboursement de 30 jours couvre nos forfaits par abonnement, comme la sécurité, le contrôle parental et le soutien informatique à distance. Consultez notre [politique de retour](/return-policy) pour les détails.',
  },
  {
    question: 'Et si j’ai besoin d’aide informatique plus souvent?',
    answer:
      'Si des problèmes surviennent souvent, un forfait mensuel peut vous coûter moins cher :\n\n- **{{company}} Assist Home :** 24,99 $ par mois, facturé 299,88 $ par année à l’avance, taxes en sus, pour un soutien à distance illimité sur jusqu’à 3 appareils.\n- **{{company}} Assist Business :** 59,99 $ par mois, facturé 719,88 $ par année à l’avance, taxes en sus, pour jusqu’à 10 appareils, avec une visite sur place au besoin.\n\nLes forfaits sont facturés à l’année, à l’avance, taxes en sus. Comparez-les sur notre [page des prix](/Pricing) ou appelez le [{{phone}}]({{phoneHref}}).',
  },
]

export const fixClosing: typeof en.fixClosing = {
  heading: 'Vous voulez faire régler votre problème?',
  text:
    'Appelez le {{phone}} et dites-nous ce qui ne va pas. Une vraie personne vous répond, vous explique le prix et lance votre réparation. N’oubliez pas : nous nous connectons seulement pendant une séance que vous avez lancée en appelant le numéro indiqué sur ce site Web.',
}
