// The store pages' scam-awareness copy in Spanish: the words are in ./store-awareness.json;
// content/store-awareness.ts puts them on its sections and links.
import { translated } from '../store-awareness'
import words from './store-awareness.json' with { type: 'json' }

export const { microsoftStoreHero, internetSecurityHero, buyingByPhone, microsoftStoreAwareness, fraudStatistics, microsoftStoreContact, internetSecurityAwareness, internetSecurityLinks } =
  translated('content/es/store-awareness.json', words)
