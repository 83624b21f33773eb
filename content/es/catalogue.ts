// The catalogue in Spanish: products from ./products/*.md (globbed here: Vite needs the literal pattern), the
// highlights' words in ./catalogue.json; content/catalogue.ts builds it. Names, prices, images stay English.
import { translated } from '../catalogue'
import words from './catalogue.json' with { type: 'json' }

export const { products, storeProducts, securityProducts, loadProduct, productHighlights, highlightLines, highlightsFor } = translated(
  'content/es/catalogue.json',
  words,
  import.meta.glob<{ data: Record<string, unknown> }>('./products/*.md', { eager: true, query: '?meta', import: 'default' }),
  import.meta.glob<{ data: Record<string, unknown>; html: string }>('./products/*.md', { import: 'default' }),
)
