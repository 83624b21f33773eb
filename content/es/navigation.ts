// The header menu and footer links in Spanish: the words are in ./navigation.json; content/navigation.ts
// puts them (and this language's DefendMePro items) on its groups, paths and order.
import { translated } from '../navigation'
import { defendProItems } from './defendpro-items'
import words from './navigation.json' with { type: 'json' }

export const { blogNav, navGroups, footerLinks } = translated('content/es/navigation.json', words, defendProItems)
