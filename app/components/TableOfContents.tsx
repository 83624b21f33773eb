import { m } from '#shared/paraglide/messages.js'

export interface TocHeading {
  depth: number
  text: string
  id: string
}

/**
 * "On this page": links to a markdown page's sections (its h2s, with their h3s nested), so a reader can
 * jump straight to the part they need. The headings come from the markdown plugin's `headings`.
 */
/** Heading text from the markdown plugin keeps HTML entities (`&#39;`); React needs plain text. */
function plain(text: string): string {
  return text
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

export function TableOfContents({ headings, label = m.shell_toc_label() }: { headings: TocHeading[]; label?: string }) {
  const sections: { heading: TocHeading; children: TocHeading[] }[] = []
  for (const h of headings) {
    if (h.depth === 2) sections.push({ heading: h, children: [] })
    else if (h.depth === 3 && sections.length > 0) sections[sections.length - 1].children.push(h)
  }
  if (sections.length < 2) return null
  return (
    <nav aria-labelledby="toc-heading" className="card bg-surface max-w-[44rem] mb-8">
      <h2 id="toc-heading" className="text-xl m-0">
        {label}
      </h2>
      <ol className="mt-2 mb-0 pl-7 list-decimal">
        {sections.map(({ heading, children }) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="block py-1.5">
              {plain(heading.text)}
            </a>
            {children.length > 0 ? (
              <ul className="mt-0 mb-1 pl-6 list-disc">
                {children.map((c) => (
                  <li key={c.id}>
                    <a href={`#${c.id}`} className="block py-1.5">
                      {plain(c.text)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  )
}
