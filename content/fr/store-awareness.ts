// French (Quebec) scam-awareness copy below the product grids on /fr/microsoft-store and /fr/internet-security.
// Same shape as content/store-awareness.ts. Links inside `text` are written with their /fr path
// (RichText prints them as they are); `href` fields are <Link> targets and stay English paths, which
// the router turns into /fr paths.
import type * as en from '../store-awareness'

export const microsoftStoreHero: typeof en.microsoftStoreHero = {
  heading: 'Les logiciels Microsoft que nous vendons, avec de l’aide pour les installer',
  lead:
    'Des licences Office, Project, Visio, Windows 11 et Windows Server, pour un paiement unique. Vous achetez par téléphone, nous confirmons l’achat avec vous avant d’activer quoi que ce soit, et un technicien peut l’installer pour vous.',
}

export const internetSecurityHero: typeof en.internetSecurityHero = {
  heading: 'Logiciels de sécurité Internet pour la maison et l’entreprise',
  lead:
    'Antivirus et protection des postes de Norton, McAfee, Symantec et CrowdStrike, avec l’aide à l’installation de nos techniciens basés aux États-Unis. Vous achetez par téléphone, et nous confirmons l’achat avec vous avant d’activer quoi que ce soit.',
}

export const buyingByPhone: typeof en.buyingByPhone =
  'Choisissez un produit pour en savoir plus, puis appelez le [{{phone}}]({{phoneHref}}) pour l’acheter. Rien ne se paie en ligne : le bouton « Ajouter au panier » ouvre seulement la page du produit, et une vraie personne prend votre commande par téléphone. {{callRuleBuy}}'

