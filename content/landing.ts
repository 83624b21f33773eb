// Copy for the landing page (/ and /home).
// Tokens such as {{company}} and {{phone}} are replaced at build time from content/site.ts.
// Other languages: their words in content/<locale>/landing.json, put on this structure by `translated`
// (content/<locale>/landing.ts).

import type { DefendProItem } from './defendpro-items'
import type { PageOpening, TextSection, TitledText } from './shapes'
import { reword } from './translate'

export type { TextSection }

export type TrustIcon = 'shield' | 'phone' | 'heart' | 'lock' | 'star' | 'clock' | 'users' | 'check'

/** A showcase card is one of the ten DefendMePro items. */
export type ShowcaseItem = DefendProItem

export interface LandingHero extends PageOpening {
  sub: string
}

export interface TrustBadge {
  id: string
  label: string
  text: string
}

export interface TrustHighlight {
  text: string
  icon: TrustIcon
}

export interface KidsSection {
  badge: string
  heading: string
  text: string
}

export interface ItHelpSection {
  heading: string
  text: string
  points: string[]
}

export interface ShowcaseFeature extends TitledText {
  item: ShowcaseItem
}

export interface Showcase {
  heading: string
  lead: string
  features: ShowcaseFeature[]
}

export const hero: LandingHero = {
  heading: 'Complete Online Protection',
  sub: 'Remote and on-site IT support, plus protection from scams, fraud and identity theft.',
  lead:
    'Real people in the US help you stay safe online and keep your devices running, 7 days a week. We serve seniors, veterans, families and small businesses across the US and Canada.',
}

export const trustBadges: TrustBadge[] = [
  {
    id: 'bbb',
    label: 'Better Business Bureau',
    text: 'Look us up with the Better Business Bureau yourself.',
  },
  {
    id: 'trustedsite',
    label: 'TrustedSite',
    text: 'TrustedSite, an outside service, checks our website for security.',
  },
  {
    id: 'us-based',
    label: 'US-Based Support',
    text: 'Real people in the US answer when you call.',
  },
  {
    id: 'guarantee',
    label: '30-Day Guarantee',
    text: 'Not right for you? Ask for your money back within 30 days on plans and software.',
  },
  {
    id: 'encrypted',
    label: 'Private and Encrypted',
    text: 'Your data is protected with AES-256, a strong standard that scrambles data so others cannot read it.',
  },
  {
    id: 'devices',
    label: 'Works Across Devices',
    text: 'Protection for your computers, phones and tablets.',
  },
]

export const trustHighlights: TrustHighlight[] = [
  { icon: 'clock', text: '9+ years keeping people safe online' },
  { icon: 'star', text: 'Patient support that never rushes you' },
  { icon: 'check', text: '100,000+ tech issues resolved' },
  { icon: 'shield', text: 'Over 100,000 devices secured' },
  { icon: 'users', text: 'Real human support, 7 days a week' },
  { icon: 'phone', text: 'We call only after you ask us to' },
  { icon: 'lock', text: 'Remote access only in a session you started by calling us' },
  { icon: 'heart', text: 'Special pricing for seniors and veterans' },
]

export const kidsSection: KidsSection = {
  badge: 'NEW',
  heading: 'Protect Your Kids Online',
  text:
    'Kids can run into strangers, scams and harmful content online. NetHaven AI helps you block unsafe sites, manage screen time and get alerts when something needs your attention. It covers up to 5 devices for US$7.99 a month, billed US$95.88 yearly in advance, plus tax.',
}

export const itHelpSection: ItHelpSection = {
  heading: 'Effortless IT Help',
  text:
    'Tech trouble should not ruin your day. Call us, and a real person fixes the problem remotely. Business plans also include an on-site visit when one is required.',
  points: [
    'Wi-Fi, printers, e-mail and software',
    'Virus and scam pop-up removal',
    'Computers, phones, tablets and smart TVs',
    'Unlimited remote support on one flat-price plan, billed yearly in advance',
    'Remote sessions only when you call us first',
  ],
}

