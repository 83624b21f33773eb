// The NetHaven parental-control page in French: the words are in ./parent-solution.json; content/parent-solution.ts puts them on its structure.
import { translated } from '../parent-solution'
import words from './parent-solution.json' with { type: 'json' }

export const { parentBanners, parentFeatures, parentWhyChoose } = translated('content/fr/parent-solution.json', words, 'fr')
