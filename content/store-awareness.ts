// Scam-awareness copy below the product grids on /microsoft-store and /internet-security.
// `text` fields may use the small markdown subset of app/components/RichText.tsx (links, bold) and the
// tokens of content/site.ts ({{company}}, {{phone}}, {{phoneHref}}). Statistics are only the spec's,
// with their source named. Other languages: their words in content/<locale>/store-awareness.json, put
// on this structure (section ids, link targets) by `translated` (content/<locale>/store-awareness.ts).
// Links inside a translation's `text` are written with their /<locale> path (RichText prints them as
// they are); `href` fields are <Link> targets and stay English paths, which the router localizes.
import type { SiteHref } from './links'
import { reword } from './translate'

export interface AwarenessItem {
  title: string
  text: string
}

export interface AwarenessSection {
  id: string
  heading: string
  lead?: string
  items: AwarenessItem[]
}

export interface AwarenessStatistic {
  figure: string
  label: string
}

export interface AwarenessLink {
  href: SiteHref
  label: string
  text: string
}

export interface StoreHero {
  heading: string
  lead: string
}

export const microsoftStoreHero: StoreHero = {
  heading: 'Microsoft software we sell, with help to install it',
  lead:
    'Office, Project, Visio, Windows 11 and Windows Server licenses for a one-time price. You buy by phone, we confirm it with you before anything is activated, and a technician can install it for you.',
}

export const internetSecurityHero: StoreHero = {
  heading: 'Internet security software for home and business',
  lead:
    'Antivirus and endpoint protection from Norton, McAfee, Symantec and CrowdStrike, with setup help from our US-based technicians. You buy by phone, and we confirm it with you before anything is activated.',
}

/** How buying works, shown above both grids. */
export const buyingByPhone: string =
  'Choose a product to read about it, then call [{{phone}}]({{phoneHref}}) to buy. Nothing is paid online: the Add to Cart button only opens the product’s page, and a real person takes your order by phone. {{callRuleBuy}}'

