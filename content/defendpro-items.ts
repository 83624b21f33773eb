// The ten items of the DefendMePro bundle: the one list that the menu, the /DefendPro page's
// `?item=` search parameter, its sections and the landing page's showcase all derive from.
// Kept apart from content/defendpro.ts so the route (main bundle) does not pull in the page's long copy.
// Other languages: their labels in content/<locale>/defendpro-items.json, put on this list by `translated`.
import { relabel } from './translate'

const entries = [
  { item: 'identity-theft', label: 'Identity theft protection' },
  { item: 'fraud-detection', label: 'Fraud detection' },
  { item: 'scam-protection', label: 'Scam protection' },
  { item: 'scam-alerts', label: 'Scam alerts hub', stamp: true },
  { item: 'financial-security', label: 'Financial security', stamp: true },
  { item: 'password-manager', label: 'Password manager' },
  { item: 'antivirus', label: 'Antivirus' },
  { item: 'vpn', label: 'VPN' },
  { item: 'spam-call', label: 'Spam call protection' },
  { item: 'human-support', label: 'Human support 7 days a week' },
] as const

/** One DefendMePro item, e.g. `'vpn'`. */
export type DefendProItem = (typeof entries)[number]['item']

export interface DefendProItemEntry {
  readonly item: DefendProItem
  /** Reader-visible name (content/<locale>/defendpro-items.json has another language's). */
  readonly label: string
  /** The menu link carries a fresh `t` timestamp (content/navigation.ts). */
  readonly stamp?: boolean
}

export const defendProItems: readonly DefendProItemEntry[] = entries

const itemIds = new Set<string>(defendProItems.map((d) => d.item))

/** True when `value` names one of the ten items (for search parameters and other untrusted input). */
export function isDefendProItem(value: unknown): value is DefendProItem {
  return typeof value === 'string' && itemIds.has(value)
}

/** What a language other than English says: the labels only (content/<locale>/defendpro-items.json). */
export interface DefendProItemsWords {
  defendProItems: Record<DefendProItem, string>
}

/** This list in another language: the same items, order and stamps, with `words`' labels. */
export function translated(where: string, words: DefendProItemsWords) {
  return { defendProItems: relabel(where, defendProItems, (d) => d.item, words.defendProItems) }
}
