// The software catalogue: 17 products, one markdown file each in content/products/<id>.md.
// Listings import only the front matter; a product page loads its own long description.
// Another language's catalogue (content/<locale>/catalogue.ts) is built the same way from
// content/<locale>/products/*.md (names and prices are the same, descriptions and alt texts are that
// language's) by `translated`, with the words of the highlights in content/<locale>/catalogue.json.

import { highlightTitles, type ProductKind, productKind } from './product-kinds.ts'

export * from './product-kinds.ts'

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

/**
 * The five highlights on every product page (spec), in order: license, delivery, payment, devices,
 * support. Here the neutral names of the five and the fifth's own line; the first four headings are
 * per kind of product (`highlightTitles`), so a ✓ never stands over a line that says the opposite
 * (issue 46: "Paid once a year", "For Windows PCs", and no "Genuine license" where the kind is told on the call).
 */
export const productHighlights: { title: string; text: string }[] = [
  { title: 'License', text: 'What kind of license it is, for this product.' },
  { title: 'Delivery', text: 'How it reaches you.' },
  { title: 'Payment', text: 'Whether you pay once or every year.' },
  { title: 'Devices', text: 'Which devices it runs on.' },
  { title: '24/7 support', text: 'One phone line, 24/7, for scam help and for buying.' },
]

/** Per kind: the line under each heading, true for every product of that kind. */
export const highlightLines: Record<ProductKind, [license: string, delivery: string, payment: string, platforms: string]> = {
  office: [
    'A perpetual license for one Windows PC, with a product key. On the call we tell you which kind of license it is before you agree.',
    'Your product key and install steps come to you digitally once your order is confirmed. Nothing comes in the mail.',
    'Yes: you pay once. The license does not expire; there is no monthly or yearly bill.',
    'Not across platforms: Windows only. It does not install on a Mac, an iPad or a Chromebook.',
  ],
  windows: [
    'A perpetual Windows license for one PC, with a product key.',
    'Your product key and install steps come to you digitally once your order is confirmed. Nothing comes in the mail.',
    'Yes: you pay once. The license does not expire; there is no monthly or yearly bill.',
    'PCs only, and only those that meet Windows 11’s requirements (such as TPM 2.0). We check yours with you before you buy.',
  ],
  server: [
    'A perpetual server license, counted per core (at least 16 per server), plus client access licenses (CALs). Ask on the call what the price shown buys: which edition, how many cores and whether any CALs are included. Nothing is charged until you agree to the total.',
    'Your license details and install steps come to you digitally once your order is confirmed. Nothing comes in the mail.',
    'Yes: you pay once for the licenses you agree on the call. They do not expire.',
    'Servers only: it installs on a server computer, not on a PC, a Mac or a phone.',
  ],
  'home-security': [
    'A one-year subscription from the maker, activated in your account with them. It is not a perpetual license and has no product key of its own to keep.',
    'Your activation details and install steps come to you digitally once your order is confirmed. Nothing comes in the mail.',
    'Not one-time: the price buys one year, paid once for that year. Protection stops after 12 months unless the subscription is renewed.',
    'Windows PCs, Macs, Android phones and iPhones or iPads, up to the number of devices in the product’s name. Some features work on some devices only.',
  ],
  'business-security': [
    'A business subscription, licensed per device for a set term (usually one year). It is not a perpetual license.',
    'Your activation details and install steps come to you digitally once your order is confirmed. Nothing comes in the mail.',
    'Not one-time: the price buys one term, usually one year. Protection and updates stop at the end of the term unless you renew.',
    'Business computers and servers, managed from one console. Check the supported systems below with us before you buy.',
  ],
  'cloud-security': [
    'A cloud service: a yearly subscription per device. There is no product key; each device runs a small sensor linked to your account.',
    'Your account and sensor install steps come to you digitally once your order is confirmed. Nothing comes in the mail.',
    'Not one-time: the price buys one term, usually one year. Protection stops at the end of the term unless you renew.',
    'Business computers and servers with a sensor, watched from a web console. Check the supported systems below with us before you buy.',
  ],
}

/** The five highlights of one product page: each heading and line true for its kind of product. */
export function highlightsFor(
  id: number,
  headings: { title: string; text: string }[] = productHighlights,
  lines: Record<ProductKind, readonly string[]> = highlightLines,
  titles: Record<ProductKind, readonly string[]> = highlightTitles,
): { title: string; text: string }[] {
  const kind = productKind(id)
  return headings.map((h, i) => ({ title: titles[kind][i] ?? h.title, text: lines[kind][i] ?? h.text }))
}

/** What a language other than English says: the words only (content/<locale>/catalogue.json). */
export interface CatalogueWords {
  /** The five headings, in the English order. */
  productHighlights: { title: string; text: string }[]
  /** Per kind, the four lines under the first four headings. */
  highlightLines: Record<ProductKind, string[]>
  /** Per kind, the first four headings. */
  highlightTitles: Record<ProductKind, string[]>
}

/**
 * This module in another language: the catalogue of its own markdown files (`./products/*.md`, globbed
 * by the language's module, as Vite needs a literal pattern there) and the highlights in its words.
 */
export function translated(where: string, words: CatalogueWords, summaryFiles: SummaryFiles, bodyFiles: BodyFiles) {
  if (words.productHighlights.length !== productHighlights.length) throw new Error(`${where}: not ${productHighlights.length} highlights`)
  for (const [kind, lines] of Object.entries(words.highlightLines)) {
    if (lines.length !== 4) throw new Error(`${where}: ${kind} has ${lines.length} highlight lines, not 4`)
  }
  for (const [kind, titles] of Object.entries(words.highlightTitles)) {
    if (titles.length !== 4) throw new Error(`${where}: ${kind} has ${titles.length} highlight headings, not 4`)
  }
  const lines = words.highlightLines as typeof highlightLines
  const titles = words.highlightTitles as typeof highlightTitles
  return {
    ...catalogueOf(summaryFiles, bodyFiles),
    productHighlights: words.productHighlights,
    highlightLines: lines,
    highlightTitles: titles,
    highlightsFor: (id: number) => highlightsFor(id, words.productHighlights, lines, titles),
  }
}
