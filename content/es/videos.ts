// The landing page's video carousel in Spanish: the words are in ./videos.json; content/videos.ts puts them
// on its videos (ids, posters, and the titles published in English: kept as published, marked lang="en").
import { translated } from '../videos'
import words from './videos.json' with { type: 'json' }

export const { scamVideos } = translated('content/es/videos.json', words)