export const microsoftStoreAwareness: AwarenessSection[] = [
  {
    id: 'common-scams',
    heading: 'Common software scams',
    lead: 'Criminals know that many people buy and renew software. These are the tricks we hear about most.',
    items: [
      {
        title: 'The "your computer is infected" pop-up',
        text:
          'A page suddenly fills your screen. It may beep or show a flashing warning, and it gives a phone number to call. Real warnings from Microsoft never ask you to phone anyone. Close the browser. If it will not close, turn the computer off and on again.',
      },
      {
        title: 'The surprise call from "Microsoft"',
        text:
          'Someone phones to say your computer is sending out errors or your license has expired. Microsoft does not call people out of the blue about their computers. Hang up, even if the caller knows your name.',
      },
      {
        title: 'The fake renewal or order e-mail',
        text:
          'An e-mail says you were charged several hundred dollars for a renewal you never ordered, and gives a number to "cancel". The person who answers asks to connect to your computer or to see your bank account. Do not call the number in the e-mail.',
      },
      {
        title: 'The "we refunded too much" trick',
        text:
          'After a fake refund, the caller says a mistake put too much money in your account and asks you to send the difference back in gift cards, cash or cryptocurrency. No real company does this. It is always a scam.',
      },
      {
        title: 'Product keys that are too cheap',
        text:
          'Keys sold for a few dollars on auction sites or pop-up web shops are often stolen, already used, or meant for another country. They can stop working weeks later, with no one to help you.',
      },
    ],
  },
  {
    id: 'staying-safe',
    heading: 'Staying safe when you buy software',
    items: [
      {
        title: 'Call a number you found yourself',
        text:
          'Use the number on a company\'s real website, on your bill or on the back of your card. Never use a number from a pop-up, a text or an unexpected e-mail.',
      },
      {
        title: 'Never pay with gift cards or cryptocurrency',
        text:
          'No real software company asks you to pay with gift cards, cryptocurrency or wire transfers. If anyone asks for them, stop and hang up.',
      },
      {
        title: 'Let someone into your computer only when you called first',
        text:
          'Allow remote access only in a session you started yourself, by calling a number you looked up yourself. If anyone contacts you first and asks to connect, hang up, even if they know a password. Read [how we contact you](/how-we-contact-you).',
      },
      {
        title: 'Keep your software up to date',
        text:
          'Updates fix the weak spots that criminals use. Turn on automatic updates for Windows and Office, and choose versions that still get security fixes.',
      },
      {
        title: 'Take a moment before you act',
        text:
          'Scammers rush you. It is always fine to say "I will call you back", hang up, and talk it over with a family member or with us.',
      },
    ],
  },
  {
    id: 'billing-tips',
    heading: 'Subscription and billing tips',
    items: [
      {
        title: 'Know which kind you are buying',
        text:
          'The Office, Project, Visio and Windows licenses here are a **one-time payment**. Security software such as Norton and McAfee is a **yearly subscription** that renews.',
      },
      {
        title: 'Keep a short list',
        text:
          'Write down each subscription, what it costs and the date it renews. A renewal notice you do not recognize is then easy to spot.',
      },
      {
        title: 'Check your statements every month',
        text:
          'If you see a charge you do not know, call your bank at the number on the back of your card. Do not call a number from the e-mail or text about it.',
      },
      {
        title: 'Turn off renewals in your real account',
        text:
          'To stop a renewal you do not want, sign in to your account on the company\'s official website, or ask us to help you do it. Never cancel through a link or number in a surprise message.',
      },
      {
        title: 'Keep your receipts and product keys',
        text:
          'Store them in a safe place, such as a folder or a password manager. You will need them if you move to a new computer.',
      },
      {
        title: 'Our money-back guarantee',
        text:
          'Third-party software we sell comes with a 30-day money-back guarantee. Refunds take 5 to 7 business days and go back to your original payment method. See our [money-back page](/DaysMoneyBack).',
      },
    ],
  },
]

export const fraudStatistics: { heading: string; source: string; items: AwarenessStatistic[] } = {
  heading: 'Online fraud in numbers',
  source: 'Source: FBI Internet Crime Complaint Center (IC3), 2024 Internet Crime Report.',
  items: [
    { figure: 'US$16.6 billion', label: 'reported lost to internet crime in 2024, up 33% on the year before' },
    { figure: '859,532', label: 'complaints of internet crime in 2024' },
    { figure: '83%', label: 'of the losses came from cyber-enabled fraud, about US$13.7 billion' },
    { figure: 'US$4.9 billion', label: 'lost by people aged 60 and over, across 147,127 complaints (up 43%)' },
  ],
}

export const microsoftStoreContact: { heading: string; text: string; link: { href: SiteHref; label: string } } = {
  heading: 'Not sure if it is real? Ask us first.',
  text:
    'If a pop-up, call or e-mail about your software worries you, stop and contact us before you do anything else. A real person will help you check it.',
  link: { href: '/contact', label: 'Contact us' },
}

