import { ContentPage, type MarkdownPage, pageText } from '#app/components/ContentPage'

/** A news-coverage page: our own summary, then the way out to the source article. */
export function NewsPage({ page }: { page: MarkdownPage }) {
  return (
    <ContentPage page={page}>
      <aside className="card mt-10 max-w-[44rem]" aria-labelledby="source-heading">
        <h2 id="source-heading" className="text-xl m-0">
          Read the original story
        </h2>
        <p className="mt-2 mb-3">
          {pageText(page, 'outlet')}: {pageText(page, 'sourceTitle')}
        </p>
        <a href={pageText(page, 'sourceUrl')} className="btn-primary" rel="noopener noreferrer">
          Go to {pageText(page, 'outlet')} <span aria-hidden="true">↗</span>
        </a>
      </aside>
    </ContentPage>
  )
}
