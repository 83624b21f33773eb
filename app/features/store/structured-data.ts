import type { Product } from '#content/catalogue'
import { priceValue } from '#content/catalogue'
import { site } from '#content/site'

/** schema.org Product with its Offer, as the text of a <script type="application/ld+json">. */
export function productJsonLd(product: Product): string {
  const url = `${site.url}/product/${product.id}`
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    sku: String(product.id),
    name: product.name,
    description: product.desc,
    image: `${site.url}${product.image}`,
    url,
    offers: {
      '@type': 'Offer',
      price: priceValue(product.price),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@type': 'Organization', name: site.legalName, url: site.url },
    },
  }
  // "<" never appears raw, so the text cannot close the script element early.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
