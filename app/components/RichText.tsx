import { Fragment, type ReactNode } from 'react'
import { fillTokens } from '#content/site'
import { currentLocale, localizeHref } from '#shared/i18n'

/**
 * Renders the small markdown subset used inside typed content data (`body`, `answer` fields):
 * paragraphs, `###`/`####` headings, `-` and `1.` lists, `>` quotes, **bold**, *italic* and
 * [links](href). It builds React elements, never HTML strings, and ships no parser to the browser.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = fillTokens(text)
    .trim()
    .split(/\n\s*\n/)
  return <div className={className ?? 'prose'}>{blocks.map((block, i) => renderBlock(block.trim(), i))}</div>
}

function renderBlock(block: string, key: number): ReactNode {
  const lines = block.split('\n').map((l) => l.trim())
  const heading = /^(#{2,4})\s+(.*)$/.exec(block)
  if (heading && lines.length === 1) {
    const Tag = heading[1].length <= 3 ? 'h3' : 'h4'
    return <Tag key={key}>{inline(heading[2])}</Tag>
  }
  if (lines.every((l) => /^[-*]\s+/.test(l))) {
    return (
      <ul key={key}>
        {lines.map((l) => (
          <li key={l}>{inline(l.replace(/^[-*]\s+/, ''))}</li>
        ))}
      </ul>
    )
  }
  if (lines.every((l) => /^\d+[.)]\s+/.test(l))) {
    return (
      <ol key={key}>
        {lines.map((l) => (
          <li key={l}>{inline(l.replace(/^\d+[.)]\s+/, ''))}</li>
        ))}
      </ol>
    )
  }
  if (lines.every((l) => l.startsWith('>'))) {
    return <blockquote key={key}>{inline(lines.map((l) => l.replace(/^>\s?/, '')).join(' '))}</blockquote>
  }
  // A heading line followed by more lines in the same block.
  if (heading) {
    const [first, ...rest] = lines
    return (
      <Fragment key={key}>
        {renderBlock(first, 0)}
        {renderBlock(rest.join('\n'), 1)}
      </Fragment>
    )
  }
  return <p key={key}>{inline(lines.join(' '))}</p>
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*(.+?)\*|_(.+?)_/g

/** Allowed targets only; a site path goes to the page in the reader's language (`/Pricing` → `/es/Pricing`). */
function safeHref(href: string): string | null {
  return /^(https?:\/\/|mailto:|tel:|\/|#)/i.test(href) ? localizeHref(href, currentLocale()) : null
}

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index))
    const key = m.index
    if (m[1] !== undefined) out.push(<strong key={key}>{inline(m[1])}</strong>)
    else if (m[2] !== undefined) {
      const href = safeHref(m[3])
      const external = href !== null && /^https?:\/\//.test(href)
      out.push(
        href === null ? (
          m[2]
        ) : (
          <a key={key} href={href} {...(external ? { rel: 'noopener noreferrer', className: 'external' } : {})}>
            {m[2]}
          </a>
        ),
      )
    } else out.push(<em key={key}>{m[4] ?? m[5]}</em>)
    last = m.index + m[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}
