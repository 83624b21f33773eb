// A full-width navy band across a page: a heading and a sentence, with the call button beside them
// from the md breakpoint up (below it, under them). `compact` is the slimmer band that sits high on
// a page (DefendMePro); the default is the roomier one between sections (For Your Home).
import type { ReactNode } from 'react'
import { m } from '#shared/paraglide/messages.js'
import { PhoneLink } from './PhoneLink'

const looks = {
  roomy: { inner: 'py-12 md:gap-10', heading: 'text-3xl', text: 'mt-4 max-w-3xl', button: 'mt-6' },
  compact: { inner: 'py-8 md:gap-8', heading: 'text-2xl', text: 'mt-3', button: 'mt-5' },
} as const

export function CallBanner({
  id,
  heading,
  text,
  compact = false,
}: {
  /** The heading's id (unique on the page); the band is labelled by it. */
  id: string
  heading: ReactNode
  text: ReactNode
  compact?: boolean
}) {
  const look = looks[compact ? 'compact' : 'roomy']
  return (
    <section aria-labelledby={id} className="bg-navy text-white">
      <div className={`container ${look.inner} md:flex md:items-center`}>
        <div className="flex-1">
          <h2 id={id} className={`m-0 ${look.heading} text-white`}>
            {heading}
          </h2>
          <p className={`${look.text} mb-0 text-lg`}>{text}</p>
        </div>
        <PhoneLink className={`btn-gold ${look.button} md:mt-0 text-lg shrink-0`} icon={22} label={m.shell_call()} />
      </div>
    </section>
  )
}
