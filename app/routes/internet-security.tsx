import { Link, createFileRoute } from '@tanstack/react-router'
import { AwarenessSectionView } from '#app/features/store/StoreAwareness'
import { StoreListing } from '#app/features/store/StoreListing'
import { pageHead } from '#app/lib/seo'
import { securityProducts } from '#content/catalogue'
import { internetSecurityAwareness, internetSecurityHero, internetSecurityLinks } from '#content/store-awareness'
import { Section } from '#app/components/Section'

export const Route = createFileRoute('/internet-security')({
  head: () =>
    pageHead({
      title: 'Internet security software',
      description:
        'Norton, McAfee, Symantec and CrowdStrike security software for homes and businesses, with installation help from US-based technicians.',
      path: '/internet-security',
    }),
  component: InternetSecurityPage,
})

function InternetSecurityPage() {
  return (
    <StoreListing hero={internetSecurityHero} gridHeading="Security software" products={securityProducts}>
      {internetSecurityAwareness.map((section) => (
        <AwarenessSectionView key={section.id} section={section} />
      ))}
      <Section id="learn-more-heading" title={internetSecurityLinks.heading} className="mt-14">
        <ul className="list-none p-0 mt-6 mb-0 grid gap-5 md:grid-cols-3">
          {internetSecurityLinks.items.map((item) => (
            <li key={item.href} className="card bg-surface">
              <h3 className="text-xl m-0">
                <Link to={item.href}>{item.label}</Link>
              </h3>
              <p className="mt-2 mb-0">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </StoreListing>
  )
}
