// The words of the live chat: the visitor widget (other languages: their words in
// content/<locale>/chat.json, put on `chatText`'s shape by `translated` in content/<locale>/chat.ts,
// chosen with pick inside components) and the expert console (`consoleText`: staff only, stays English).
import { site } from './site'
import { fill } from './translate'

export const chatText = {
  title: 'Chat with a SaffeSupport expert',
  intro: 'Real people answer 7 days a week. Never type a password or a card number into a chat.',
  inputPrompt: 'Type your message...',
  inputLabel: 'Your message',
  send: 'Send',
  /** The button beside a line the chat could not store (it failed on our side): sends it once more. */
  sendAgain: 'Send again',
  you: 'You',
  /** Screen-reader words before each line: "You said: ..." */
  said: (name: string) => `${name} said: `,
  /** The same words before the visitor's own lines: a sentence of its own in French ("Vous avez écrit"). */
  youSaid: 'You said: ',
  /** The transcript list and the live log around it (screen-reader names). */
  messagesLabel: 'Messages',
  logLabel: 'Chat messages',
  /** The expert's name before the room has told it. */
  expertFallback: 'Expert',
  /** "a SaffeSupport expert" in "Connected to ..." when the room sends no name. */
  someExpert: 'a SaffeSupport expert',
  /** Words before the phone number in the queued and offline notes. */
  call: 'Call',
  empty: 'Say hello and tell us what is worrying you. An expert will answer here.',
  /** The same place while the visitor waits in line or nobody is on chat (usability review N5). */
  emptyWaiting: 'Write your question here. We keep it and answer here when an expert is free.',
  status: {
    connecting: 'Connecting to the chat...',
    looking: 'Looking for an expert...',
    queued: (position: number) =>
      position === 1
        ? 'All our experts are helping other people right now. You are next in line.'
        : `All our experts are helping other people right now. You are number ${position} in line.`,
    queuedCall: `If you would rather talk now, call us free at ${site.phone}. ${site.hours}`,
    connected: (expertName: string) => `Connected to ${expertName}`,
    offline: `You are offline. We will reconnect by ourselves as soon as we can. You can also call us free at ${site.phone}.`,
    /** Queued while no expert at all is on chat (decision 153): the truth, and what to do instead. */
    nobodyOnline: 'No one is on chat right now.',
    nobodyCall: 'Call us free, 24/7: a real person answers.',
    callMeBack: 'Ask us to call you back',
    /** The room would not take the chat from this connection (the notice below says why). */
    refused: 'The chat cannot take your conversation right now. Please call us instead.',
    typing: (name: string) => `${name} is typing…`,
    /** Beside lines typed before an expert joined (issue 42): they go the moment one does. */
    sending: 'Sending…',
    /** Under those lines while the visitor waits in line or nobody is on chat. */
    kept: `Your message is kept. We will answer here when an expert is free, or call us free at ${site.phone}.`,
  },
  attachment: {
    heading: 'You are about to send this to an expert:',
    send: 'Send to an expert',
    cancel: "Don't send",
    shortened: (limit: string) => `This is long, so only the first ${limit} characters will be sent.`,
    waiting: 'Your attachment will be sent as soon as an expert joins the chat.',
    attached: 'Attached',
  },
  inline: {
    heading: 'Ask a real person',
    lead: 'Open the chat below and type your question. A SaffeSupport expert will answer you here, 7 days a week.',
  },
}

/** A words file's form of a text: a function's text becomes a template ("{name} dijo: "). */
type Templates<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? string : T[K] extends object ? Templates<T[K]> : T[K] }

/**
 * What a language other than English says in the chat widget: the words only (content/<locale>/chat.json).
 * Templates name their values: {name}, {expertName}, {limit}, {position} and {phone} (our number).
 */
export type ChatWords = Templates<Omit<typeof chatText, 'status'>> & {
  status: Templates<Omit<typeof chatText.status, 'queued'>> & {
    /** Next in line (`one`), or at {position} (`other`). */
    queued: { one: string; other: string }
  }
}

