// schema.org data for search engines, rendered into every page's <head> by the root route.
import { site } from '#content/site'

export const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.company,
  legalName: site.legalName,
  url: site.url,
  logo: `${site.url}/images/logo.png`,
  image: `${site.url}/images/og-card.png`,
  email: site.email,
  telephone: site.phoneHref.replace(/^tel:/, ''),
  contactPoint: [
    {
      '@type': 'ContactPoint',
      telephone: site.phoneHref.replace(/^tel:/, ''),
      contactType: 'customer support',
      areaServed: ['US', 'CA'],
      availableLanguage: 'English',
    },
  ],
  sameAs: [site.social.facebook],
} as const

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
