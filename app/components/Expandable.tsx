import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react'

import { m } from '#shared/paraglide/messages.js'

type HeadingLevel = 2 | 3 | 4

interface ExpandableProps {
  /** The section's id (anchor target, and what `?item=` links scroll to). */
  id?: string
  title: ReactNode
  /** Shown under the title whether the section is open or not. */
  summary?: ReactNode
  children: ReactNode
  headingLevel?: HeadingLevel
  /** Controlled use: the parent decides (e.g. /DefendPro opens the section named by `?item=`). */
  expanded?: boolean
  onExpandedChange?: (expanded: boolean) => void
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
 * HTML (for crawlers and the browser's find-in-page): after hydration it is `hidden="until-found"`,
 * so searching the page for a word inside it opens the section.
 */
export function Expandable({
  id,
  title,
  summary,
  children,
  headingLevel = 2,
  expanded: controlled,
  onExpandedChange,
  defaultExpanded = false,
  expandLabel = m.shell_expand(),
  hideLabel = m.shell_hide(),
  nameButtonAfterTitle = true,
  className = 'card',
  panelClassName = 'mt-4',
  buttonClassName = 'btn-secondary',
  ref,
}: ExpandableProps) {
  const [own, setOwn] = useState(defaultExpanded)
  const expanded = controlled ?? own
  const setExpanded = (next: boolean) => {
    if (controlled === undefined) setOwn(next)
    onExpandedChange?.(next)
  }
  const reactId = useId()
  const base = id ?? `expandable${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`
  const panelId = `${base}-panel`
  const titleId = `${base}-title`
  const panel = useRef<HTMLDivElement>(null)
  const Heading = `h${headingLevel}` as const

  // React renders `hidden` as a plain boolean; upgrade it so find-in-page can reveal the content.
  useEffect(() => {
    if (!expanded) panel.current?.setAttribute('hidden', 'until-found')
  }, [expanded])

  const latest = useRef(setExpanded)
  latest.current = setExpanded
  useEffect(() => {
    const el = panel.current
    if (!el) return
    const onMatch = () => latest.current(true)
    el.addEventListener('beforematch', onMatch)
    return () => el.removeEventListener('beforematch', onMatch)
  }, [])

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
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!expanded)}
        >
          <span aria-hidden="true" className="inline-block w-4 text-center">
            {expanded ? '−' : '+'}
          </span>
          {expanded ? hideLabel : expandLabel}
          {nameButtonAfterTitle ? <span className="visually-hidden"> {title}</span> : null}
        </button>
      </div>
      {/* Spacing sits inside the panel: a hidden="until-found" panel keeps its own box, so its own margin would show. */}
      <div id={panelId} ref={panel} className="expandable-panel" hidden={!expanded}>
        <div className={panelClassName}>{children}</div>
      </div>
    </section>
  )
}
