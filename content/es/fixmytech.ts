// The FixMyTech page in Spanish: the words are in ./fixmytech.json; content/fixmytech.ts puts them on its structure.
import { translated } from '../fixmytech'
import words from './fixmytech.json' with { type: 'json' }

export const { fixHero, fixPlans, fixSteps, fixIncluded, fixNotIncluded, fixWhyChoose, fixFaq, fixClosing } = translated('content/es/fixmytech.json', words)
