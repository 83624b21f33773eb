// French (Quebec) copy for the live support page (/fr/live-support). Data only.
// The tokens {{company}}, {{phone}} and {{email}} are replaced from content/site.ts.
import * as en from '../live-support'
import { reword } from '../translate'

export const liveHero: typeof en.liveHero = {
  heading: 'Protéger les aînés américains, un appel à la fois',
  lead:
    'Les fraudeurs ciblent les aînés américains tous les jours. En 2024, les personnes de 60 ans et plus ont déclaré environ 4,9 milliards $ de pertes à l’Internet Crime Complaint Center (IC3) du FBI. Vous n’avez pas à faire face à cela sans aide. Parlez à une vraie personne basée aux États-Unis, 7 jours sur 7.',
}

export const liveCards: typeof en.liveCards = reword('content/fr/live-support.ts', en.liveCards, 'id', {
  chat: {
    title: 'Clavardage en direct',
    text:
      'Écrivez votre question et clavardez avec une vraie personne. C’est un bon choix pour les questions rapides, ou si parler au téléphone est difficile pour vous.',
    action: 'Clavarder',
  },
  phone: {
    title: 'Ligne d’aide sans frais',
    text:
      'Appelez le {{phone}} et parlez-en avec une vraie personne. L’appel est gratuit à partir des États-Unis et du Canada, et la même ligne vous aide pour les arnaques et pour les achats, 24 heures sur 24, 7 jours sur 7.',
    action: 'Appelez-nous',
  },
  email: {
    title: 'Soutien par courriel',
    text:
      'Écrivez-nous à {{email}}. Décrivez le problème et dites-nous la meilleure façon de vous joindre. Nous vous répondrons.',
    action: 'Envoyer un courriel',
  },
})

export const emergencyHelp: typeof en.emergencyHelp = {
  heading: 'Vous pensez être victime d’une arnaque en ce moment?',
  intro:
    'Restez calme. Demander de l’aide est la bonne chose à faire, et il n’est jamais trop tard. Suivez ces étapes dans l’ordre.',
  buttonLabel: 'Obtenir de l’aide d’urgence',
  steps: [
    {
      title: 'En danger? Appelez le 911',
      text:
        'Si quelqu’un vous menace, si vous ne vous sentez pas en sécurité, ou si un messager ou un chauffeur est en route pour venir chercher chez vous de l’argent comptant, de l’or ou des cartes, appelez le 911 maintenant. Cela fonctionne aux États-Unis et au Canada. N’ouvrez pas la porte au messager.',
    },
    {
      title: 'Raccrochez ou cessez de répondre',
      text:
        'Mettez fin à l’appel, fermez la fenêtre de clavardage ou cessez de répondre au courriel ou au texto. Vous ne devez aucune politesse à un fraudeur. Si quelqu’un est connecté à votre ordinateur, éteignez-le.',
    },
    {
      title: 'Ne payez rien et n’envoyez rien',
      text:
        'N’envoyez pas d’argent, de cartes-cadeaux, de cryptomonnaie ni de virements. Ne donnez pas de codes, de mots de passe ni de numéros de carte. Les cartes-cadeaux servent à faire des cadeaux, pas à payer.',
    },
    {
      title: 'Appelez votre banque',
      text:
        'Utilisez le numéro inscrit au dos de votre carte ou sur votre relevé, jamais un numéro donné par la personne qui vous a appelé. Expliquez à la banque ce qui s’est passé et demandez-lui de surveiller vos comptes.',
    },
    {
      title: 'Changez vos mots de passe',
      text:
        'Commencez par votre courriel et vos comptes bancaires. Utilisez un nouveau mot de passe, différent pour chacun. Si vous avez donné un mot de passe à la personne au téléphone, changez celui-là en premier.',
    },
    {
      title: 'Appelez {{company}}',
      text:
        'Appelez-nous au {{phone}}. Une vraie personne vous aidera à vérifier vos appareils et à planifier les prochaines étapes. Aux États-Unis, signalez l’arnaque sur reportfraud.ftc.gov et sur ic3.gov (sites en anglais); les personnes de 60 ans et plus peuvent aussi appeler la ligne nationale sur la fraude envers les aînés du département de la Justice des États-Unis (National Elder Fraud Hotline), au 1-833-372-8311. Au Canada, appelez le Centre antifraude du Canada (CAFC) au 1-888-495-8501 ou faites un signalement sur antifraudcentre-centreantifraude.ca.',
    },
  ],
}

export const brandSection: typeof en.brandSection = {
  heading: 'Pourquoi les gens se tournent vers {{company}}',
  text:
    'Depuis plus de 9 ans, {{company}} aide les aînés, les anciens combattants, les familles et les petites entreprises à rester en sécurité en ligne. Notre soutien est basé aux États-Unis, et nous avons réglé plus de 100 000 problèmes informatiques. Nous offrons des prix spéciaux aux aînés et aux anciens combattants. Nos forfaits de protection et de soutien sont couverts par une garantie de remboursement de 30 jours.',
}

export const closingNote: typeof en.closingNote = {
  heading: 'Vous n’êtes pas sans aide',
  text:
    'Les fraudeurs comptent sur la peur, la hâte et le silence. Un appel rapide à une personne de confiance brise ce sortilège. Gardez notre numéro, le {{phone}}, là où vous pourrez le trouver vite. De vraies personnes sont là 7 jours sur 7. Et n’oubliez pas : nous nous connectons à votre ordinateur seulement pendant une séance que vous avez lancée en appelant le numéro indiqué sur ce site Web.',
}

export const brandClaims: typeof en.brandClaims = [
  'Plus de 9 ans en affaires',
  'Un soutien patient, qui ne vous presse jamais',
  'Plus de 100 000 problèmes informatiques réglés',
  'Soutien basé aux États-Unis',
  'Garantie de remboursement de 30 jours',
]
