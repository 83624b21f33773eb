import type { ReactNode } from 'react'

/** The top of a content page: its one h1, a short lead, and optional actions. */
export function PageHero({ heading, lead, children }: { heading: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-surface border-b border-line">
      <div className="container py-10 md:py-14">
        <h1 className="text-3xl md:text-4xl m-0">{heading}</h1>
        {lead ? <p className="mt-4 mb-0 text-lg max-w-3xl text-ink">{lead}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  )
}
