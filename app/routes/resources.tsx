import { createFileRoute, Link } from '@tanstack/react-router'
import { withAddress } from '#app/components/BreakableAddress'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { pageHead } from '#app/lib/seo'
import { fileLabel, type Guide, guides, guidesByLocale } from '#content/guides'
import { site } from '#content/site'
import { currentLocale, DEFAULT_LOCALE, isDefaultLocale, type Locale, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/resources')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.pages_resources_title(),
      description: m.pages_resources_description(),
      path: '/resources',
    }),
  component: ResourcesPage,
})

function moreHelp() {
  return [
    {
      to: '/',
      hash: 'videos-section',
      title: m.pages_resources_videos_title(),
      text: m.pages_resources_videos_text(),
      action: m.pages_resources_videos_action(),
    },
    {
      to: '/IdentifyFakeCalls',
      title: m.pages_resources_calls_title(),
      text: m.pages_resources_calls_text(),
      action: m.pages_resources_calls_action(),
    },
    {
      to: '/ReadFAQ',
      title: m.pages_resources_faq_title(),
      text: m.pages_resources_faq_text(),
      action: m.pages_resources_faq_action(),
    },
  ] as const
}

/**
 * The guides in the page's language. On a page in another language, a guide whose translated PDF is not built yet is
 * offered in English, marked `lang="en"` (its title and file), rather than left out.
 */
function localGuides(): { guide: Guide; lang?: Locale }[] {
  if (isDefaultLocale(currentLocale())) return guides.map((guide) => ({ guide }))
  const translated = pick(guidesByLocale)
  return guides.map((original) => {
    const local = translated.find((g) => g.source === original.source)
    return local ? { guide: local } : { guide: original, lang: DEFAULT_LOCALE }
  })
}

function ResourcesPage() {
  return (
    <>
      <PageHero heading={m.pages_resources_heading()} lead={m.pages_resources_lead()} />
      <div className="container py-10">
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="text-2xl mt-0 mb-3">
            {m.pages_resources_guides_heading()}
          </h2>
          <p className="mt-0 mb-6 max-w-[44rem]">{m.pages_resources_guides_text()}</p>
          <ul className="list-none p-0 m-0 grid gap-5 md:grid-cols-3">
            {localGuides().map(({ guide, lang }) => (
              <li key={guide.filename} className="card flex flex-col">
                <h3 className="text-xl m-0" lang={lang}>
                  {guide.title}
                </h3>
                <p className="mt-2 mb-4 flex-1" lang={lang}>
                  {guide.subtitle}.
                </p>
                <a
                  href={guide.href}
                  type="application/pdf"
                  hrefLang={isDefaultLocale(currentLocale()) ? undefined : (lang ?? currentLocale())}
                  className="btn-primary self-start"
                  data-guide={guide.source}
                >
                  <span aria-hidden="true">⬇</span>
                  <span>
                    {m.pages_resources_download()}{' '}
                    <span className="visually-hidden" lang={lang}>
                      {guide.title}
                    </span>
                    <span className="font-normal whitespace-nowrap">({fileLabel(guide)})</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="more-heading" className="mt-12">
          <h2 id="more-heading" className="text-2xl mt-0 mb-6">
            {m.pages_resources_more_heading()}
          </h2>
          <ul className="list-none p-0 m-0 grid gap-5 md:grid-cols-3">
            {moreHelp().map((item) => (
              <li key={item.to} className="card flex flex-col">
                <h3 className="text-xl m-0">{item.title}</h3>
                <p className="mt-2 mb-4 flex-1">{item.text}</p>
                <Link to={item.to} hash={'hash' in item ? item.hash : undefined} className="btn-secondary self-start">
                  {item.action} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <Section id="help-heading" title={m.pages_resources_help_heading()} size="2xl" className="mt-12 card bg-surface max-w-[44rem]">
          <p className="mt-2 mb-4">{m.pages_resources_help_text()}</p>
          <div className="flex flex-wrap gap-3">
            <PhoneLink className="btn-primary" label={m.shell_call()} />
            <a href={`mailto:${site.email}`} className="btn-secondary">
              {withAddress((email) => m.pages_resources_email({ email }), site.email)}
            </a>
          </div>
        </Section>
      </div>
    </>
  )
}
