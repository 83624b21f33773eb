// The landing page's news bar in French (Quebec): the words are in ./news-links.json; content/news-links.ts puts
// them on its links (paths, icons and order).
import { translated } from '../news-links'
import words from './news-links.json' with { type: 'json' }

export const { newsBar, newsLinks } = translated('content/fr/news-links.json', words)
