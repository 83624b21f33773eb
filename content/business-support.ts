// Copy for the business IT support page (/for-your-business).
// Tokens such as {{company}} and {{phone}} are replaced at build time from content/site.ts.
// Other languages: their words in content/<locale>/business-support.json, put on this structure by
// `translated` (content/<locale>/business-support.ts).
import { type CallRuleLocale, callRuleBuy } from './call-rule.ts'
import { fill, reword } from './translate'

export interface BusinessHero {
  heading: string
  text: string
}

export interface BusinessService {
  id: string
  title: string
  text: string
}

export const businessHeroes: BusinessHero[] = [
  {
    heading: 'IT Support That Keeps Your Business Running',
    text:
      'Your team should be serving customers, not fighting with printers and passwords. {{company}} gives your small business a real IT team, remote and on site, for one flat price, billed yearly in advance.',
  },
  {
    heading: 'Security Built Into Every Fix',
    text:
      'Scammers target small businesses too. Our technicians are scam-aware. Firewalls, backups and safe remote access are part of the plan, not costly extras.',
  },
  {
    heading: 'Real People When You Need Them',
    text:
      'Call and a US-based technician helps you, 7 days a week. Most issues are fixed remotely. When a problem needs hands on site, we send a technician to you.',
  },
]

export const businessServices: BusinessService[] = [
  {
    id: 'wifi-network',
    title: 'Wi-Fi and Network Setup',
    text:
      'A slow or patchy network costs you time and sales. We set up your office Wi-Fi and wired network so every desk, phone and card reader stays connected. We keep a separate guest network for visitors, away from your business files. When the connection drops, we find the cause and get you back online.',
  },
  {
    id: 'printers',
    title: 'Printer Setup and Support',
    text:
      'We connect your printers so everyone in the office can print from their own computer. We install the right drivers, set default options and sort out paper jams, offline errors and print queues that get stuck. When a new employee joins, we add the printer to their computer too. Printing just works again.',
  },
  {
    id: 'business-email',
    title: 'Business E-mail',
    text:
      'Your e-mail is how customers reach you. We set up professional e-mail on every computer and phone, including shared mailboxes and calendars. We help when messages bounce, vanish or land in spam. We also teach your team how to spot phishing, which means fake e-mails written to steal passwords or money.',
  },
  {
    id: 'software-installation',
    title: 'Software Installation',
    text:
      'We install and set up the programs your business depends on, from office suites to accounting tools. Every program comes from the real maker, with a proper license. We keep software updated, because old versions are an easy way in for criminals. New hire starting Monday? Their computer can be ready on day one.',
  },
  {
    id: 'network-security',
    title: 'Network Security and Firewall',
    text:
      'A firewall is a gatekeeper that decides what traffic may enter or leave your network. We set yours up, review its rules and keep it updated. We change default passwords on routers and other devices, close risky openings and check for unknown devices on your network. You get a clear summary of what we changed.',
  },
  {
    id: 'device-management',
    title: 'Device Management',
    text:
      'We keep track of the computers, laptops and phones your team uses. We make sure each one has updates, security software and a screen lock. If a device is lost or an employee leaves, we help you remove their access quickly. Your plan covers up to 10 devices, so there is one place to call for all of them.',
  },
  {
    id: 'server-cloud-sync',
    title: 'Server and Cloud Sync',
    text:
      'Whether your files live on an office server or in the cloud, we help keep them in step. We set up syncing, so the latest version of a file is the same on every computer. When sync errors or duplicate files pile up, we untangle them. Your team stops asking which copy is the right one.',
  },
  {
    id: 'file-sharing',
    title: 'File Sharing and Permissions',
    text:
      'We set up shared folders so your team can work on the same files without e-mailing copies back and forth. We decide with you who can see and change each folder. Private records, such as payroll or client details, stay visible only to the people who need them. Sharing files with customers can be safe too.',
  },
  {
    id: 'vpn-remote-access',
    title: 'VPN and Remote Access',
    text:
      'A VPN, or virtual private network, creates a private, encrypted link between a laptop and your office. We set one up so your team can reach business files safely from home or on the road. We also set up remote access with strong sign-in protection, so only the right people can get in.',
  },
  {
    id: 'backups',
    title: 'Backups',
    text:
      'A failed hard drive, a spilled coffee or a ransom demand can wipe out years of work. We set up automatic backups of your important files and systems, kept in more than one place. We check that backups actually run, and we test restoring files. That way, a bad day does not turn into a lost business.',
  },
  {
    id: 'remote-workforce',
    title: 'Remote Workforce Setup',
    text:
      'Staff working from home need the same tools and the same protection as in the office. We set up their laptops, e-mail, shared files, VPN and video calls. We check home Wi-Fi for basic security. When someone is stuck at the kitchen table, they can call us instead of waiting for the next office day.',
  },
  {
    id: 'maintenance-onsite',
    title: 'Scheduled Maintenance and On-Site Technicians',
    text:
      'We look after your systems on a regular schedule: updates, security checks, backup tests and cleanup, planned around your working hours. Most work happens remotely, so there is no disruption. Some jobs need a person on site, such as new equipment or a fault we cannot reach remotely. Then we dispatch a technician to your business.',
  },
]

export const businessWhyChoose: string[] = [
  'One flat-price plan, billed yearly in advance, for up to 10 devices, with on-site visits when they are needed.',
  'Unlimited remote support, so your team calls whenever something breaks, with no hourly meter.',
  'Real, US-based people answer, 7 days a week.',
  'Scam-aware technicians who help your staff spot phishing, fake invoices and fake support calls.',
  'Safe remote sessions: we connect only in a session you started by calling the number on this website. If anyone contacts you first and asks to connect, hang up.',
  'More than 9 years in business and over 100,000 tech issues resolved.',
  callRuleBuy('en'),
  'A 30-day money-back guarantee on remote IT support. On-site technician visits are not refundable.',
]

export const businessPlanName = 'SaffeSupport Assist Business'

/** What a language other than English says on the business support page: the words only (content/<locale>/business-support.json). */
export interface BusinessSupportWords {
  /** In the order of `businessHeroes`. */
  businessHeroes: BusinessHero[]
  businessServices: Record<string, Omit<BusinessService, 'id'>>
  /** In the order of `businessWhyChoose`; "{callRuleBuy}" stands for the call rule in that language. */
  businessWhyChoose: string[]
}

/** The business support page in another language: `words` on the English structure (service ids, plan name). */
export function translated(where: string, words: BusinessSupportWords, locale: CallRuleLocale) {
  return {
    businessHeroes: words.businessHeroes,
    businessServices: reword(where, businessServices, 'id', words.businessServices),
    businessWhyChoose: words.businessWhyChoose.map((point) => fill(point, { callRuleBuy: callRuleBuy(locale) })),
    businessPlanName,
  }
}
