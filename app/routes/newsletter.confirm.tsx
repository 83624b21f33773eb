import { Link, createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { confirmNewsletter } from '#app/features/newsletter/confirm.functions'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'

// The link in the newsletter confirmation e-mail: /newsletter/confirm?token=...
// The page confirms on the server while it renders, so it works without JavaScript.
export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps }) => ({
    result: deps.token ? await confirmNewsletter({ data: { token: deps.token } }) : ('invalid' as const),
  }),
  head: () =>
    pageHead({
      title: 'Scam alerts sign-up',
      description: 'Confirm your sign-up for plain-language scam alerts by e-mail.',
      path: '/newsletter/confirm',
      noindex: true,
    }),
  component: NewsletterConfirmPage,
})

function NewsletterConfirmPage() {
  const { result } = Route.useLoaderData()
  if (result === 'confirmed') {
    return (
      <PageHero
        heading="You are signed up"
        lead="Thank you. Your e-mail address is confirmed, and our plain-language scam alerts will now come to your inbox."
      >
        <Link to="/" className="btn-primary text-lg">
          Back to the home page
        </Link>
        <Link to="/resources" className="btn-secondary text-lg">
          Read our scam resources
        </Link>
      </PageHero>
    )
  }
  return (
    <PageHero
      heading="This link did not work"
      lead={`This confirmation link has expired or was already used. If you confirmed before, you are all set. Otherwise, please sign up again on our home page, or call us at ${site.phone}.`}
    >
      <Link to="/" hash="newsletter-heading" className="btn-primary text-lg">
        Sign up again
      </Link>
    </PageHero>
  )
}
