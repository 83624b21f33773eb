// The landing page's news bar (spec: 5 items with icon, label and url). Each leads to our summary
// page of that news story, which links out to its source. Other languages: their words in
// content/<locale>/news-links.json, put on these links (paths, icons, order) by `translated`.
import type { SitePath } from './links'
import { reword } from './translate'

export type NewsIcon = 'id-card' | 'coins' | 'gift' | 'phone' | 'report'

export interface NewsLink {
  outlet: string
  label: string
  href: SitePath & ('/Fox' | '/CBS' | '/ABC11' | '/NewYorkPolice' | '/ABCNational')
  icon: NewsIcon
}

export const newsBar = {
  heading: 'Scams in the News',
  lead: 'Stories from the news about scams that target people like you, explained in plain words.',
}

export const newsLinks: NewsLink[] = [
  { outlet: 'Fox News', label: 'Social Security phishing scam', href: '/Fox', icon: 'id-card' },
  { outlet: 'CBS News', label: 'Crypto ATM scam', href: '/CBS', icon: 'coins' },
  { outlet: 'ABC11', label: 'Fake tech support gift card scam', href: '/ABC11', icon: 'gift' },
  { outlet: 'New York Police', label: 'Caller ID spoofing warning', href: '/NewYorkPolice', icon: 'phone' },
  { outlet: 'ABC News', label: 'FBI report on losses by older adults', href: '/ABCNational', icon: 'report' },
]

/** What a language other than English says: the words only (content/<locale>/news-links.json). */
export interface NewsLinksWords {
  newsBar: typeof newsBar
  /** Per link path: the outlet's name as said in that language, and the label. */
  newsLinks: Record<NewsLink['href'], Pick<NewsLink, 'outlet' | 'label'>>
}

/** This module in another language: `words` on the English links (same paths, icons and order). */
export function translated(where: string, words: NewsLinksWords) {
  return { newsBar: words.newsBar, newsLinks: reword(where, newsLinks, 'href', words.newsLinks, ['icon']) }
}
