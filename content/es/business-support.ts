// The business IT support page in Spanish: the words are in ./business-support.json; content/business-support.ts puts them on its structure.
import { translated } from '../business-support'
import words from './business-support.json' with { type: 'json' }

export const { businessHeroes, businessServices, businessWhyChoose, businessPlanName } = translated('content/es/business-support.json', words, 'es')
