import type { ReactNode } from 'react'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { RichText } from '#app/components/RichText'
import { Section } from '#app/components/Section'
import { securityProducts as securityProductsEn, storeProducts as storeProductsEn } from '#content/catalogue'
import { securityProducts as securityProductsEs, storeProducts as storeProductsEs } from '#content/es/catalogue'
import * as awarenessEs from '#content/es/store-awareness'
import { securityProducts as securityProductsFr, storeProducts as storeProductsFr } from '#content/fr/catalogue'
import * as awarenessFr from '#content/fr/store-awareness'
import { site } from '#content/site'
import * as awarenessEn from '#content/store-awareness'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { STORE_LISTINGS, type StoreListingKind } from './listings'
import { ProductGrid } from './ProductGrid'
import { AwarenessSectionView } from './StoreAwareness'

/** The awareness copy of one language (the English module also exports how other languages get theirs). */
type Awareness = Omit<typeof awarenessEn, 'translated'>

/** What each listing shows from the content: its products, hero and scam-awareness sections. */
const CONTENT = {
  microsoft: {
    products: () => pick({ en: storeProductsEn, es: storeProductsEs, fr: storeProductsFr }),
    hero: (words: Awareness) => words.microsoftStoreHero,
    awareness: (words: Awareness) => words.microsoftStoreAwareness,
  },
  security: {
    products: () => pick({ en: securityProductsEn, es: securityProductsEs, fr: securityProductsFr }),
    hero: (words: Awareness) => words.internetSecurityHero,
    awareness: (words: Awareness) => words.internetSecurityAwareness,
  },
} satisfies Record<StoreListingKind, unknown>

/**
 * A store listing page: hero, how buying works, the product grid, the scam-awareness sections, then
 * the page's own sections (`children`).
 */
export function StoreListing({ kind, children }: { kind: StoreListingKind; children: ReactNode }) {
  const content = CONTENT[kind]
  const words = pick({ en: awarenessEn, es: awarenessEs, fr: awarenessFr })
  const hero = content.hero(words)
  return (
    <>
      <PageHero heading={hero.heading} lead={hero.lead}>
        <p className="store-independent mt-0 mb-4 text-base">{m.store_independent({ company: site.company })}</p>
        <PhoneLink className="btn-primary text-lg" icon={20} label={m.store_call_label()} />
      </PageHero>
      <div className="container py-10">
        <Section id="products-heading" title={STORE_LISTINGS[kind].gridHeading()}>
          <RichText text={words.buyingByPhone} className="mt-3 mb-6 max-w-3xl [&>p]:m-0" />
          <ProductGrid products={content.products()} headingId="products-heading" />
        </Section>
        {content.awareness(words).map((section) => (
          <AwarenessSectionView key={section.id} section={section} />
        ))}
        {children}
      </div>
    </>
  )
}
