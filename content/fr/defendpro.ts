// The /DefendPro page in French (Quebec): the words are in ./defendpro.json (links keep the English path; RichText
// sends them to /fr); content/defendpro.ts puts them on its sections (ids, items and order).
import { translated } from '../defendpro'
import words from './defendpro.json' with { type: 'json' }

export const { defendProHero, scamBanner, defendProSections, businessSection } = translated('content/fr/defendpro.json', words)
