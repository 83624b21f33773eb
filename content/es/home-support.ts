// The home tech-support page in Spanish: the words are in ./home-support.json; content/home-support.ts puts them on its structure.
import { translated } from '../home-support'
import words from './home-support.json' with { type: 'json' }

export const { homeHero, homeServices, personalTeamBanner, homeWhyChoose } = translated('content/es/home-support.json', words)