/** The chat widget in another language: `chatText` with `words`, its texts with values filled in. */
export function translated(where: string, words: ChatWords): { chatText: typeof chatText } {
  const filled = (template: string, values: Record<string, string>) => {
    try {
      return fill(template, values)
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`)
    }
  }
  const { status, attachment } = words
  return {
    chatText: {
      ...words,
      said: (name: string) => filled(words.said, { name }),
      status: {
        ...status,
        queued: (position: number) => (position === 1 ? status.queued.one : filled(status.queued.other, { position: String(position) })),
        queuedCall: filled(status.queuedCall, { phone: site.phone }),
        connected: (expertName: string) => filled(status.connected, { expertName }),
        offline: filled(status.offline, { phone: site.phone }),
        typing: (name: string) => filled(status.typing, { name }),
        kept: filled(status.kept, { phone: site.phone }),
      },
      attachment: { ...attachment, shortened: (limit: string) => filled(attachment.shortened, { limit }) },
    },
  }
}

/** The expert console at /expert (staff only: English on every page). */
export const consoleText = {
  heading: 'Chat console',
  signedOutTitle: 'Please sign in with your expert account',
  signedOut: 'This page is for SaffeSupport experts who answer the live chat. Sign in with your expert account to see your conversations.',
  notExpert: 'You are signed in, but this account is not an expert account. Only SaffeSupport experts can answer the live chat.',
  signIn: 'Go to the login page',
  conversations: 'Conversations',
  queue: (n: number) =>
    n === 0 ? 'Nobody is waiting for a free expert.' : n === 1 ? '1 person is waiting for a free expert.' : `${n} people are waiting for a free expert.`,
  noConversations: 'No visitors are waiting. New conversations appear here as soon as a visitor asks for help.',
  pick: 'Choose a conversation on the left to read it and reply.',
  unread: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  online: 'Visitor is here',
  away: 'Visitor has left the chat',
  connecting: 'Connecting to the chat room...',
  connected: (name: string) => `Signed in to the chat as ${name}`,
  offline: 'You are offline. We will reconnect by ourselves.',
  refused: 'The chat room did not accept your sign-in. Please sign in again.',
  guest: 'Guest',
  guestNote: 'Guest: the name is what the visitor typed, not a checked account.',
  /** Decision 110: how a customer checks that this chat is us (no codes are given any more). */
  verifySignedIn:
    'To show the customer this chat is really us: ask them to open saffesupport.com/verify-us themselves. Signed in, it shows your first name. Never read out a code or send a link.',
  verifyGuest:
    'A guest cannot check who you are on /verify-us. If they want proof, ask them to sign in and chat from their account, or to hang up and call the number on our site.',
  signedIn: 'Signed in',
  /** On a conversation whose visitor says money or the computer is at risk now (shared/chat/urgency.ts). */
  urgent: 'Urgent',
  urgentWhy: 'Money or the computer may be at risk right now: answer first.',
  waiting: (time: string) => `Waiting ${time}`,
  onPage: 'On page',
  noMessages: 'No messages yet.',
  lastFromExpert: 'You',
  markDone: 'Mark done',
  doneHelp: 'Mark done when you have finished helping. The conversation leaves your list until the visitor writes again.',
  soundOn: 'Sound is on: turn off',
  soundOff: 'Sound is off: turn on',
  soundLabel: 'A short sound plays for new visitors and messages while this tab is in the background.',
  pendingSend: 'You are offline. Your reply will be sent when the connection is back.',
  loading: 'Loading the conversation...',
  /** The conversation's language, so the expert answers in it. */
  language: (code: string, name: string) => `${code} · ${name}`,
  languageLabel: (name: string) => `Conversation language: ${name}`,
  languageNames: { en: 'English', es: 'Spanish', fr: 'French (Canada)' },
  readyReplies: 'Ready-made replies (Alt+1 to Alt+6 in the message box)',
} as const

/**
 * The console's ready-made replies (decision 153), in each conversation language: inserted into the
 * message box (the expert reads and sends). Safe even if a scammer quotes them: each sends the person
 * to a number they already hold or to our own pages and number, never to a link or number from a caller.
 */
export const readyReplies = {
  en: [
    { label: 'Hang up, call your card', text: 'Please hang up and call the number on the back of your card. Do not use any number the caller gave you.' },
    {
      label: 'Gift cards',
      text: 'No real company or agency asks to be paid with gift cards. If you already gave the card numbers, call the company on the card now (the number on the back, or the list at ftc.gov/giftcards), and keep the cards and receipts.',
    },
    {
      label: 'Your steps',
      text: 'Here are the steps for what happened, most urgent first: saffesupport.com/help-now. Choose what happened and press "Show my steps". I will stay with you.',
    },
    {
      label: 'Unplug the computer',
      text: 'If someone is on your computer right now, turn it off or unplug its internet cable. Do not sign in to your bank or e-mail on it until it has been checked.',
    },
    { label: 'Call us', text: `You can also call us free at ${site.phone}. A real person answers, 24 hours a day.` },
    { label: 'Still there?', text: 'Are you still there? Take your time. I am here.' },
  ],
  es: [
    {
      label: 'Cuelgue, llame a su tarjeta',
      text: 'Por favor, cuelgue y llame al número que aparece en el reverso de su tarjeta. No use ningún número que le haya dado la persona que llamó.',
    },
    {
      label: 'Tarjetas de regalo',
      text: 'Ninguna empresa ni agencia de verdad pide que le paguen con tarjetas de regalo. Si ya dio los números de las tarjetas, llame ahora a la empresa de la tarjeta (al número del reverso, o a la lista de ftc.gov/giftcards) y guarde las tarjetas y los recibos.',
    },
    {
      label: 'Sus pasos',
      text: 'Aquí están los pasos para lo que le pasó, lo más urgente primero: saffesupport.com/es/help-now. Marque lo que pasó y pulse "Ver mis pasos". Yo sigo aquí con usted.',
    },
    {
      label: 'Desconecte la computadora',
      text: 'Si alguien está en su computadora ahora mismo, apáguela o desconecte el cable de internet. No entre en su banco ni en su correo desde ella hasta que la revisen.',
    },
    { label: 'Llámenos', text: `También puede llamarnos gratis al ${site.phone}. Le atiende una persona real, las 24 horas del día.` },
    { label: '¿Sigue ahí?', text: '¿Sigue ahí? Tómese su tiempo. Aquí estoy.' },
  ],
  fr: [
    {
      label: 'Raccrochez, appelez votre carte',
      text: "Raccrochez, s’il vous plaît, et appelez le numéro inscrit au dos de votre carte. N’utilisez aucun numéro donné par la personne qui vous a appelé.",
    },
    {
      label: 'Cartes-cadeaux',
      text: "Aucune vraie entreprise ni aucune administration ne demande d’être payée en cartes-cadeaux. Si vous avez déjà donné les numéros des cartes, appelez maintenant l’entreprise de la carte (le numéro au dos, ou la liste de ftc.gov/giftcards, en anglais) et gardez les cartes et les reçus.",
    },
    {
      label: 'Vos étapes',
      text: "Voici les étapes pour ce qui vous est arrivé, les plus urgentes d’abord : saffesupport.com/fr/help-now. Choisissez ce qui s’est passé, puis appuyez sur le bouton qui affiche vos étapes. Je reste avec vous.",
    },
    {
      label: "Débranchez l’ordinateur",
      text: "Si quelqu’un est dans votre ordinateur en ce moment, éteignez-le ou débranchez son câble Internet. N’ouvrez pas votre banque ni votre courriel sur cet ordinateur avant qu’il soit vérifié.",
    },
    { label: 'Appelez-nous', text: `Vous pouvez aussi nous appeler sans frais au ${site.phone}. Une vraie personne répond, 24 heures sur 24.` },
    { label: 'Êtes-vous là?', text: 'Êtes-vous toujours là? Prenez votre temps. Je suis ici.' },
  ],
} as const
