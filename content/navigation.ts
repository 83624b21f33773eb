// The header's menu groups (spec: Assist, Solutions, Software, Knowledge Center, Blog). The spec writes the
// first as SafeSupport Assist; the product is SaffeSupport Assist, so the label uses its real name.
// Between them the menus reach every public page.
// Other languages: their words in content/<locale>/navigation.json, put on these groups and links by
// `translated` (content/<locale>/navigation.ts); `Link` adds the language's prefix to the paths.
import { type DefendProItem, type DefendProItemEntry, defendProItems } from './defendpro-items'
import type { SiteHref, SitePath } from './links'
import { howItWorksPath, site } from './site'
import { fill, relabel } from './translate'

export interface NavLink {
  label: string
  /** A page of the site (checked against the route tree by the type check: content/links.ts). */
  href: SiteHref
  /** Full-page link (spec: the Solutions group reloads /DefendPro with its `item`). */
  document?: boolean
  /** Adds a fresh `t` timestamp on click, so choosing the same item again scrolls to it again. */
  stamp?: boolean
}

export interface NavGroup {
  id: string
  label: string
  links: NavLink[]
}

export { defendProItems }

/** `t` is a timestamp; the server renders the build's, a click replaces it with the current time. */
export const BUILD_STAMP = '1'

export function defendProHref(item: string, stamp?: boolean): `/DefendPro?item=${string}` {
  return `/DefendPro?item=${item}${stamp ? `&t=${BUILD_STAMP}` : ''}`
}

export const blogNav = [
  { slug: 'online-scam-guide', label: 'Online scam guide' },
  { slug: 'romance-scam', label: 'Romance scams' },
  { slug: 'tech-support-scam', label: 'Tech support scams' },
  { slug: 'banking-otp-fraud', label: 'Bank code (OTP) fraud' },
  { slug: 'spam-calls', label: 'Spam calls' },
  { slug: 'phishing-emails', label: 'Phishing e-mails' },
  { slug: 'identity-theft', label: 'Identity theft' },
  { slug: 'online-shopping', label: 'Safe online shopping' },
  { slug: 'investment-scam', label: 'Investment scams' },
  { slug: 'password-safety', label: 'Password safety' },
  { slug: 'ai-voice-fraud', label: 'AI voice fraud' },
] as const

export const navGroups: NavGroup[] = [
  {
    id: 'assist',
    label: 'SaffeSupport Assist',
    links: [
      { label: 'Tech help for your home', href: '/for-your-home' },
      { label: 'IT support for your business', href: '/for-your-business' },
      { label: 'FixMyTech one-time fix', href: '/FixMyTech' },
      { label: 'Live support', href: '/live-support' },
      { label: 'Plans and pricing', href: '/Pricing' },
      { label: 'Contact us', href: '/contact' },
    ],
  },
  {
    id: 'solutions',
    label: 'Solutions',
    links: [
      ...defendProItems.map((d) => ({
        label: d.label,
        href: defendProHref(d.item, 'stamp' in d),
        document: true,
        stamp: 'stamp' in d,
      })),
      { label: 'DefendMePro overview', href: '/LearnMore' },
      { label: 'Protection of our Society', href: '/solution' },
      { label: 'NetHaven parental control', href: '/ParentSolution' },
      { label: 'All features', href: '/features' },
    ],
  },
  {
    id: 'software',
    label: 'Software',
    links: [
      { label: 'Microsoft software we sell', href: '/microsoft-store' },
      { label: 'Internet security software', href: '/internet-security' },
    ],
  },
  {
    id: 'knowledge',
    label: 'Knowledge Center',
    links: [
      { label: 'I think I’ve been scammed: what to do now', href: '/help-now' },
      { label: 'Is this really SaffeSupport? Check who is helping you', href: '/verify-us' },
      { label: 'Is this a scam? Check a message', href: '/scam-check' },
      { label: 'Is this really my bank, the IRS, the CRA? Official numbers', href: '/official-contacts' },
      { label: 'Scam and fraud resources', href: '/resources' },
      { label: 'Scam alerts', href: '/alerts' },
      { label: 'Spot fake support calls', href: '/IdentifyFakeCalls' },
      { label: 'Fraud FAQ', href: '/ReadFAQ' },
      { label: 'Scam awareness videos', href: '/#videos-section' },
      { label: `How ${site.company} works`, href: howItWorksPath },
      { label: `How to know it is really us`, href: '/how-we-contact-you' },
      { label: '30-day money-back guarantee', href: '/DaysMoneyBack' },
      { label: 'In the news: Social Security scam', href: '/Fox' },
      { label: 'In the news: crypto ATM scam', href: '/CBS' },
      { label: 'In the news: gift card scam', href: '/ABC11' },
      { label: 'In the news: caller ID spoofing', href: '/NewYorkPolice' },
      { label: 'In the news: FBI elder fraud report', href: '/ABCNational' },
      { label: 'About us', href: '/about' },
      { label: 'Why choose us', href: '/why-us' },
    ],
  },
  {
    id: 'blog',
    label: 'Blog',
    links: [{ label: 'All articles', href: '/blog' }, ...blogNav.map((b): NavLink => ({ label: b.label, href: `/blog/${b.slug}` }))],
  },
]

