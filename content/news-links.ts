// The landing page's news bar (spec: 5 items with icon, label and url). Each leads to our summary
// page of that news story, which links out to its source.
import type { SitePath } from './links'

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
