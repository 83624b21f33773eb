// Copy for the NetHaven AI parental-control page (/ParentSolution).
// Tokens such as {{company}} and {{phone}} are replaced at build time from content/site.ts.
// Other languages: their words in content/<locale>/parent-solution.json, put on this structure by
// `translated` (content/<locale>/parent-solution.ts).
import { type CallRuleLocale, callRuleBuy } from './call-rule.ts'
import { fill, reword } from './translate'

export interface ParentBanner {
  id: string
  heading: string
  text: string
}

export interface ParentFeature {
  id: string
  title: string
  text: string
  points: string[]
}

export const parentBanners: ParentBanner[] = [
  {
    id: 'risks-to-kids',
    heading: 'The Internet Is Full of Wonder, and Risk',
    text:
      "Children meet strangers in games and chat apps. They stumble on violent or adult content. Bullying can follow them home on their phones. Some are tricked into sharing photos, passwords or a parent's card number. Most of this happens quietly, on a screen you cannot always see.",
  },
  {
    id: 'safer-digital-world',
    heading: 'A Safer Digital World for Your Family',
    text:
      'You do not have to take the devices away. With the right tools and honest talks at home, kids can learn, play and stay in touch with friends. You keep watch over what matters, and give them more freedom as they grow.',
  },
  {
    id: 'nethaven-intro',
    heading: 'Meet NetHaven AI',
    text:
      'NetHaven is the AI-powered parental control from {{company}}. It blocks unsafe sites and helps you set fair screen-time limits. It shows where your child is and alerts you when something needs your attention. One plan covers up to 5 devices for US$7.99 a month, billed US$95.88 yearly in advance, plus tax.',
  },
  {
    id: 'outsmarted',
    heading: 'Most Parental Controls Can Be Outsmarted',
    text:
      'Kids are clever. They delete the app, change the device clock or open a private browser window. Some use a VPN, an app that can slip around web filters. Many controls never notice. NetHaven watches for these tricks, makes them harder to pull off and tells you when someone tries.',
  },
  {
    id: 'whats-inside',
    heading: 'What Is Inside NetHaven',
    text:
      'Time tracking, site and app blocking, activity reports, location alerts, screen-time rules, tamper protection, social media keyword alerts and safe search. It all comes together in one simple dashboard, so you can see the whole picture in a minute.',
  },
]

export const parentFeatures: ParentFeature[] = [
  {
    id: 'time-tracking',
    title: 'Time Tracking',
    text:
      'See how much time your child spends on each device, app and website. Simple charts show the day and the week at a glance. Use them to start a calm conversation, not an argument.',
    points: [
      'Time spent on each app and website',
      'Daily and weekly totals',
      'Covers every protected device, up to 5',
    ],
  },
  {
    id: 'block-unsafe',
    title: 'Blocking Unsafe Sites and Apps',
    text:
      "NetHaven blocks websites and apps that are not right for your child's age, such as adult content, gambling and graphic violence. You stay in charge: allow or block any site yourself.",
    points: [
      'Age-based filter categories',
      'Your own allow and block lists',
      'Block specific apps you are not comfortable with',
    ],
  },
  {
    id: 'activity-reports',
    title: 'Smart Activity Reports',
    text:
      'A clear dashboard shows what happened online: time used, sites visited, blocked attempts and alerts. If you prefer, you can also receive the reports by e-mail.',
    points: [
      'Easy-to-read parent dashboard',
      'Optional reports by e-mail',
      'The most important items shown first',
    ],
  },
  {
    id: 'location-geofence',
    title: 'Location and Geofence Alerts',
    text:
      "See where your child's device is on a map. Draw safe zones, called geofences, around home, school or a friend's house. NetHaven lets you know when your child arrives or leaves.",
    points: [
      'Device location on a map',
      'Safe zones you set yourself',
      'Arrival and departure alerts',
    ],
  },
  {
    id: 'screen-time',
    title: 'Screen-Time Management',
    text:
      'Set daily limits and device-free times, such as homework hours, family dinner and bedtime. When time is up, the apps you chose take a break until the next allowed time.',
    points: [
      'Daily limits for each device',
      'Different schedules for school nights and weekends',
      'Bedtime and homework pauses',
    ],
  },
  {
    id: 'tamper-detection',
    title: 'Tamper Detection and Bypass Prevention',
    text:
      'Someone may try to remove NetHaven, change its settings or alter the device clock. They may try to hide activity with a VPN or private browsing. NetHaven works to stop these tricks, and you get an alert either way.',
    points: [
      'Alerts if NetHaven is removed or changed',
      'Guards against clock and settings tricks',
      'Watches for VPNs and private browsing used to hide activity',
    ],
  },
  {
    id: 'social-media-monitoring',
    title: 'Social Media Monitoring with Keyword Alerts',
    text:
      'Choose words and phrases that worry you, such as words about bullying, self-harm or meeting a stranger. NetHaven watches supported social media activity and alerts you when one of them appears.',
    points: [
      'Keyword lists you choose',
      'Alerts when a watched word appears',
      'Helps you spot bullying and risky contacts early',
    ],
  },
  {
    id: 'safe-search',
    title: 'Safe Search Enforcement',
    text:
      'NetHaven turns on safe search in Google, Bing and YouTube and keeps it turned on. Explicit results are filtered out before your child sees them.',
    points: [
      'Safe search locked on in Google and Bing',
      'Restricted mode kept on in YouTube',
      'Your child cannot quietly switch it off',
    ],
  },
  {
    id: 'ai-powered',
    title: 'AI-Powered Protection',
    text:
      'NetHaven uses artificial intelligence, or AI, to spot patterns a simple filter would miss. It can flag a new site that looks unsafe. It can also notice a sudden change in habits, like heavy late-night use, so you hear about it early.',
    points: [
      'Checks new sites, not only a fixed list',
      'Notices unusual changes in habits',
      'Alerts written in plain words',
    ],
  },
]

export const parentWhyChoose: string[] = [
  'Covers up to 5 devices for US$7.99 a month, billed US$95.88 yearly in advance, plus tax.',
  'Built to notice the common tricks kids use to get around parental controls.',
  'One simple dashboard, easy for parents and grandparents alike.',
  'Clear alerts tell you what needs attention, so you can talk with your child early.',
  `You sign up by phone. ${callRuleBuy('en')}`,
  'Backed by our 30-day money-back guarantee.',
]

/** What a language other than English says on the NetHaven page: the words only (content/<locale>/parent-solution.json). */
export interface ParentSolutionWords {
  parentBanners: Record<string, Omit<ParentBanner, 'id'>>
  parentFeatures: Record<string, Omit<ParentFeature, 'id'>>
  /** In the order of `parentWhyChoose`; "{callRuleBuy}" stands for the call rule in that language. */
  parentWhyChoose: string[]
}

/** The NetHaven page in another language: `words` on the English structure (banner and feature ids, order). */
export function translated(where: string, words: ParentSolutionWords, locale: CallRuleLocale) {
  return {
    parentBanners: reword(where, parentBanners, 'id', words.parentBanners),
    parentFeatures: reword(where, parentFeatures, 'id', words.parentFeatures),
    parentWhyChoose: words.parentWhyChoose.map((point) => fill(point, { callRuleBuy: callRuleBuy(locale) })),
  }
}