export const internetSecurityAwareness: AwarenessSection[] = [
  {
    id: 'more-than-antivirus',
    heading: 'Why security software is only part of the answer',
    lead:
      'Antivirus blocks harmful files and websites. But most scams today do not break into a computer: they talk a person into opening the door.',
    items: [
      {
        title: 'Scammers target people, not only computers',
        text:
          'No program can stop you from reading a code out over the phone or buying gift cards for a stranger. Knowing the tricks is the best protection.',
      },
      {
        title: 'Add human help',
        text:
          'Our DefendMePro bundle adds identity-theft protection, scam alerts, spam-call protection and real people to call 7 days a week. Read about [DefendMePro](/DefendPro).',
      },
    ],
  },
  {
    id: 'fake-warnings',
    heading: 'How to tell a fake security warning',
    items: [
      {
        title: 'It gives you a phone number',
        text: 'Real security software does not ask you to call a number to remove a virus.',
      },
      {
        title: 'It names a product you do not have',
        text:
          'A warning from "Norton" or "McAfee" when you never installed it, or a renewal notice for a plan you never bought, is a scam.',
      },
      {
        title: 'It rushes or frightens you',
        text:
          'Countdowns, sirens and "your files will be deleted" are pressure tricks. Close the page, or restart the computer.',
      },
      {
        title: 'It asks for remote access or payment',
        text:
          'Never let a stranger connect to your computer, and never pay with gift cards or cryptocurrency. Learn to [spot fake support calls](/IdentifyFakeCalls).',
      },
    ],
  },
  {
    id: 'choosing',
    heading: 'Choosing the right protection',
    items: [
      {
        title: 'For your home',
        text:
          'Norton 360 and McAfee protect the computers, phones and tablets in your household, and add extras such as a VPN and a password manager.',
      },
      {
        title: 'For a business',
        text:
          'Symantec, McAfee Endpoint Security and CrowdStrike Falcon are managed from one console, so someone can watch over every work computer.',
      },
      {
        title: 'Not sure which one?',
        text:
          'Call [{{phone}}]({{phoneHref}}). We will ask about your devices and recommend only what you need, then help you install it.',
      },
    ],
  },
]

export const internetSecurityLinks: { heading: string; items: AwarenessLink[] } = {
  heading: 'Learn more and get help',
  items: [
    {
      href: '/resources',
      label: 'Free scam and fraud resources',
      text: 'Download our guides and watch short videos about the most common scams.',
    },
    {
      href: '/DefendPro',
      label: 'DefendMePro protection',
      text: 'Identity-theft, fraud and scam protection, with real people to call 7 days a week.',
    },
    {
      href: '/contact',
      label: 'Contact us',
      text: 'Talk to a real person about your security, by phone or e-mail.',
    },
  ],
}

/** What a language other than English says: the words only (content/<locale>/store-awareness.json). */
export interface StoreAwarenessWords {
  microsoftStoreHero: StoreHero
  internetSecurityHero: StoreHero
  buyingByPhone: string
  /** Each section's words, keyed by its id. */
  microsoftStoreAwareness: Record<string, Omit<AwarenessSection, 'id'>>
  fraudStatistics: typeof fraudStatistics
  microsoftStoreContact: { heading: string; text: string; link: { label: string } }
  internetSecurityAwareness: Record<string, Omit<AwarenessSection, 'id'>>
  /** Each link's words, keyed by its href. */
  internetSecurityLinks: { heading: string; items: Record<string, Omit<AwarenessLink, 'href'>> }
}

/** This module in another language: `words` on the English sections and links (same ids, targets, order). */
export function translated(where: string, words: StoreAwarenessWords) {
  // Ids and hrefs are plain strings here: a missing or extra one throws when the module loads.
  const sections = (english: AwarenessSection[], own: Record<string, Omit<AwarenessSection, 'id'>>) => reword(where, english, 'id', own)
  return {
    microsoftStoreHero: words.microsoftStoreHero,
    internetSecurityHero: words.internetSecurityHero,
    buyingByPhone: words.buyingByPhone,
    microsoftStoreAwareness: sections(microsoftStoreAwareness, words.microsoftStoreAwareness),
    fraudStatistics: words.fraudStatistics,
    microsoftStoreContact: { ...words.microsoftStoreContact, link: { ...microsoftStoreContact.link, ...words.microsoftStoreContact.link } },
    internetSecurityAwareness: sections(internetSecurityAwareness, words.internetSecurityAwareness),
    internetSecurityLinks: {
      heading: words.internetSecurityLinks.heading,
      items: reword(where, internetSecurityLinks.items, 'href', words.internetSecurityLinks.items as Record<SiteHref, Omit<AwarenessLink, 'href'>>),
    },
  }
}
