import { createFileRoute, notFound } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { formatDate } from '#app/components/ContentPage'
import { Markdown } from '#app/components/Markdown'
import { PageHero } from '#app/components/PageHero'
import { ItemNotFound } from '#app/components/RouteFallbacks'
import { TableOfContents } from '#app/components/TableOfContents'
import { pageHead } from '#app/lib/seo'
import { articleLd } from '#app/lib/structured-data'
import { readingMinutes } from '#content/blog'
import { site } from '#content/site'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/blog/$slug')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  loader: async ({ params }) => {
    // Imported here, not at the top: the article list then loads with this page, not with every page.
    const { loadArticle } = await import('#content/blog')
    const article = await loadArticle(params.slug, currentLocale())
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
      : pageHead({
          title: m.pages_blog_not_found_title(),
          description: m.pages_blog_not_found_description(),
          path: '/blog',
          noindex: true,
        }),
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
        {/* Each part wraps as a unit, its "·" separator with it (app/components/markdown.css, .meta-line). */}
        <p className="meta-line mt-0 mb-8 text-base text-muted">
          <span>
            {m.pages_blog_published()} <time dateTime={article.published}>{formatDate(article.published)}</time>
          </span>
          {article.updated !== article.published ? (
            <span>
              {m.pages_blog_updated()} <time dateTime={article.updated}>{formatDate(article.updated)}</time>
            </span>
          ) : null}
          <span>{m.pages_blog_minutes({ minutes: String(minutes) })}</span>
        </p>
        <TableOfContents headings={article.headings.filter((h) => h.depth === 2)} label={m.pages_blog_in_article()} />
        <Markdown html={article.html} />
        <ClosingCall
          heading={m.pages_blog_closing_heading()}
          text={m.pages_blog_closing_text({ company: site.company })}
          links={[
            { to: '/resources', label: m.pages_blog_guides_link() },
            { to: '/blog', label: m.pages_blog_all_articles() },
          ]}
        />
      </div>
    </article>
  )
}

function ArticleNotFound() {
  return (
    <ItemNotFound
      heading={m.pages_blog_not_found_title()}
      lead={m.pages_blog_not_found_lead()}
      links={[{ to: '/blog', label: m.pages_blog_all_articles() }]}
    />
  )
}
