// The landing page in Spanish: the words are in ./landing.json; content/landing.ts puts them on its structure.
import { translated } from '../landing'
import words from './landing.json' with { type: 'json' }

export const { hero, trustBadges, trustHighlights, kidsSection, itHelpSection, homeCard, businessCard, parentalCard, guaranteeSection, showcase, seniorPricing, newsletter, mapSection, statsSection, fraudChart, videosSection, socialSection, fraudLosses } = translated('content/es/landing.json', words)
