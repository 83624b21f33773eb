// The words of the live chat for the visitor, in French (twin of content/chat.ts).
// The experts' console (`consoleText`) is for staff only and stays in English.
import type * as en from '../chat'
import { site } from '../site'

export const chatText: typeof en.chatText = {
  title: 'Clavarder avec un expert de SaffeSupport',
  intro: 'De vraies personnes vous répondent 7 jours sur 7. N’écrivez jamais un mot de passe ni un numéro de carte dans un clavardage.',
  inputPrompt: 'Écrivez votre message...',
  inputLabel: 'Votre message',
  send: 'Envoyer',
  sendAgain: 'Envoyer de nouveau',
  you: 'Vous',
  said: (name: string) => `${name} a écrit : `,
  messagesLabel: 'Messages',
  logLabel: 'Messages du clavardage',
  expertFallback: 'Expert',
  someExpert: 'un expert de SaffeSupport',
  call: 'Appelez le',
  empty: 'Dites bonjour et expliquez-nous ce qui vous inquiète. Un expert vous répondra ici.',
  status: {
    connecting: 'Connexion au clavardage...',
    looking: 'Recherche d’un expert...',
    queued: (position: number) =>
      position === 1
        ? 'Tous nos experts aident d’autres personnes en ce moment. Vous êtes la prochaine personne dans la file.'
        : `Tous nos experts aident d’autres personnes en ce moment. Vous êtes au rang ${position} dans la file.`,
    queuedCall: `Si vous préférez parler maintenant, appelez-nous sans frais au ${site.phone}. Une seule ligne, 24 heures sur 24, 7 jours sur 7, pour l’aide contre les arnaques et pour les achats.`,
    connected: (expertName: string) => `En contact avec ${expertName}`,
    offline: `La connexion est perdue. Le clavardage se reconnectera tout seul dès que possible. Vous pouvez aussi nous appeler sans frais au ${site.phone}.`,
    nobodyOnline: 'Personne ne répond au clavardage en ce moment.',
    nobodyCall:
      'Appelez-nous sans frais : une vraie personne répond au téléphone. Une seule ligne, 24 heures sur 24, 7 jours sur 7, pour l’aide contre les arnaques et pour les achats. Ou laissez-nous votre numéro et nous vous rappellerons.',
    callMeBack: 'Demander qu’on vous rappelle',
    refused: 'Le clavardage ne peut pas prendre votre conversation en ce moment. Veuillez plutôt nous appeler.',
    typing: (name: string) => `${name} est en train d’écrire…`,
  },
  attachment: {
    heading: 'Vous êtes sur le point d’envoyer ceci à un expert :',
    send: 'Envoyer à un expert',
    cancel: 'Ne pas envoyer',
    shortened: (limit: string) => `C’est long : seuls les ${limit} premiers caractères seront envoyés.`,
    waiting: 'Votre pièce jointe sera envoyée dès qu’un expert se joindra au clavardage.',
    attached: 'Pièce jointe',
  },
  inline: {
    heading: 'Posez votre question à une vraie personne',
    lead: 'Ouvrez le clavardage ci-dessous et écrivez votre question. Un expert de SaffeSupport vous répondra ici, 7 jours sur 7.',
  },
}
