// The live support page in French: the words are in ./live-support.json; content/live-support.ts puts them on its structure.
import { translated } from '../live-support'
import words from './live-support.json' with { type: 'json' }

export const { liveHero, liveCards, emergencyHelp, brandSection, closingNote, brandClaims } = translated('content/fr/live-support.json', words)
