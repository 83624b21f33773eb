// The words of the live chat: the visitor widget (Spanish twin in content/es/chat.ts, chosen with
// byLocale inside components) and the expert console (`consoleText`: staff only, stays English).
import { site } from './site'

export const chatText = {
  title: 'Chat with a SaffeSupport expert',
  intro: 'Real people answer 7 days a week. Never type a password or a card number into a chat.',
  inputPrompt: 'Type your message...',
  inputLabel: 'Your message',
  send: 'Send',
  you: 'You',
  /** Screen-reader words before each line: "You said: ..." */
  said: (name: string) => `${name} said: `,
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

/** The expert console at /expert (staff only: English on every page). */
export const consoleText = {
  heading: 'Chat console',
  signedOutTitle: 'Please sign in with your expert account',
  signedOut: 'This page is for SaffeSupport experts who answer the live chat. Sign in with your expert account to see your conversations.',
  notExpert: 'You are signed in, but this account is not an expert account. Only SaffeSupport experts can answer the live chat.',
  signIn: 'Go to the login page',
  conversations: 'Conversations',
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
  languageNames: { en: 'English', es: 'Spanish' },
} as const
