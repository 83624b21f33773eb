import type { ReactNode, Ref } from 'react'
import { useId } from 'react'

import { m } from '#shared/paraglide/messages.js'

type HeadingLevel = 2 | 3 | 4

interface ExpandableProps {
  /** The section's id (anchor target, and what `?item=` links open and scroll to). */
  id?: string
  title: ReactNode
  /** Shown under the title whether the section is open or not. */
  summary?: ReactNode
  children: ReactNode
  headingLevel?: HeadingLevel
  defaultExpanded?: boolean
  /** The toggle's words; the spec's are Expand and Hide. */
  expandLabel?: string
  hideLabel?: string
  /** Adds the title to the button's accessible name ("Expand: VPN and privacy") so buttons are told apart. */
  nameButtonAfterTitle?: boolean
  className?: string
  panelClassName?: string
  buttonClassName?: string
  ref?: Ref<HTMLElement>
}

/**
 * The site's one show/hide section (a disclosure): a heading, an optional summary, and a button with
 * `aria-expanded` and `aria-controls` that shows or hides the panel. Collapsed content stays in the
 * HTML (for crawlers and the browser's find-in-page): the entry makes it `hidden="until-found"`, so
 * searching the page for a word inside it opens the section. The small client entry answers the button
 * (`data-expand`, app/lib/page-behaviours.ts), before and after hydration alike: the first tap needs no
 * React (decision 100); the button's words follow `aria-expanded` by CSS.
 */
export function Expandable({
  id,
  title,
  summary,
  children,
  headingLevel = 2,
  defaultExpanded = false,
  expandLabel = m.shell_expand(),
  hideLabel = m.shell_hide(),
  nameButtonAfterTitle = true,
  className = 'card',
  panelClassName = 'mt-4',
  buttonClassName = 'btn-secondary',
  ref,
}: ExpandableProps) {
  const reactId = useId()
  const base = id ?? `expandable${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`
  const panelId = `${base}-panel`
  const titleId = `${base}-title`
  const Heading = `h${headingLevel}` as const

  return (
    <section id={id} ref={ref} aria-labelledby={titleId} className={`expandable ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-[18rem]">
          <Heading id={titleId} className="m-0 text-xl md:text-2xl">
            {title}
          </Heading>
          {summary ? <p className="mt-2 mb-0 text-ink">{summary}</p> : null}
        </div>
        <button
          type="button"
          className={`${buttonClassName} max-w-full text-left`}
          aria-expanded={defaultExpanded}
          aria-controls={panelId}
          data-expand=""
        >
          <span aria-hidden="true" className="inline-block w-4 text-center when-collapsed">
            +
          </span>
          <span aria-hidden="true" className="inline-block w-4 text-center when-expanded">
            −
          </span>
          <span className="when-collapsed">{expandLabel}</span>
          <span className="when-expanded">{hideLabel}</span>
          {nameButtonAfterTitle ? <span className="visually-hidden"> {title}</span> : null}
        </button>
      </div>
      {/* Spacing sits inside the panel: a hidden="until-found" panel keeps its own box, so its own margin would show. */}
      <div id={panelId} className="expandable-panel" data-expand-panel="" hidden={!defaultExpanded}>
        <div className={panelClassName}>{children}</div>
      </div>
    </section>
  )
}
