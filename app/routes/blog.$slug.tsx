import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { formatDate } from '#app/components/ContentPage'
import { Markdown } from '#app/components/Markdown'
import { PageHero } from '#app/components/PageHero'
import { TableOfContents } from '#app/components/TableOfContents'
import { pageHead } from '#app/lib/seo'
import { articleLd } from '#app/lib/structured-data'
import { readingMinutes } from '#content/blog'
import { site } from '#content/site'
import { ClosingCall } from '#app/components/ClosingCall'

export const Route = createFileRoute('/blog/$slug')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'interaction' },
  loader: async ({ params }) => {
    // Imported here, not at the top: the article list then loads with this page, not with every page.
    const { loadArticle } = await import('#content/blog')
    const article = await loadArticle(params.slug)
    if (!article) throw notFound()
    return article
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          ...pageHead({
            title: loaderData.title,
            description: loaderData.description,
            path: `/blog/${loaderData.slug}`,
            type: 'article',
          }),
          scripts: [articleLd(loaderData)],
        }
      : pageHead({ title: 'Blog not found', description: 'We could not find that article.', path: '/blog', noindex: true }),
  component: ArticlePage,
  notFoundComponent: ArticleNotFound,
})

function ArticlePage() {
  const article = Route.useLoaderData()
  const minutes = readingMinutes(article.words)
  return (
    <article>
      <PageHero heading={article.title} lead={article.description} />
      <div className="container py-10">
        <p className="mt-0 mb-8 text-base text-muted flex flex-wrap gap-x-2">
          <span>
            Published <time dateTime={article.published}>{formatDate(article.published)}</time>
          </span>
          {article.updated !== article.published ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
              </span>
            </>
          ) : null}
          <span aria-hidden="true">·</span>
          <span>{`${minutes} min read`}</span>
        </p>
        <TableOfContents headings={article.headings.filter((h) => h.depth === 2)} label="In this article" />
        <Markdown html={article.html} />
        <ClosingCall
          heading="Worried about a call, message or payment?"
          text={`Talk to a real person before you pay, click or let anyone into your computer. ${site.company} answers 7 days a week, and a second opinion costs you nothing.`}
          pricingLink={false}
        >
          <Link to="/resources" className="btn bg-white text-navy hover:bg-surface">
            Free printable guides
          </Link>
          <Link to="/blog" className="btn bg-white text-navy hover:bg-surface">
            All articles
          </Link>
        </ClosingCall>
      </div>
    </article>
  )
}

function ArticleNotFound() {
  return (
    <PageHero heading="Blog not found" lead="We could not find that article. Browse all our guides instead.">
      <Link to="/blog" className="btn-primary">
        All articles
      </Link>
    </PageHero>
  )
}
