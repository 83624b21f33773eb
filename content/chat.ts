// The words of the live chat: the visitor widget and the expert console.
import { site } from './site'

export const chatText = {
  toggle: 'Chat',
  toggleClose: 'Close chat',
  launcherLabel: 'Chat with a real expert',
  title: 'Chat with a SaffeSupport expert',
  intro: 'Real people answer 7 days a week. Never type a password or a card number into a chat.',
  inputPrompt: 'Type your message...',
  inputLabel: 'Your message',
  send: 'Send',
  you: 'You',
  empty: 'Say hello and tell us what is worrying you. An expert will answer here.',
  status: {
    connecting: 'Connecting to the chat...',
    looking: 'Looking for an expert...',
    queued: (position: number) =>
      position === 1
        ? 'All our experts are helping other people right now. You are next in line.'
        : `All our experts are helping other people right now. You are number ${position} in line.`,
    queuedCall: `If you would rather talk now, call us free on ${site.phone}. ${site.hours}`,
    connected: (expertName: string) => `Connected to ${expertName}`,
    offline: `You are offline. We will reconnect by ourselves as soon as we can. You can also call us free on ${site.phone}.`,
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
  console: {
    title: 'Expert chat console',
    description: 'Where SaffeSupport experts answer visitors in the live chat.',
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
  },
} as const