export const microsoftStoreAwareness: typeof en.microsoftStoreAwareness = [
  {
    id: 'common-scams',
    heading: 'Les arnaques courantes liées aux logiciels',
    lead: 'Les criminels savent que beaucoup de gens achètent et renouvellent des logiciels. Voici les ruses dont on nous parle le plus.',
    items: [
      {
        title: 'La fenêtre « Votre ordinateur est infecté »',
        text:
          'Une page remplit soudain votre écran. Elle peut émettre un bip ou afficher un avertissement qui clignote, et elle donne un numéro de téléphone à appeler. Les vrais avertissements de Microsoft ne vous demandent jamais de téléphoner à qui que ce soit. Fermez le navigateur. S’il ne se ferme pas, éteignez l’ordinateur, puis rallumez-le.',
      },
      {
        title: 'L’appel surprise de « Microsoft »',
        text:
          'Quelqu’un vous appelle pour dire que votre ordinateur envoie des erreurs ou que votre licence est expirée. Microsoft n’appelle pas les gens à l’improviste au sujet de leur ordinateur. Raccrochez, même si la personne connaît votre nom.',
      },
      {
        title: 'Le faux courriel de renouvellement ou de commande',
        text:
          'Un courriel dit qu’on vous a facturé plusieurs centaines de dollars pour un renouvellement que vous n’avez jamais commandé, et donne un numéro pour « annuler ». La personne qui répond demande à se connecter à votre ordinateur ou à voir votre compte bancaire. N’appelez pas le numéro du courriel.',
      },
      {
        title: 'La ruse du « nous vous avons trop remboursé »',
        text:
          'Après un faux remboursement, la personne dit qu’une erreur a mis trop d’argent dans votre compte et vous demande de renvoyer la différence en cartes-cadeaux, en argent comptant ou en cryptomonnaie. Aucune vraie entreprise ne fait cela. C’est toujours une arnaque.',
      },
      {
        title: 'Des clés de produit trop bon marché',
        text:
          'Les clés vendues quelques dollars sur des sites d’enchères ou des boutiques en ligne éphémères sont souvent volées, déjà utilisées ou destinées à un autre pays. Elles peuvent cesser de fonctionner des semaines plus tard, sans personne pour vous aider.',
      },
    ],
  },
  {
    id: 'staying-safe',
    heading: 'Acheter des logiciels en toute sécurité',
    items: [
      {
        title: 'Appelez un numéro que vous avez trouvé vous-même',
        text:
          'Utilisez le numéro indiqué sur le vrai site Web de l’entreprise, sur votre facture ou au dos de votre carte. N’utilisez jamais un numéro venu d’une fenêtre surgissante, d’un texto ou d’un courriel inattendu.',
      },
      {
        title: 'Ne payez jamais avec des cartes-cadeaux ou de la cryptomonnaie',
        text:
          'Aucune vraie entreprise de logiciels ne vous demande de payer avec des cartes-cadeaux, de la cryptomonnaie ou des virements. Si quelqu’un vous en demande, arrêtez tout et raccrochez.',
      },
      {
        title: 'Laissez quelqu’un entrer dans votre ordinateur seulement si vous avez appelé en premier',
        text:
          'Permettez l’accès à distance seulement pendant une séance que vous avez lancée vous-même, en appelant un numéro que vous avez trouvé vous-même. Si quelqu’un vous contacte en premier et demande à se connecter, raccrochez, même si la personne connaît un mot de passe. Lisez [comment nous communiquons avec vous](/fr/how-we-contact-you).',
      },
      {
        title: 'Gardez vos logiciels à jour',
        text:
          'Les mises à jour corrigent les points faibles qu’utilisent les criminels. Activez les mises à jour automatiques de Windows et d’Office, et choisissez des versions qui reçoivent encore des correctifs de sécurité.',
      },
      {
        title: 'Prenez un moment avant d’agir',
        text:
          'Les fraudeurs vous pressent. Vous avez toujours le droit de dire « Je vais vous rappeler », de raccrocher et d’en parler à un membre de votre famille ou à nous.',
      },
    ],
  },
  {
    id: 'billing-tips',
    heading: 'Conseils sur les abonnements et la facturation',
    items: [
      {
        title: 'Sachez ce que vous achetez',
        text:
          'Les licences Office, Project, Visio et Windows offertes ici sont à **paiement unique**. Les logiciels de sécurité comme Norton et McAfee sont des **abonnements annuels** qui se renouvellent.',
      },
      {
        title: 'Tenez une courte liste',
        text:
          'Notez chaque abonnement, son coût et sa date de renouvellement. Vous repérerez alors facilement un avis de renouvellement que vous ne reconnaissez pas.',
      },
      {
        title: 'Vérifiez vos relevés chaque mois',
        text:
          'Si vous voyez des frais que vous ne connaissez pas, appelez votre banque au numéro inscrit au dos de votre carte. N’appelez pas un numéro donné dans le courriel ou le texto qui en parle.',
      },
      {
        title: 'Désactivez les renouvellements dans votre vrai compte',
        text:
          'Pour arrêter un renouvellement que vous ne voulez pas, connectez-vous à votre compte sur le site Web officiel de l’entreprise, ou demandez-nous de vous aider à le faire. N’annulez jamais par un lien ou un numéro reçu dans un message inattendu.',
      },
      {
        title: 'Conservez vos reçus et vos clés de produit',
        text:
          'Rangez-les dans un endroit sûr, comme un dossier ou un gestionnaire de mots de passe. Vous en aurez besoin si vous changez d’ordinateur.',
      },
      {
        title: 'Notre garantie de remboursement',
        text:
          'Les logiciels d’autres marques que nous vendons sont couverts par une garantie de remboursement de 30 jours. Les remboursements prennent de 5 à 7 jours ouvrables et sont versés au mode de paiement que vous avez utilisé. Consultez notre [page sur la garantie de remboursement](/fr/DaysMoneyBack).',
      },
    ],
  },
]

export const fraudStatistics: typeof en.fraudStatistics = {
  heading: 'La fraude en ligne en chiffres',
  source: 'Source : Internet Crime Complaint Center (IC3) du FBI, rapport 2024 sur la criminalité sur Internet (2024 Internet Crime Report).',
  items: [
    { figure: '16,6 milliards $', label: 'de pertes signalées liées à la criminalité sur Internet en 2024, une hausse de 33 % par rapport à l’année précédente' },
    { figure: '859 532', label: 'plaintes pour criminalité sur Internet en 2024' },
    { figure: '83 %', label: 'des pertes venaient de la fraude en ligne, environ 13,7 milliards $' },
    { figure: '4,9 milliards $', label: 'perdus par des personnes de 60 ans et plus, dans 147 127 plaintes (une hausse de 43 %)' },
  ],
}

