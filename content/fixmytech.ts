// Copy for the FixMyTech one-time remote fix page (/FixMyTech).
// Tokens such as {{company}} and {{phone}} are replaced at build time from content/site.ts.
// `answer` fields are markdown; every other field is plain text.
// Other languages: their words in content/<locale>/fixmytech.json, put on this structure by
// `translated` (content/<locale>/fixmytech.ts).

import type { PageOpening, TextSection, TitledText } from './shapes'
import { reword } from './translate'

export type FixPlanId = 'home' | 'business'

export interface FixPlan {
  id: FixPlanId
  name: string
  price: string
  priceNote: string
  summary: string
  points: string[]
}

export interface FixFaqItem {
  question: string
  answer: string
}

export const fixHero: PageOpening = {
  heading: 'One Problem. One Fix. One Flat Price.',
  lead:
    'Have one tech problem and no wish for a monthly plan? FixMyTech connects you with a real technician who fixes it in a secure remote session. You pay once. If the same issue comes back within 30 days, we fix it again at no charge.',
}

export const fixPlans: FixPlan[] = [
  {
    id: 'home',
    name: 'FixMyTech Home',
    price: '$89.99',
    priceNote: 'one-time, plus taxes',
    summary: 'One problem on one home device, fixed remotely.',
    points: [
      'One problem on one device',
      'Fixed remotely by a real, US-based technician',
      'Connected only in a session you start by calling us',
      'One free revisit for the same issue within 30 days',
    ],
  },
  {
    id: 'business',
    name: 'FixMyTech Business',
    price: '$149.99',
    priceNote: 'one-time, plus taxes',
    summary: 'One business problem on one workstation (a single work computer), fixed remotely.',
    points: [
      'One business problem on one workstation',
      'Fixed remotely by a scam-aware technician',
      'Connected only in a session you start by calling us',
      'One free revisit for the same issue within 30 days',
    ],
  },
]

export const fixSteps: TitledText[] = [
  {
    title: 'Call Us',
    text:
      'Call {{phone}} and tell us what is wrong. A real person listens, asks a few simple questions and tells you the price before anything starts.',
  },
  {
    title: 'We Confirm the Job With You',
    text:
      'We repeat back the problem, the price and what is covered, and nothing starts until you say yes. If we need to call you back, you can always hang up and call {{phone}} yourself instead.',
  },
  {
    title: 'A Remote Session You Started',
    text:
      'We connect only in a session you started by calling the number on this website. Then you can watch on your screen as we work.',
  },
  {
    title: 'Fixed, with a 30-Day Revisit',
    text:
      'We fix the problem and check it with you before we finish. If the same issue comes back within 30 days, you get one free revisit.',
  },
]

export const fixIncluded: string[] = [
  'Finding and fixing one problem on one device, or one business problem on one workstation',
  'Removing viruses, scam pop-ups and unwanted programs',
  'Fixing e-mail, printer and Wi-Fi connection problems',
  'Installing or repairing software you already own',
  'Speeding up a slow computer',
  'Checking updates and security settings on the device we fix',
  'One free revisit for the same issue within 30 days',
]

export const fixNotIncluded: string[] = [
  'Physical repairs, such as cracked screens or failed parts',
  'Deep data recovery from damaged or failed drives',
  'Enterprise servers',
  'Software licenses (we can install software you already own)',
  'Complex rewiring of networks or cables',
  'On-site visits, which are arranged separately',
]

export const fixWhyChoose: TitledText[] = [
  {
    title: 'Pay Once',
    text: 'One flat price for one fix. No monthly plan, no hourly meter and no surprise add-ons.',
  },
  {
    title: 'Real People',
    text: 'You talk with real, US-based technicians who explain each step in plain words.',
  },
  {
    title: 'Safe by Design',
    text:
      'We connect only in a session you started by calling the number on this website. A stranger who calls you first cannot get in that way, whatever they claim or whatever password they know.',
  },
  {
    title: 'Scam-Aware Technicians',
    text:
      'Our team knows the tricks scammers use. While we fix your device, we point out anything that looks suspicious.',
  },
  {
    title: 'A Free Revisit',
    text: 'If the same issue returns within 30 days, we come back to it once at no charge.',
  },
]

