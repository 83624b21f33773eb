import { Link, createFileRoute } from '@tanstack/react-router'
import { AwarenessSectionView } from '#app/features/store/StoreAwareness'
import { StoreListing } from '#app/features/store/StoreListing'
import { pageHead } from '#app/lib/seo'
import { securityProducts as securityProductsEn } from '#content/catalogue'
import { securityProducts as securityProductsEs } from '#content/es/catalogue'
import * as awarenessEs from '#content/es/store-awareness'
import * as awarenessEn from '#content/store-awareness'
import { Section } from '#app/components/Section'
import { byLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/internet-security')({
  head: () =>
    pageHead({
      title: m.store_security_title(),
      description: m.store_security_description(),
      path: '/internet-security',
    }),
  component: InternetSecurityPage,
})

function InternetSecurityPage() {
  const { internetSecurityAwareness, internetSecurityHero, internetSecurityLinks } = byLocale(awarenessEn, awarenessEs)
  return (
    <StoreListing
      hero={internetSecurityHero}
      gridHeading={m.store_security_grid()}
      products={byLocale(securityProductsEn, securityProductsEs)}
    >
      {internetSecurityAwareness.map((section) => (
        <AwarenessSectionView key={section.id} section={section} />
      ))}
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
