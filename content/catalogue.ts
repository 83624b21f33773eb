// The software catalogue: 17 products, one markdown file each in content/products/<id>.md.
// Listings import only the front matter; a product page loads its own long description.
// The Spanish catalogue (content/es/catalogue.ts) is built the same way from content/es/products/*.md:
// names and prices are the same, descriptions and alt texts are Spanish.

export interface ProductSummary {
  id: number
  name: string
  price: string
  image: string
  imageAlt: string
  desc: string
}

export interface Product extends ProductSummary {
  /** "About {name}": HTML rendered at build time from the markdown body. */
  html: string
}

/** Ids up to this one belong to the Microsoft store; higher ids to internet security (spec). */
export const STORE_ID_THRESHOLD = 10

type SummaryFiles = Record<string, { data: Record<string, unknown> }>
type BodyFiles = Record<string, () => Promise<{ data: Record<string, unknown>; html: string }>>

const summaries: SummaryFiles = import.meta.glob<{ data: Record<string, unknown> }>('./products/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
})
const bodies: BodyFiles = import.meta.glob<{ data: Record<string, unknown>; html: string }>('./products/*.md', {
  import: 'default',
})

function toSummary(data: Record<string, unknown>): ProductSummary {
  return {
    id: Number(data.id),
    name: String(data.name),
    price: String(data.price),
    image: String(data.image),
    imageAlt: String(data.imageAlt ?? ''),
    desc: String(data.desc),
  }
}

/**
 * The catalogue of one language from its markdown files (`./products/*.md` of content/ or content/es/;
 * each module globs its own folder, as Vite needs a literal pattern): the sorted listing, the two
 * store splits and the loader of one product page.
 */
export function catalogueOf(summaryFiles: SummaryFiles, bodyFiles: BodyFiles) {
  const all: ProductSummary[] = Object.values(summaryFiles)
    .map((m) => toSummary(m.data))
    .sort((a, b) => a.id - b.id)
  async function load(id: number): Promise<Product | null> {
    const loadBody = bodyFiles[`./products/${id}.md`]
    if (!loadBody) return null
    const file = await loadBody()
    // The page puts the body under its own "About {name}" h2, so the body's headings move one level down.
    const html = file.html.replace(/<(\/?)h([2-5])\b/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`)
    return { ...toSummary(file.data), html }
  }
  return {
    products: all,
    storeProducts: all.filter((p) => p.id <= STORE_ID_THRESHOLD),
    securityProducts: all.filter((p) => p.id > STORE_ID_THRESHOLD),
    loadProduct: load,
  }
}

const english = catalogueOf(summaries, bodies)

export const products: ProductSummary[] = english.products
export const storeProducts: ProductSummary[] = english.storeProducts
export const securityProducts: ProductSummary[] = english.securityProducts

/** Accepts only a plain positive integer id ("1", not "01", "1.0" or "1abc"). */
export function parseProductId(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}

export const loadProduct: (id: number) => Promise<Product | null> = english.loadProduct

/** The price as a number, for structured data ("$1,299.99" → 1299.99). */
export function priceValue(price: string): number {
  return Number(price.replace(/[^0-9.]/g, ''))
}

/** The five fixed highlights on every product page (spec). */
export const productHighlights: { title: string; text: string }[] = [
  { title: 'Genuine license', text: 'A real license from the software maker, with its own product key.' },
  {
    title: 'Instant digital delivery',
    text: 'Your product key and install steps come to you digitally as soon as your order is confirmed. Nothing comes in the mail.',
  },
  { title: 'One-time payment', text: 'You pay once for the license or term shown. No monthly charges.' },
  {
    title: 'Works across platforms',
    text: 'Runs on the devices listed under system requirements below. We check yours with you before you buy.',
  },
  { title: '24/7 support', text: 'Our sales and support line answers 24 hours a day, 7 days a week.' },
]
