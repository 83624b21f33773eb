import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { Markdown } from '#app/components/Markdown'
import { PageHero } from '#app/components/PageHero'
import { ItemNotFound } from '#app/components/RouteFallbacks'
import { AlertMeta } from '#app/features/alerts/AlertMeta'
import { PushButton } from '#app/features/alerts/PushButton'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/alerts/$slug')({
  staticData: { hydrate: 'controls' },
  loader: async ({ params }) => {
    // The loader runs on the server for the first page and in the browser after a link: both know the
    // page's language.
    // Imported here, so the alert list loads with an alert page, not with every page's entry.
    const { loadAlert } = await import('#content/alerts')
    const alert = await loadAlert(params.slug, Date.now(), currentLocale())
    if (!alert) throw notFound()
    return alert
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({ title: loaderData.title, description: loaderData.summary, path: `/alerts/${loaderData.slug}`, type: 'article' })
      : pageHead({
          title: m.tools_alerts_not_found_title(),
          description: m.tools_alerts_not_found_description(),
          path: '/alerts',
          noindex: true,
        }),
  component: AlertPage,
  notFoundComponent: AlertNotFound,
})

function AlertPage() {
  const alert = Route.useLoaderData()
  return (
    <article>
      <PageHero heading={alert.title} lead={alert.summary} />
      <div className="container py-10">
        <div className="mb-8">
          <AlertMeta alert={alert} />
          <p className="mt-2 mb-0 text-base text-muted">
            {m.tools_alerts_source()}{' '}
            {alert.source ? (
              <a href={alert.source} rel="noopener noreferrer" className="external">
                {alert.sourceName}
              </a>
            ) : (
              alert.sourceName
            )}
          </p>
        </div>
        <Markdown html={alert.html} />
        <div className="mt-10 card bg-surface max-w-[44rem]">
          <h2 className="text-xl mt-0 mb-3">{m.tools_alerts_next_first()}</h2>
          <PushButton />
          <p className="mt-3 mb-0">
            {m.tools_alerts_or_email()}{' '}
            <Link to="/" hash="newsletter-heading">
              {m.tools_alerts_signup_form()}
            </Link>
            .
          </p>
        </div>
        <ClosingCall
          heading={m.tools_alerts_closing_heading()}
          text={m.tools_alerts_closing_text({ company: site.company })}
          links={[{ to: '/alerts', label: m.tools_alerts_all() }]}
        />
      </div>
    </article>
  )
}

function AlertNotFound() {
  return (
    <ItemNotFound
      heading={m.tools_alerts_not_found_title()}
      lead={m.tools_alerts_not_found_lead()}
      links={[{ to: '/alerts', label: m.tools_alerts_all() }]}
    />
  )
}
