import { ContentPage, type MarkdownPage } from '#app/components/ContentPage'
import { pageText } from '#app/lib/seo'

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * A news-coverage page: our own summary, what it means for the reader, then the way out to the source.
 * The button names the site it really opens (the source may be the agency page the story relied on,
 * not the outlet itself), so nobody is surprised by where they land.
 */
export function NewsPage({ page }: { page: MarkdownPage }) {
  const sourceUrl = pageText(page, 'sourceUrl')
  const host = hostOf(sourceUrl)
  return (
    <ContentPage page={page}>
      <aside className="card mt-10 max-w-[44rem]" aria-labelledby="source-heading">
        <h2 id="source-heading" className="text-xl m-0">
          Read the source
        </h2>
        <p className="mt-2 mb-1">
          Coverage by <strong>{pageText(page, 'outlet')}</strong>. Our source for this summary:
        </p>
        <p className="mt-0 mb-3">{pageText(page, 'sourceTitle')}</p>
        <a href={sourceUrl} className="btn-primary" rel="noopener noreferrer" data-source-link="">
          Open {host} <span aria-hidden="true">↗</span>
          <span className="visually-hidden"> (opens another web site)</span>
        </a>
      </aside>
    </ContentPage>
  )
}
