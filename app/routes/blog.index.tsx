import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { formatDate } from '#app/components/ContentPage'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { articlesByLocale, featuredSlugs } from '#content/blog'
import { currentLocale, localizeHref, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { blogSearch } from '#shared/schemas/search'

const isArticle = (slug: unknown): slug is string => typeof slug === 'string' && articlesByLocale.en.some((a) => a.slug === slug)

export const Route = createFileRoute('/blog/')({
  staticData: { hydrate: 'controls' },
  // The "Select a Blog" form is a plain GET form (`/blog?article=<slug>`), so it works without
  // JavaScript: the server answers with a redirect to the article.
  validateSearch: blogSearch,
  beforeLoad: async ({ search }) => {
    if (search.article === undefined) return
    // Imported here, not at the top: the article list then loads with this page, not with every page.
    const { articles } = await import('#content/blog')
    if (articles.some((a) => a.slug === search.article)) throw redirect({ to: '/blog/$slug', params: { slug: search.article } })
    throw redirect({ to: '/blog', search: {} })
  },
  head: () =>
    pageHead({
      title: m.pages_blog_title(),
      description: m.pages_blog_description(),
      path: '/blog',
    }),
  component: BlogIndexPage,
})

function BlogIndexPage() {
  const articles = pick(articlesByLocale)
  const featured = featuredSlugs.map((slug) => articles.find((a) => a.slug === slug)).filter((a) => a !== undefined)
  const navigate = useNavigate()
  const open = (slug: string) => {
    if (isArticle(slug)) void navigate({ to: '/blog/$slug', params: { slug } })
  }
  return (
    <>
      <PageHero heading={m.pages_blog_heading()} lead={m.pages_blog_lead()} />
      <div className="container py-10">
        <form
          method="get"
          action={localizeHref('/blog', currentLocale())}
          className="card bg-surface max-w-[44rem]"
          onSubmit={(e) => {
            e.preventDefault()
            open(String(new FormData(e.currentTarget).get('article') ?? ''))
          }}
        >
          <label htmlFor="blog-select" className="block text-xl font-bold text-navy">
            {m.pages_blog_select()}
          </label>
          <p id="blog-select-hint" className="mt-1 mb-3 text-muted">
            {m.pages_blog_select_hint()}
          </p>
          <div className="flex flex-wrap gap-3">
            <select
              id="blog-select"
              name="article"
              aria-describedby="blog-select-hint"
              defaultValue=""
              // The client entry submits the form on a choice (app/lib/page-behaviours.ts), app or not.
              data-submit-on-change=""
              className="min-h-11 flex-1 min-w-[min(14rem,100%)] max-w-full rounded-lg border-2 border-navy bg-white px-3 text-base text-ink"
            >
              <option value="" disabled>
                {m.pages_blog_choose()}
              </option>
              {featured.map((a) => (
                <option key={a.slug} value={a.slug}>
                  {a.title}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-primary">
              {m.pages_blog_go()}
            </button>
          </div>
        </form>

        <section aria-labelledby="all-articles" className="mt-12">
          <h2 id="all-articles" className="text-2xl md:text-3xl mt-0 mb-6">
            {m.pages_blog_all_count({ count: String(articles.length) })}
          </h2>
          <ul className="list-none p-0 m-0 grid gap-5 md:grid-cols-2">
            {articles.map((a) => (
              <li key={a.slug} className="card flex flex-col">
                <h3 className="text-xl m-0">
                  <Link to="/blog/$slug" params={{ slug: a.slug }}>
                    {a.title}
                  </Link>
                </h3>
                <p className="mt-2 mb-3 flex-1">{a.description}</p>
                <p className="m-0 text-base text-muted">
                  <time dateTime={a.published}>{formatDate(a.published)}</time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