export const footerLinks: NavLink[] = [
  { label: 'Home', href: '/home' },
  { label: 'About', href: '/about' },
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Terms of service', href: '/terms' },
  { label: 'Return policy', href: '/return-policy' },
  { label: 'Why us', href: '/why-us' },
  { label: 'Contact', href: '/contact' },
  { label: 'Live support', href: '/live-support' },
  { label: 'Is this really us? Check who is helping you', href: '/verify-us' },
  { label: 'Official phone numbers and web addresses', href: '/official-contacts' },
]

/** Pages that show neither the footer nor the landing page's lower sections (spec). */
export const pagesWithoutFooter: SitePath[] = ['/about', '/privacy-policy', '/terms', '/return-policy', '/why-us', '/contact']

type BlogSlug = (typeof blogNav)[number]['slug']

/** What a language other than English says in the menus: the words only (content/<locale>/navigation.json). */
export interface NavigationWords {
  blogNav: Record<BlogSlug, string>
  /**
   * Each menu group's label and its links' labels, by the English link's path (in any order), "{company}"
   * standing for the company's name. The DefendMePro items' and the blog articles' links are not here:
   * their labels are the language's items (below) and `blogNav`.
   */
  navGroups: Record<string, { label: string; links: Record<string, string> }>
  /** The Solutions menu names these DefendMePro items in its own words, the others as the language's items. */
  defendProMenuNames: Partial<Record<DefendProItem, string>>
  footerLinks: Record<string, string>
}

/**
 * The menus in another language: `words` and the language's DefendMePro items (`items`, from
 * content/<locale>/defendpro-items.ts) on the English groups, paths and order. Labels are keyed by the
 * English link's path (a plain string here: the paths themselves are typed and checked above; a
 * missing or extra one throws when the language's module loads).
 */
export function translated(where: string, words: NavigationWords, items: readonly DefendProItemEntry[]) {
  // Plain strings in a JSON file: a group or item name too many (a misspelt one) would pass tsc and be ignored.
  const extraGroups = Object.keys(words.navGroups).filter((id) => !navGroups.some((group) => group.id === id))
  const extraNames = Object.keys(words.defendProMenuNames).filter((item) => !items.some((d) => d.item === item))
  if (extraGroups.length + extraNames.length > 0) throw new Error(`${where}: words for ${[...extraGroups, ...extraNames].join(', ')}, which the menu does not have`)
  const localBlogNav: readonly { slug: BlogSlug; label: string }[] = relabel(where, blogNav, (b) => b.slug, words.blogNav)
  const listed: Record<string, Record<string, string>> = {
    solutions: Object.fromEntries(items.map((d) => [defendProHref(d.item, d.stamp), words.defendProMenuNames[d.item] ?? d.label])),
    blog: Object.fromEntries(localBlogNav.map((b) => [`/blog/${b.slug}`, b.label])),
  }
  const localNavGroups: NavGroup[] = navGroups.map((group) => {
    const own = words.navGroups[group.id]
    if (!own) throw new Error(`${where}: no words for the menu group "${group.id}"`)
    const labels = { ...listed[group.id], ...Object.fromEntries(Object.entries(own.links).map(([href, label]) => [href, fill(label, { company: site.company })])) }
    return { ...group, label: own.label, links: relabel(`${where} (${group.id})`, group.links, (l): string => l.href, labels) }
  })
  return { blogNav: localBlogNav, navGroups: localNavGroups, footerLinks: relabel(where, footerLinks, (l): string => l.href, words.footerLinks) }
}
