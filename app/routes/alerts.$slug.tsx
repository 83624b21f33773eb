import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { Markdown } from '#app/components/Markdown'
import { PageHero } from '#app/components/PageHero'
import { AlertMeta } from '#app/features/alerts/AlertMeta'
import { PushButton } from '#app/features/alerts/PushButton'
import { pageHead } from '#app/lib/seo'
import { loadAlert } from '#content/alerts'
import { site } from '#content/site'

export const Route = createFileRoute('/alerts/$slug')({
  loader: async ({ params }) => {
    const alert = await loadAlert(params.slug)
    if (!alert) throw notFound()
    return alert
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({ title: loaderData.title, description: loaderData.summary, path: `/alerts/${loaderData.slug}`, type: 'article' })
      : pageHead({ title: 'Alert not found', description: 'We could not find that scam alert.', path: '/alerts', noindex: true }),
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
            Source:{' '}
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
          <h2 className="text-xl mt-0 mb-3">Hear about the next scam first</h2>
          <PushButton />
          <p className="mt-3 mb-0">
            Or get alerts by e-mail from our <Link to="/" hash="newsletter-heading">sign-up form</Link>.
          </p>
        </div>
        <ClosingCall
          heading="Not sure if it is a scam?"
          text={`Talk to a real person before you pay, click or let anyone into your computer. ${site.company} answers 7 days a week.`}
          pricingLink={false}
        >
          <Link to="/alerts" className="btn bg-white text-navy hover:bg-surface">
            All scam alerts
          </Link>
        </ClosingCall>
      </div>
    </article>
  )
}

function AlertNotFound() {
  return (
    <PageHero heading="Alert not found" lead="We could not find that scam alert. See all our current alerts instead.">
      <Link to="/alerts" className="btn-primary">
        All scam alerts
      </Link>
    </PageHero>
  )
}
