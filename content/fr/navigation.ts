// The header menu and footer links in French: the words are in ./navigation.json; content/navigation.ts
// puts them (and this language's DefendMePro items) on its groups, paths and order.
import { translated } from '../navigation'
import { defendProItems } from './defendpro-items'
import words from './navigation.json' with { type: 'json' }

export const { blogNav, navGroups, footerLinks } = translated('content/fr/navigation.json', words, defendProItems)
