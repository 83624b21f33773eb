import type { ReactNode } from 'react'
import { PageHero } from '#app/components/PageHero'
import { RichText } from '#app/components/RichText'
import type { ProductSummary } from '#content/catalogue'
import { type StoreHero, buyingByPhone } from '#content/store-awareness'
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
        <PhoneLink className="btn-primary text-lg" icon={20} label="Call" />
      </PageHero>
      <div className="container py-10">
        <Section id="products-heading" title={gridHeading}>
          <RichText text={buyingByPhone} className="mt-3 mb-6 max-w-3xl [&>p]:m-0" />
          <ProductGrid products={products} headingId="products-heading" />
        </Section>
        {children}
      </div>
    </>
  )
}
