// The business IT support page in French: the words are in ./business-support.json; content/business-support.ts puts them on its structure.
import { translated } from '../business-support'
import words from './business-support.json' with { type: 'json' }

export const { businessHeroes, businessServices, businessWhyChoose, businessPlanName } = translated('content/fr/business-support.json', words, 'fr')
