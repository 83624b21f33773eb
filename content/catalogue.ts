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
  return { ...toSummary(file.data), html: file.html }
}
