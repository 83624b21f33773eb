// The FixMyTech page in French: the words are in ./fixmytech.json; content/fixmytech.ts puts them on its structure.
import { translated } from '../fixmytech'
import words from './fixmytech.json' with { type: 'json' }

export const { fixHero, fixPlans, fixSteps, fixIncluded, fixNotIncluded, fixWhyChoose, fixFaq, fixClosing } = translated('content/fr/fixmytech.json', words)
