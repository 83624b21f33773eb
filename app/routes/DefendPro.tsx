import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CallBanner } from '#app/components/CallBanner'
import { CallUsButton } from '#app/components/CallUsModal'
import { Expandable } from '#app/components/Expandable'
import { PageHero } from '#app/components/PageHero'
import { RichText } from '#app/components/RichText'
import { openSection } from '#app/lib/page-behaviours'
import { pageHead } from '#app/lib/seo'
import type { DefendProItem } from '#content/defendpro'
import * as contentEn from '#content/defendpro'
import * as contentEs from '#content/es/defendpro'
import * as contentFr from '#content/fr/defendpro'
import { fillTokens } from '#content/site'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { defendProSearch } from '#shared/schemas/search'

export const Route = createFileRoute('/DefendPro')({
  staticData: { hydrate: 'controls' },
  // ?item=<one of the ten>&t=<timestamp>; unknown or malformed values are dropped, never an error.
  validateSearch: defendProSearch,
  head: () =>
    pageHead({
      title: m.services_defendpro_title(),
      description: m.services_defendpro_description(),
      path: '/DefendPro',
    }),
  component: DefendProPage,
})

/** The section a given `?item=` opens: each item's section carries the item as its id (in both languages). */
function sectionIdFor(item: DefendProItem): string {
  return contentEn.defendProSections.find((s) => s.item === item)?.id ?? item
}

function DefendProPage() {
  const { businessSection, defendProHero, defendProSections, scamBanner } = pick({ en: contentEn, es: contentEs, fr: contentFr })
  const { item, t } = Route.useSearch()
  // Every section starts collapsed, whatever the query: the server's HTML is cached once for all
  // `?item=` values (the page cache ignores item and t). On arrival the client entry opens the named
  // section (app/lib/page-behaviours.ts); this follows a topic link once the app runs (a router
  // navigation changes `item`, or only `t` for the same item again, without a new document).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` changes when the same item is chosen again
  useEffect(() => {
    if (!item) return
    const frame = requestAnimationFrame(() => openSection(sectionIdFor(item)))
    return () => cancelAnimationFrame(frame)
  }, [item, t])

  return (
    <>
      <PageHero heading={defendProHero.heading} lead={fillTokens(defendProHero.lead)}>
        <CallUsButton product="DefendMePro">{m.services_defendpro_get()}</CallUsButton>
        <Link to="/Pricing" className="btn-secondary">
          {m.shell_see_plans()}
        </Link>
      </PageHero>

      <CallBanner id="scam-banner-title" heading={scamBanner.heading} text={fillTokens(scamBanner.text)} compact />

      <div className="container py-10">
        <nav aria-labelledby="defendpro-topics" className="mb-8">
          <h2 id="defendpro-topics" className="m-0 text-xl">
            {m.services_defendpro_topics()}
          </h2>
          <ul className="mt-3 mb-0 p-0 list-none flex flex-wrap gap-2">
            {defendProSections.map((s) =>
              s.item ? (
                <li key={s.id}>
                  <Link
                    to="/DefendPro"
                    search={{ item: s.item }}
                    resetScroll={false}
                    onClick={() => {
                      // Same item again: the URL does not change, so open and scroll here.
                      if (s.item === item) requestAnimationFrame(() => openSection(s.id))
                    }}
                    className="inline-flex items-center min-h-11 px-3 rounded-full border border-line bg-surface text-navy"
                  >
                    {s.title}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>

        <div className="grid gap-5">
          {defendProSections.map((s) => (
            <Expandable
              key={s.id}
              id={s.id}
              title={s.title}
              summary={fillTokens(s.summary)}
              expandLabel={m.services_expand()}
              hideLabel={m.services_hide()}
            >
              <RichText text={s.body} />
            </Expandable>
          ))}
        </div>
      </div>

      <section id="business" aria-labelledby="business-title" className="bg-surface border-t border-line">
        <div className="container py-12">
          <h2 id="business-title" className="m-0 text-3xl">
            {businessSection.heading}
          </h2>
          <p className="mt-4 mb-0 text-lg max-w-3xl">{fillTokens(businessSection.lead)}</p>
          <ul className="mt-6 grid gap-3 md:grid-cols-2 p-0 list-none">
            {businessSection.points.map((point) => (
              <li key={point} className="card flex gap-3">
                <span aria-hidden="true" className="shrink-0 text-success font-bold">
                  ✓
                </span>
                <span>{fillTokens(point)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallUsButton product="DefendMePro Business">{m.services_defendpro_get_business()}</CallUsButton>
            <Link to="/for-your-business" className="btn-secondary">
              {m.services_defendpro_business_link()}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
