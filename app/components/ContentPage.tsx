import type { ReactNode } from 'react'
import { pageText } from '#app/lib/seo'
import { formatLongDate } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { ClosingCall } from './ClosingCall'
import { Markdown } from './Markdown'
import { PageHero } from './PageHero'
import { TableOfContents, type TocHeading } from './TableOfContents'

export interface MarkdownPage {
  data: Record<string, unknown>
  html: string
}

/** A date in the page's language: "November 23, 2026" / "23 de noviembre de 2026". */
export function formatDate(value: string): string {
  return formatLongDate(value)
}

/** A reading page from a markdown file in content/pages: hero, body, and anything extra after it. */
/** With `contents`, an "On this page" list of the markdown's headings comes before the body. */
/** With `closing`, the page ends with a call to action from its `closingHeading` and `closingText`. */
export function ContentPage({
  page,
  children,
  contents,
  closing,
}: {
  page: MarkdownPage
  children?: ReactNode
  contents?: TocHeading[]
  closing?: boolean
}) {
  const updated = pageText(page, 'updated')
  return (
    <article>
      <PageHero heading={pageText(page, 'heading')} lead={pageText(page, 'lead')} />
      <div className="container py-10">
        {updated ? <p className="mt-0 text-muted text-base">{m.shell_last_updated({ date: formatDate(updated) })}</p> : null}
        {contents ? <TableOfContents headings={contents} /> : null}
        <Markdown html={page.html} />
        {children}
        {closing ? <ClosingCall heading={pageText(page, 'closingHeading')} text={pageText(page, 'closingText')} /> : null}
      </div>
    </article>
  )
}
