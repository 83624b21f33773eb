// The software catalogue: 17 products, one markdown file each in content/products/<id>.md.
// Listings import only the front matter; a product page loads its own long description.

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

const summaries = import.meta.glob<{ data: Record<string, unknown> }>('./products/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
})
const bodies = import.meta.glob<{ data: Record<string, unknown>; html: string }>('./products/*.md', {
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

export const products: ProductSummary[] = Object.values(summaries)
  .map((m) => toSummary(m.data))
  .sort((a, b) => a.id - b.id)

export const storeProducts = products.filter((p) => p.id <= STORE_ID_THRESHOLD)
export const securityProducts = products.filter((p) => p.id > STORE_ID_THRESHOLD)

/** Accepts only a plain positive integer id ("1", not "01", "1.0" or "1abc"). */
export function parseProductId(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}

export async function loadProduct(id: number): Promise<Product | null> {
  const load = bodies[`./products/${id}.md`]
  if (!load) return null
  const file = await load()
  // The page puts the body under its own "About {name}" h2, so the body's headings move one level down.
  const html = file.html.replace(/<(\/?)h([2-5])\b/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`)
  return { ...toSummary(file.data), html }
}

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