export const homeCard: TextSection = {
  heading: 'IT Support for Your Home',
  text:
    'Unlimited remote help for up to 3 devices, for US$24.99 a month, billed US$299.88 yearly in advance, plus tax. Wi-Fi, printers, phones, e-mail and more, with no hourly charges.',
}

export const businessCard: TextSection = {
  heading: 'IT Support for Your Business',
  text:
    'Support for up to 10 devices for US$59.99 a month, billed US$719.88 yearly in advance, plus tax, with an on-site visit when required. Networks, security, backups and remote teams, all covered.',
}

export const parentalCard: TextSection = {
  heading: 'Parental Control for Your Family',
  text: 'NetHaven AI blocks unsafe sites, manages screen time and sends you alerts, on up to 5 devices.',
}

export const guaranteeSection: TextSection = {
  heading: '30-Day Money-Back Guarantee',
  text:
    'Try our protection, parental control or remote IT support. If it is not right for you, contact us within 30 days for a refund, with no forms to fill in. The money goes back to your original payment method in 5 to 7 business days.',
}

export const showcase: Showcase = {
  heading: 'Everything Inside DefendMePro',
  lead:
    'Ten layers of protection in one plan, with real people behind it. Home covers up to 3 devices for US$19 a month, billed US$228 yearly in advance. Business covers up to 10 devices for US$49.99 a month, billed US$599.88 yearly in advance. Prices are plus tax.',
  features: [
    {
      item: 'identity-theft',
      title: 'Identity Theft Protection',
      text:
        'We watch for signs that someone is using your personal details, including on the dark web, where stolen data is sold. If something turns up, our experts help you clean it up.',
    },
    {
      item: 'fraud-detection',
      title: 'Fraud Detection',
      text:
        'Catch unusual activity early. Real-time alerts go to you. If you name a trusted contact, they are warned too when your password changes or your account is signed in from a new browser.',
    },
    {
      item: 'scam-protection',
      title: 'Scam Protection',
      text:
        'Help against fake calls, e-mails, texts and websites built to trick you into paying or sharing private details.',
    },
    {
      item: 'scam-alerts',
      title: 'Scam Alerts Hub',
      text:
        'Plain-language warnings about the tricks criminals are using now, so you can recognize them before they reach you.',
    },
    {
      item: 'financial-security',
      title: 'Financial Security',
      text:
        'Extra protection for your bank and card accounts, with alerts when something looks wrong.',
    },
    {
      item: 'password-manager',
      title: 'Password Manager',
      text:
        'A secure vault that remembers a strong, different password for every account, so you do not have to.',
    },
    {
      item: 'antivirus',
      title: 'Antivirus',
      text:
        'Finds and blocks viruses and other harmful software on your devices. Antivirus alone is not enough, so it is one layer among ten.',
    },
    {
      item: 'vpn',
      title: 'VPN',
      text:
        'A VPN, or virtual private network, encrypts your connection. That makes public Wi-Fi at a café or airport safer to use.',
    },
    {
      item: 'spam-call',
      title: 'Spam Call Protection',
      text: 'Helps screen out robocalls and spam calls, so fewer unwanted callers reach you.',
    },
    {
      item: 'human-support',
      title: 'Human Support 7 Days a Week',
      text:
        'Real, US-based people answer your questions and help you act fast when something feels wrong.',
    },
  ],
}

export const seniorPricing: TextSection = {
  heading: 'Special Pricing for Seniors and Veterans',
  text:
    'You have worked hard, and many of you have served in the armed forces. We offer special pricing for seniors and veterans. Call us to ask what you qualify for, or learn more about DefendMePro first.',
}

export const newsletter: TextSection = {
  heading: 'Get Scam Alerts in Your Inbox',
  text:
    'Sign up for plain-language warnings about new scams, plus simple tips to stay safe. No jargon, and you can unsubscribe at any time.',
}

