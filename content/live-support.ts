// Copy for the live support page (/live-support).
// Tokens such as {{company}}, {{phone}} and {{email}} are replaced at build time from content/site.ts.
// Other languages: their words in content/<locale>/live-support.json, put on this structure by
// `translated` (content/<locale>/live-support.ts).

import type { PageOpening, TextSection, TitledText } from './shapes'
import { site } from './site'
import { reword } from './translate'

export type LiveCardId = 'chat' | 'phone' | 'email'

export interface LiveCard extends TitledText {
  id: LiveCardId
  action: string
}

export interface EmergencyHelp {
  heading: string
  intro: string
  buttonLabel: string
  steps: TitledText[]
}

export const liveHero: PageOpening = {
  heading: 'Protecting Seniors Across the US and Canada, One Call at a Time',
  lead:
    "Scammers target older Americans every day. In 2024, people aged 60 and over reported about US$4.9 billion in losses to the FBI's Internet Crime Complaint Center (IC3). You do not have to face this alone. Talk with a real, US-based person, 7 days a week.",
}

export const liveCards: LiveCard[] = [
  {
    id: 'chat',
    title: 'Live Chat',
    action: 'Start a Chat',
    text:
      'Type your question and chat with a real person. It is a good choice for quick questions, or if talking on the phone is hard for you.',
  },
  {
    id: 'phone',
    title: 'Toll-Free Helpline',
    action: 'Call Us',
    text:
      'Call {{phone}} and talk it through with a real person. The call is free from the US and Canada, and the same line helps with scams and with buying, 24 hours a day, 7 days a week.',
  },
  {
    id: 'email',
    title: 'E-mail Support',
    action: 'Send an E-mail',
    text:
      'Write to us at {{email}}. Describe the problem and tell us the best way to reach you. We will get back to you.',
  },
]

export const emergencyHelp: EmergencyHelp = {
  heading: 'Think You Are Being Scammed Right Now?',
  intro:
    'Stay calm. Asking for help is the right thing to do, and it is never too late. Follow these steps in order.',
  buttonLabel: 'Get Emergency Help',
  steps: [
    {
      title: 'In Danger? Call 911',
      text:
        'If someone is threatening you, you feel unsafe, or a courier or driver is on the way to collect cash, gold or cards from you, call 911 now. This works in the US and in Canada. Do not open the door to the courier.',
    },
    {
      title: 'Hang Up or Stop Replying',
      text:
        'End the call, close the chat or stop answering the e-mail or text. You do not owe a scammer politeness. If someone is connected to your computer, turn it off.',
    },
    {
      title: 'Do Not Pay or Send Anything',
      text:
        'Do not send money, gift cards, cryptocurrency or wire transfers. Do not share codes, passwords or card numbers. Gift cards are for gifts, not payments.',
    },
    {
      title: 'Call Your Bank',
      text:
        'Use the number on the back of your card or on your statement, never a number the caller gave you. Tell the bank what happened and ask them to watch your accounts.',
    },
    {
      title: 'Change Your Passwords',
      text:
        'Start with your e-mail and bank accounts. Use a new, different password for each one. If you gave a password to the caller, change that one first.',
    },
    {
      title: 'Call {{company}}',
      text:
        'Call us at {{phone}}. A real person will help you check your devices and plan your next steps. In the US, report the scam at reportfraud.ftc.gov and ic3.gov; people 60 and over can also call the Department of Justice National Elder Fraud Hotline at 1-833-372-8311. In Canada, call the Canadian Anti-Fraud Centre at 1-888-495-8501 or report at antifraudcentre-centreantifraude.ca.',
    },
  ],
}

export const brandSection: TextSection = {
  heading: 'Why People Turn to {{company}}',
  text:
    'For more than 9 years, {{company}} has helped seniors, veterans, families and small businesses stay safe online. Our support is US-based, and we have resolved over 100,000 tech issues. We offer special pricing for seniors and veterans. Our protection and support plans come with a 30-day money-back guarantee.',
}

export const closingNote: TextSection = {
  heading: 'You Are Not Alone',
  text:
    'Scammers count on fear, hurry and silence. A quick call to someone you trust breaks that spell. Save our number, {{phone}}, where you can find it fast. Real people are here 7 days a week. And remember: we connect to your computer only in a session you started by calling the number on this website.',
}

/** The claims shown as badges under the brand section. */
export const brandClaims: string[] = [
  site.claims.years,
  site.claims.rating,
  site.claims.resolved,
  site.claims.usBased,
  site.claims.guarantee,
]

/** What a language other than English says on the live support page: the words only (content/<locale>/live-support.json). */
export interface LiveSupportWords {
  liveHero: PageOpening
  liveCards: Record<LiveCardId, Omit<LiveCard, 'id'>>
  emergencyHelp: EmergencyHelp
  brandSection: TextSection
  closingNote: TextSection
  /** The badges, in the order of `brandClaims`. */
  brandClaims: string[]
}

/** The live support page in another language: `words` on the English structure (card ids and order). */
export function translated(where: string, words: LiveSupportWords) {
  return { ...words, liveCards: reword(where, liveCards, 'id', words.liveCards) }
}
