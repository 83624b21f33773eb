import type { ReactNode } from 'react'
import { pageText } from '#app/lib/seo'
import { Markdown } from './Markdown'
import { PageHero } from './PageHero'
import { TableOfContents, type TocHeading } from './TableOfContents'

export interface MarkdownPage {
  data: Record<string, unknown>
  html: string
}


export function formatDate(value: string): string {
  const date = new Date(`${value}T12:00:00Z`)
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/** A reading page from a markdown file in content/pages: hero, body, and anything extra after it. */
/** With `contents`, an "On this page" list of the markdown's headings comes before the body. */
export function ContentPage({
  page,
  children,
  contents,
}: {
  page: MarkdownPage
  children?: ReactNode
  contents?: TocHeading[]
}) {
  const updated = pageText(page, 'updated')
  return (
    <article>
      <PageHero heading={pageText(page, 'heading')} lead={pageText(page, 'lead')} />
      <div className="container py-10">
        {updated ? <p className="mt-0 text-muted text-base">Last updated {formatDate(updated)}</p> : null}
        {contents ? <TableOfContents headings={contents} /> : null}
        <Markdown html={page.html} />
        {children}
      </div>
    </article>
  )
}