export interface MapSection extends TextSection {
  /** The claim shown large beside the map (site.claims.devices, spelled for a headline). */
  claim: string
  /** Shown when a visitor points at or focuses a country, keyed by the map's country id. */
  tooltips: Record<'us' | 'ca', string>
}

export const mapSection: MapSection = {
  heading: 'Serving the US and Canada',
  claim: 'Over 100,000 devices secured',
  tooltips: {
    us: 'Support in all 50 states, 7 days a week',
    ca: 'Support across Canada, coast to coast',
  },
  text:
    'From big cities to small towns, we have secured over 100,000 devices across the US and Canada. We also help American retirees living in Mexico, Panama and Costa Rica.',
}

export const statsSection: TextSection = {
  heading: 'Online Fraud Losses Keep Climbing',
  text:
    "The chart shows reported losses from 2021 to 2024, from the FBI's Internet Crime Complaint Center (IC3) reports. Losses were about US$12.5 billion in 2023. In 2024 they rose 33%, to about US$16.6 billion across 859,532 complaints. People aged 60 and over reported losing about US$4.9 billion.",
}

export interface FraudLossYear {
  year: number
  /** Reported losses in billions of US dollars. */
  billions: number
}

/**
 * Losses reported to the FBI's Internet Crime Complaint Center (IC3), by year. 2023 (US$12.5B) and
 * 2024 (US$16.6B) are the figures in the product spec. 2021 (US$6.9B) and 2022 (US$10.3B) are the totals
 * published in the IC3's 2021 and 2022 Internet Crime Reports; the spec gives no figure for them.
 */
export const fraudLosses: FraudLossYear[] = [
  { year: 2021, billions: 6.9 },
  { year: 2022, billions: 10.3 },
  { year: 2023, billions: 12.5 },
  { year: 2024, billions: 16.6 },
]

export const fraudChart = {
  title: 'Reported losses to internet crime in the US, 2021 to 2024',
  source:
    'Source: FBI Internet Crime Complaint Center (IC3) annual Internet Crime Reports for 2021, 2022, 2023 and 2024. The 2021 and 2022 totals are the ones published in those years\' reports.',
}

export const videosSection: TextSection = {
  heading: 'Scam Awareness Videos',
  text:
    "Short videos from the Federal Trade Commission, the FBI, a US Attorney's Office and AARP that show how common scams work and how to stay safe. Each card names who made the video. Press play on any video to watch it here.",
}

export const socialSection: TextSection = {
  heading: 'Join Us Online',
  text: 'Follow us for scam warnings and tips, or read what our customers say about us.',
}

/** What a language other than English says on the landing page: the words only (content/<locale>/landing.json). */
export interface LandingWords {
  hero: LandingHero
  trustBadges: Record<string, Omit<TrustBadge, 'id'>>
  /** By icon: the icons and their order come from `trustHighlights`. */
  trustHighlights: Record<TrustIcon, Omit<TrustHighlight, 'icon'>>
  kidsSection: KidsSection
  itHelpSection: ItHelpSection
  homeCard: TextSection
  businessCard: TextSection
  parentalCard: TextSection
  guaranteeSection: TextSection
  showcase: Omit<Showcase, 'features'> & { features: Record<ShowcaseItem, TitledText> }
  seniorPricing: TextSection
  newsletter: TextSection
  mapSection: MapSection
  statsSection: TextSection
  fraudChart: typeof fraudChart
  videosSection: TextSection
  socialSection: TextSection
}

/** The landing page in another language: `words` on the English structure (ids, icons, items, order, figures). */
export function translated(where: string, words: LandingWords) {
  return {
    ...words,
    trustBadges: reword(where, trustBadges, 'id', words.trustBadges),
    trustHighlights: reword(where, trustHighlights, 'icon', words.trustHighlights),
    showcase: { ...words.showcase, features: reword(where, showcase.features, 'item', words.showcase.features) },
    fraudLosses,
  }
}
