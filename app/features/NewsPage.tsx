import { withAddress } from '#app/components/BreakableAddress'
import { ContentPage, type MarkdownPage } from '#app/components/ContentPage'
import { pageText } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/**
 * A source's title as a translated page gives it: the English title, then " (en inglés; en español: …)"
 * or " (en anglais; en français : …)" (the message `pages_news_in_english` is where that part starts).
 * The English part is marked `lang="en"` so screen readers read it as English.
 */
function SourceTitle({ title }: { title: string }) {
  const cut = title.indexOf(m.pages_news_in_english())
  if (cut === -1) return <>{title}</>
  return (
    <>
      <span lang="en">{title.slice(0, cut)}</span>
      {title.slice(cut)}
    </>
  )
}

/**
 * A news-coverage page: our own summary, what it means for the reader, then the way out to the source.
 * The box says plainly what the page summarizes and what the link is: the outlet's own article
 * (`sourceKind: article`) or the primary source, such as an agency page (`sourceKind: primary`), so
 * nobody takes our summary for the outlet's words or is surprised by where they land.
 */
export function NewsPage({ page }: { page: MarkdownPage }) {
  const sourceUrl = pageText(page, 'sourceUrl')
  const host = hostOf(sourceUrl)
  const primary = pageText(page, 'sourceKind') === 'primary'
  return (
    <ContentPage page={page}>
      <aside className="card mt-10 max-w-[44rem]" aria-labelledby="source-heading">
        <h2 id="source-heading" className="text-xl m-0">
          {primary ? m.pages_news_summarizes() : m.pages_news_read_source()}
        </h2>
        <p className="mt-2 mb-3" data-testid="news-summarizes">
          {pageText(page, 'summarizes')}
        </p>
        <p className="mt-0 mb-3">
          <strong>{primary ? m.pages_news_primary_label() : m.pages_news_article_label()}</strong>{' '}
          <SourceTitle title={pageText(page, 'sourceTitle')} />
        </p>
        <a href={sourceUrl} className="btn-primary" rel="noopener noreferrer" data-source-link="">
          {withAddress((h) => (primary ? m.pages_news_open_primary({ host: h }) : m.pages_news_open_article({ host: h })), host)}{' '}
          <span aria-hidden="true">↗</span>
          <span className="visually-hidden"> {m.pages_news_opens_other_site()}</span>
        </a>
      </aside>
    </ContentPage>
  )
}
