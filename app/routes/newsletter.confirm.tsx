import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { confirmNewsletter } from '#app/features/newsletter/confirm.functions'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { newsletterConfirmSearch } from '#shared/schemas/search'

// The link in the newsletter confirmation e-mail: /newsletter/confirm?token=...
// The page confirms on the server while it renders, so it works without JavaScript.
export const Route = createFileRoute('/newsletter/confirm')({
  // A token of the wrong shape is dropped here, so the page says the link is not valid.
  validateSearch: newsletterConfirmSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps }) => ({
    result: deps.token ? await confirmNewsletter({ data: { token: deps.token } }) : ('invalid' as const),
  }),
  head: () =>
    pageHead({
      title: m.account_nl_confirm_title(),
      description: m.account_nl_confirm_description(),
      path: '/newsletter/confirm',
      noindex: true,
    }),
  component: NewsletterConfirmPage,
})

function NewsletterConfirmPage() {
  const { result } = Route.useLoaderData()
  if (result === 'confirmed') {
    return (
      <PageHero heading={m.account_nl_confirmed_heading()} lead={m.account_nl_confirmed_lead()}>
        <Link to="/" className="btn-primary text-lg">
          {m.account_nl_home()}
        </Link>
        <Link to="/resources" className="btn-secondary text-lg">
          {m.account_nl_resources()}
        </Link>
      </PageHero>
    )
  }
  return (
    <PageHero heading={m.account_nl_bad_heading()} lead={m.account_nl_confirm_bad_lead({ phone: site.phone })}>
      <Link to="/" hash="newsletter-heading" className="btn-primary text-lg">
        {m.account_nl_sign_up_again()}
      </Link>
    </PageHero>
  )
}
