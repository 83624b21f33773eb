import { createFileRoute, Link } from '@tanstack/react-router'
import { Section } from '#app/components/Section'
import { storeListingHead } from '#app/features/store/listings'
import { StoreListing } from '#app/features/store/StoreListing'
import * as awarenessEs from '#content/es/store-awareness'
import * as awarenessFr from '#content/fr/store-awareness'
import * as awarenessEn from '#content/store-awareness'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/microsoft-store')({
  staticData: { hydrate: 'controls' },
  head: () => storeListingHead('microsoft'),
  component: MicrosoftStorePage,
})

function MicrosoftStorePage() {
  const { fraudStatistics, microsoftStoreContact } = pick({ en: awarenessEn, es: awarenessEs, fr: awarenessFr })
  return (
    <StoreListing kind="microsoft">
      <Section id="statistics-heading" title={fraudStatistics.heading} className="mt-14">
        <ul className="list-none p-0 mt-6 mb-0 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {fraudStatistics.items.map((stat) => (
            <li key={stat.figure} className="card bg-surface">
              <p className="m-0 text-3xl font-bold text-navy">{stat.figure}</p>
              <p className="mt-2 mb-0 text-base">{stat.label}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 mb-0 text-sm text-muted">{fraudStatistics.source}</p>
      </Section>
      <Section id="ask-us-heading" title={microsoftStoreContact.heading} size="2xl" className="mt-14 card bg-surface md:p-8">
        <p className="mt-3 mb-5 max-w-3xl">{microsoftStoreContact.text}</p>
        <Link to="/contact" className="btn-primary">
          {microsoftStoreContact.link.label}
        </Link>
      </Section>
    </StoreListing>
  )
}