export const microsoftStoreContact: typeof en.microsoftStoreContact = {
  heading: 'Vous ne savez pas si c’est vrai? Demandez-nous d’abord.',
  text:
    'Si une fenêtre surgissante, un appel ou un courriel au sujet de vos logiciels vous inquiète, arrêtez-vous et contactez-nous avant de faire quoi que ce soit d’autre. Une vraie personne vous aidera à vérifier.',
  link: { href: '/contact', label: 'Contactez-nous' },
}

export const internetSecurityAwareness: typeof en.internetSecurityAwareness = [
  {
    id: 'more-than-antivirus',
    heading: 'Pourquoi un logiciel de sécurité ne règle qu’une partie du problème',
    lead:
      'L’antivirus bloque les fichiers et les sites Web dangereux. Mais aujourd’hui, la plupart des arnaques n’entrent pas de force dans un ordinateur : elles convainquent une personne de leur ouvrir la porte.',
    items: [
      {
        title: 'Les fraudeurs visent les personnes, pas seulement les ordinateurs',
        text:
          'Aucun logiciel ne peut vous empêcher de lire un code à voix haute au téléphone ou d’acheter des cartes-cadeaux pour un inconnu. Connaître les ruses est la meilleure protection.',
      },
      {
        title: 'Ajoutez l’aide de vraies personnes',
        text:
          'Notre ensemble DefendMePro ajoute la protection contre le vol d’identité, des alertes sur les arnaques, la protection contre les appels indésirables et de vraies personnes à appeler 7 jours sur 7. Découvrez [DefendMePro](/fr/DefendPro).',
      },
    ],
  },
  {
    id: 'fake-warnings',
    heading: 'Comment reconnaître un faux avertissement de sécurité',
    items: [
      {
        title: 'Il vous donne un numéro de téléphone',
        text: 'Un vrai logiciel de sécurité ne vous demande pas d’appeler un numéro pour supprimer un virus.',
      },
      {
        title: 'Il nomme un produit que vous n’avez pas',
        text:
          'Un avertissement de « Norton » ou de « McAfee » alors que vous ne l’avez jamais installé, ou un avis de renouvellement pour un forfait que vous n’avez jamais acheté, est une arnaque.',
      },
      {
        title: 'Il vous presse ou vous fait peur',
        text:
          'Les comptes à rebours, les sirènes et les messages comme « vos fichiers seront supprimés » sont des moyens de pression. Fermez la page ou redémarrez l’ordinateur.',
      },
      {
        title: 'Il demande un accès à distance ou un paiement',
        text:
          'Ne laissez jamais un inconnu se connecter à votre ordinateur, et ne payez jamais avec des cartes-cadeaux ou de la cryptomonnaie. Apprenez à [reconnaître les faux appels de soutien](/fr/IdentifyFakeCalls).',
      },
    ],
  },
  {
    id: 'choosing',
    heading: 'Choisir la bonne protection',
    items: [
      {
        title: 'Pour la maison',
        text:
          'Norton 360 et McAfee protègent les ordinateurs, les téléphones et les tablettes de votre foyer, et ajoutent des extras comme un VPN et un gestionnaire de mots de passe.',
      },
      {
        title: 'Pour une entreprise',
        text:
          'Symantec, McAfee Endpoint Security et CrowdStrike Falcon se gèrent à partir d’une seule console : une personne peut ainsi surveiller tous les ordinateurs de travail.',
      },
      {
        title: 'Vous ne savez pas lequel choisir?',
        text:
          'Appelez le [{{phone}}]({{phoneHref}}). Nous vous poserons des questions sur vos appareils, nous vous recommanderons seulement ce dont vous avez besoin, puis nous vous aiderons à l’installer.',
      },
    ],
  },
]

export const internetSecurityLinks: typeof en.internetSecurityLinks = {
  heading: 'En savoir plus et obtenir de l’aide',
  items: [
    {
      href: '/resources',
      label: 'Ressources gratuites sur les arnaques et la fraude',
      text: 'Téléchargez nos guides et regardez de courtes vidéos sur les arnaques les plus courantes.',
    },
    {
      href: '/DefendPro',
      label: 'Protection DefendMePro',
      text: 'Protection contre le vol d’identité, la fraude et les arnaques, avec de vraies personnes à appeler 7 jours sur 7.',
    },
    {
      href: '/contact',
      label: 'Contactez-nous',
      text: 'Parlez de votre sécurité à une vraie personne, par téléphone ou par courriel.',
    },
  ],
}
