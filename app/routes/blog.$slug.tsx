import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { Markdown } from '#app/components/Markdown'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { loadArticle } from '#content/blog'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params }) => {
    const article = await loadArticle(params.slug)
    if (!article) throw notFound()
    return article
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({ title: loaderData.title, description: loaderData.description, path: `/blog/${loaderData.slug}`, type: 'article' })
      : pageHead({ title: 'Blog not found', description: 'We could not find that article.', path: '/blog', noindex: true }),
  component: ArticlePage,
  notFoundComponent: ArticleNotFound,
})

function ArticlePage() {
  const article = Route.useLoaderData()
  return (
    <article>
      <PageHero heading={article.title} lead={article.description} />
      <div className="container py-10">
        <Markdown html={article.html} />
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
