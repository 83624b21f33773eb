// Copy for the home tech-support page (/for-your-home).
// Tokens such as {{company}} and {{phone}} are replaced at build time from content/site.ts.
// Other languages: their words in content/<locale>/home-support.json, put on this structure by
// `translated` (content/<locale>/home-support.ts).
import type { PageOpening, TextSection, TitledText } from './shapes'
import { reword } from './translate'

export interface HomeService extends TitledText {
  id: string
}

export const homeHero: PageOpening = {
  heading: 'You Focus on Life. We Handle the Tech.',
  lead:
    'Wi-Fi that keeps dropping. A printer that will not print. A phone that asks for an update you do not trust. Call us, and a real person helps you fix it, calmly and one step at a time. One flat-price plan, billed yearly in advance, with no hourly charges.',
}

export const homeServices: HomeService[] = [
  {
    id: 'wifi-setup',
    title: 'Wi-Fi Setup',
    text:
      'We get your home Wi-Fi working and help keep it that way. We connect your computers, phones, tablets and TV. We set a strong Wi-Fi password and help you write the details down somewhere safe. If the signal is weak in one room, we look for the cause and explain your choices in plain words.',
  },
  {
    id: 'computer-setup-repair',
    title: 'Laptop and Desktop Setup and Repair',
    text:
      'New computer? We help you set it up, move your files over and sign in to your accounts. Old computer acting up? We find out what is wrong and fix what can be fixed in a remote session. If a part has failed, we tell you honestly and explain your options before you spend any money.',
  },
  {
    id: 'printer-setup',
    title: 'Printer Setup',
    text:
      'We connect your printer to your computer, phone or tablet, with a cable or without one. We install the right software and print a test page with you. Paper jams, offline messages and blank pages are common calls. We talk you through each fix, so you know what to do next time.',
  },
  {
    id: 'software-installation',
    title: 'Software Installation',
    text:
      'We install and set up the programs you use every day, such as Microsoft Office, antivirus software and Quicken. We make sure each one comes from the real maker, not a look-alike website. We also help with updates and license keys, so your software stays current and safe to use.',
  },
  {
    id: 'smart-tv-streaming',
    title: 'Smart TVs and Streaming Devices',
    text:
      'We help you set up a Roku, Fire Stick, Apple TV or Chromecast. We connect it to your Wi-Fi, sign you in to your streaming apps and explain the remote. One word of caution: if a screen or web page asks you to pay someone to activate your device, stop. Call us first.',
  },
  {
    id: 'email-outlook',
    title: 'E-mail and Outlook',
    text:
      'We set up your e-mail on your computer, phone and tablet, including Microsoft Outlook. We help when messages stop arriving, folders go missing or your mailbox is full. We also show you how to spot a fake e-mail. A message that rushes you to click a link is a warning sign.',
  },
  {
    id: 'mobile-help',
    title: 'iPhone, iPad and Android Help',
    text:
      'We help with the phone or tablet in your hand: setup, updates, photos, contacts, apps and storage space. Getting a new phone? We help you move everything across. We also check your privacy settings and show you how to silence unknown callers and block unwanted texts.',
  },
  {
    id: 'router-network',
    title: 'Router and Home Network',
    text:
      'Your router is the box that brings the internet into your home. We check that it is set up safely, with a new admin password and the latest updates. If your internet keeps dropping, we test the connection. When the fault is on the line, we help you explain it to your internet provider.',
  },
  {
    id: 'virus-removal',
    title: 'Virus, Spyware and Malware Removal',
    text:
      'Pop-ups, strange toolbars or a browser that opens odd websites can mean unwanted software is on your device. We find it and remove it. Then we check your security settings, so it is less likely to come back. If a pop-up ever tells you to call a number, close it and call us instead.',
  },
  {
    id: 'backup-recovery',
    title: 'Data Backup and Recovery',
    text:
      'Your photos and documents matter. We set up automatic backups, so a copy of your files is always kept safe. If you deleted something by mistake, we try to get it back for you. We tell you honestly what can be recovered and what cannot, before any work begins.',
  },
  {
    id: 'slow-device-fix',
    title: 'Slow Device Fix',
    text:
      'A slow computer or phone wears anyone down. We remove programs that start up for no reason, free up space, install updates and look for hidden problems. Most slow devices speed up without losing a thing. A full system reset is our last resort. We only do it with your permission, after your files are backed up.',
  },
  {
    id: 'monthly-checkups',
    title: 'Monthly Device Health Checkups',
    text:
      'Once a month, we check your devices with you. We look at updates, security settings, storage space and backups, and we fix small issues before they grow. Something else comes up later that month? Just call again. Support is unlimited within the month, so there is never a meter running.',
  },
]

export const personalTeamBanner: TextSection = {
  heading: 'Your Personal Tech Team',
  text:
    'Think of us as the patient friend who knows computers and always picks up. Real people in the US help you 7 days a week. We explain each step in plain words, and we never rush you. {{company}} Assist Home covers up to 3 devices for US$24.99 a month, billed US$299.88 yearly in advance, plus tax. Call {{phone}} to get started.',
}

export const homeWhyChoose: TitledText[] = [
  {
    title: 'One Flat Plan, No Hourly Charges',
    text:
      'One monthly price covers unlimited remote support for up to 3 devices. There is no meter and no surprise bill. Plans are billed yearly in advance, plus tax.',
  },
  {
    title: 'Technicians Who Know the Scams',
    text:
      'Our technicians are scam-aware. They know the tricks criminals use, and they help you spot fake calls, e-mails and pop-ups before they cost you anything.',
  },
  {
    title: 'Remote and Phone Support',
    text:
      'Most problems are solved over the phone or in a secure remote session. We connect only in a session you started by calling the number on this website. If anyone contacts you first and asks to connect, hang up.',
  },
  {
    title: 'Real People, 7 Days a Week',
    text:
      'You talk with real, US-based people 7 days a week. In 9+ years, we have resolved more than 100,000 tech issues.',
  },
  {
    title: 'We Call Only After You Ask',
    text:
      'You sign up by phone, never through a pop-up. {{callRuleBuy}}',
  },
  {
    title: '30-Day Money-Back Guarantee',
    text:
      'If the plan is not right for you, ask for a refund within 30 days. The money goes back to your original payment method in 5 to 7 business days.',
  },
]

/** What a language other than English says on the home support page: the words only (content/<locale>/home-support.json). */
export interface HomeSupportWords {
  homeHero: PageOpening
  homeServices: Record<string, Omit<HomeService, 'id'>>
  personalTeamBanner: TextSection
  /** In the order of `homeWhyChoose`. */
  homeWhyChoose: TitledText[]
}

/** The home support page in another language: `words` on the English structure (service ids and order). */
export function translated(where: string, words: HomeSupportWords) {
  return { ...words, homeServices: reword(where, homeServices, 'id', words.homeServices) }
}