export const fixFaq: FixFaqItem[] = [
  {
    question: 'What counts as one problem?',
    answer:
      'One problem is a single issue on a single device. A printer that will not connect is one problem. E-mail that stopped working is another.\n\nIf you have several problems, tell us when you call. We will explain your choices, including **{{company}} Assist**, our plan with unlimited remote support.',
  },
  {
    question: 'Will a technician come to my home or office?',
    answer:
      'No. FixMyTech is a **remote-only** service. We connect to your device over the internet, with your permission.\n\nIf your problem needs someone on site, ask when you call. On-site visits can be arranged separately.',
  },
  {
    question: 'How do I know the person connecting to my computer is really from {{company}}?',
    answer:
      'Because you started the contact:\n\n1. **You call us first.** We connect only in a session that you started by calling [{{phone}}]({{phoneHref}}), the number on this website. Look the number up here yourself; do not use one from a pop-up, an e-mail or a text.\n2. **A password proves nothing.** A caller who contacted you first is not us, even if they know a password or say they are from us.\n\nA call, text or e-mail that reaches you out of the blue can be faked, even if it shows our name or number. If someone contacts you first and asks to connect to your computer, hang up and call us yourself. Learn more on our page about [how we contact you](/how-we-contact-you) and how to [spot fake support calls](/IdentifyFakeCalls).',
  },
  {
    question: 'What if the problem comes back?',
    answer:
      'For 30 days after the fix, you get **one free revisit** for the same issue. Call [{{phone}}]({{phoneHref}}) and tell us it is a revisit.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'The one-time fix service is **not refundable**. That is why we tell you the price and what is covered before we start. If the same issue returns within 30 days, your free revisit is there for you.\n\nOur 30-day money-back guarantee covers our subscription plans, such as security, parental control and remote IT support. See our [return policy](/return-policy) for details.',
  },
  {
    question: 'What if I need tech help more often?',
    answer:
      'If problems come up often, a monthly plan may cost you less:\n\n- **{{company}} Assist Home:** US$24.99 a month, billed US$299.88 yearly in advance plus tax, for unlimited remote support on up to 3 devices.\n- **{{company}} Assist Business:** US$59.99 a month, billed US$719.88 yearly in advance plus tax, for up to 10 devices, with an on-site visit if required.\n\nPlans are billed yearly in advance, plus tax. Compare them on our [pricing page](/Pricing) or call [{{phone}}]({{phoneHref}}).',
  },
]

export const fixClosing: TextSection = {
  heading: 'Ready to Get It Fixed?',
  text:
    'Call {{phone}} and tell us what is wrong. A real person answers, explains the price and gets your fix started. Remember: we connect only in a session you started by calling the number on this website.',
}

/** What a language other than English says on the FixMyTech page: the words only (content/<locale>/fixmytech.json). */
export interface FixMyTechWords {
  fixHero: PageOpening
  /** A plan's words; its id, name and price come from `fixPlans`. */
  fixPlans: Record<FixPlanId, Omit<FixPlan, 'id' | 'name' | 'price'>>
  fixSteps: TitledText[]
  fixIncluded: string[]
  fixNotIncluded: string[]
  fixWhyChoose: TitledText[]
  fixFaq: FixFaqItem[]
  fixClosing: TextSection
}

/** The FixMyTech page in another language: `words` on the English structure (plan ids, names, prices). */
export function translated(where: string, words: FixMyTechWords) {
  return { ...words, fixPlans: reword(where, fixPlans, 'id', words.fixPlans, ['name', 'price']) }
}
