// The product catalogue as the e2e tests see it: read from content/products/*.md front matter
// (and the Spanish one from content/es/products/*.md)
// (content/catalogue.ts uses Vite's import.meta.glob, which Playwright cannot load).
import { readdirSync, readFileSync } from 'node:fs'
import { parse } from 'yaml'

export interface CatalogueEntry {
  id: number
  name: string
  price: string
  image: string
  desc: string
}

function readCatalogue(dir: URL): CatalogueEntry[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const source = readFileSync(new URL(f, dir), 'utf8')
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? ''
      const data = parse(front) as Record<string, unknown>
      return {
        id: Number(data.id),
        name: String(data.name),
        price: String(data.price),
        image: String(data.image),
        desc: String(data.desc),
      }
    })
    .sort((a, b) => a.id - b.id)
}

export const products: CatalogueEntry[] = readCatalogue(new URL('../../content/products/', import.meta.url))

export const STORE_ID_THRESHOLD = 10
export const storeProducts = products.filter((p) => p.id <= STORE_ID_THRESHOLD)
export const securityProducts = products.filter((p) => p.id > STORE_ID_THRESHOLD)

/** The Spanish catalogue (content/es/products/*.md): same ids, names and prices, Spanish descriptions. */
export const spanishProducts: CatalogueEntry[] = readCatalogue(new URL('../../content/es/products/', import.meta.url))
