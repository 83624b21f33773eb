// A page section named by its own heading: `<section aria-labelledby>` with the `<h2>` it points to,
// so every section is a landmark a screen-reader user can jump to, and the pairing cannot drift.
import type { ReactNode } from 'react'

const titleSizes = {
  '2xl': 'm-0 text-2xl',
  '3xl': 'm-0 text-3xl',
} as const

export interface SectionProps {
  /** The heading's id (unique on the page); the section is labelled by it and links may point to it. */
  id: string
  title: ReactNode
  /** Heading size; the heading has no margin, the content below sets its own spacing. */
  size?: keyof typeof titleSizes
  className?: string
  children?: ReactNode
}

export function Section({ id, title, size = '3xl', className, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleSizes[size]}>
        {title}
      </h2>
      {children}
    </section>
  )
}
