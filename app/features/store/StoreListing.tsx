import type { ReactNode } from 'react'
import { PageHero } from '#app/components/PageHero'
import { RichText } from '#app/components/RichText'
import type { ProductSummary } from '#content/catalogue'
import { buyingByPhone as buyingByPhoneEs } from '#content/es/store-awareness'
import { type StoreHero, buyingByPhone as buyingByPhoneEn } from '#content/store-awareness'
import { byLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { ProductGrid } from './ProductGrid'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'

/** A store listing page: hero, how buying works, the product grid, then the page's own sections. */
export function StoreListing({
  hero,
  gridHeading,
  products,
  children,
}: {
  hero: StoreHero
  gridHeading: string
  products: ProductSummary[]
  children: ReactNode
}) {
  return (
    <>
      <PageHero heading={hero.heading} lead={hero.lead}>
        <PhoneLink className="btn-primary text-lg" icon={20} label={m.store_call_label()} />
      </PageHero>
      <div className="container py-10">
        <Section id="products-heading" title={gridHeading}>
          <RichText text={byLocale(buyingByPhoneEn, buyingByPhoneEs)} className="mt-3 mb-6 max-w-3xl [&>p]:m-0" />
          <ProductGrid products={products} headingId="products-heading" />
        </Section>
        {children}
      </div>
    </>
  )
}
