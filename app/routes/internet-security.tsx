import { createFileRoute, Link } from '@tanstack/react-router'
import { Section } from '#app/components/Section'
import { storeListingHead } from '#app/features/store/listings'
import { StoreListing } from '#app/features/store/StoreListing'
import * as awarenessEs from '#content/es/store-awareness'
import * as awarenessFr from '#content/fr/store-awareness'
import * as awarenessEn from '#content/store-awareness'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/internet-security')({
  staticData: { hydrate: 'controls' },
  head: () => storeListingHead('security'),
  component: InternetSecurityPage,
})

function InternetSecurityPage() {
  const { internetSecurityLinks } = pick({ en: awarenessEn, es: awarenessEs, fr: awarenessFr })
  return (
    <StoreListing kind="security">
      <Section id="learn-more-heading" title={internetSecurityLinks.heading} className="mt-14">
        <ul className="list-none p-0 mt-6 mb-0 grid gap-5 md:grid-cols-3">
          {internetSecurityLinks.items.map((item) => (
            <li key={item.href} className="card bg-surface">
              <h3 className="text-xl m-0">
                <Link to={item.href as string}>{item.label}</Link>
              </h3>
              <p className="mt-2 mb-0">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </StoreListing>
  )
}
