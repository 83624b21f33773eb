import { createFileRoute, Link } from '@tanstack/react-router'
import { CallUsButton } from '#app/components/CallUsModal'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import * as contentEs from '#content/es/parent-solution'
import * as contentFr from '#content/fr/parent-solution'
import * as contentEn from '#content/parent-solution'
import { fillTokens } from '#content/site'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/ParentSolution')({
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.services_parent_title(),
      description: m.services_parent_description(),
      path: '/ParentSolution',
    }),
  component: ParentSolutionPage,
})

const PRODUCT = 'NetHaven AI Powered'

function Actions() {
  return (
    <>
      {/* A plain in-page link: it works without JavaScript and moves the reading position too. */}
      <a href="#features" className="btn-secondary">
        {m.services_parent_explore()}
      </a>
      <CallUsButton product={PRODUCT}>{m.services_parent_get()}</CallUsButton>
    </>
  )
}

function ParentSolutionPage() {
  const { parentBanners, parentFeatures, parentWhyChoose } = pick({ en: contentEn, es: contentEs, fr: contentFr })
  const [risks, ...banners] = parentBanners
  return (
    <>
      <PageHero heading={risks.heading} lead={fillTokens(risks.text)}>
        <Actions />
      </PageHero>

      {banners.map((banner, i) => (
        <section
          key={banner.id}
          id={banner.id}
          aria-labelledby={`${banner.id}-title`}
          className={i % 2 === 0 ? 'bg-white' : 'bg-surface border-y border-line'}
        >
          <div className="container py-12">
            <h2 id={`${banner.id}-title`} className="m-0 text-3xl">
              {banner.heading}
            </h2>
            <p className="mt-4 mb-0 text-lg max-w-3xl">{fillTokens(banner.text)}</p>
            {banner.id === 'nethaven-intro' ? (
              <div className="mt-6 flex flex-wrap gap-3">
                <Actions />
              </div>
            ) : null}
          </div>
        </section>
      ))}

      <section id="features" aria-labelledby="features-title" className="container py-12">
        <h2 id="features-title" className="m-0 text-3xl">
          {m.services_parent_features()}
        </h2>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          {parentFeatures.map((feature) => (
            <article key={feature.id} id={feature.id} aria-labelledby={`${feature.id}-title`} className="card">
              <h3 id={`${feature.id}-title`} className="m-0 text-xl">
                {feature.title}
              </h3>
              <p className="mt-3 mb-0">{fillTokens(feature.text)}</p>
              <ul className="mt-3 mb-0 pl-6 list-disc">
                {feature.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="parent-why-title" className="bg-navy text-white">
        <div className="container py-12">
          <h2 id="parent-why-title" className="m-0 text-3xl text-white">
            {m.services_parent_why()}
          </h2>
          <ul className="mt-6 p-0 list-none grid gap-3 md:grid-cols-2">
            {parentWhyChoose.map((point) => (
              <li key={point} className="flex gap-3 text-lg">
                <span aria-hidden="true" className="shrink-0 text-gold font-bold">
                  ✓
                </span>
                <span>{fillTokens(point)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallUsButton product={PRODUCT} className="btn-gold">
              {m.services_parent_get()}
            </CallUsButton>
            <Link to="/Pricing" className="btn bg-white text-navy hover:bg-surface">
              {m.services_parent_compare()}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
