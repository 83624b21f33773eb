import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { site } from '#content/site'
import { Icon } from '#app/components/Icon'

/**
 * The call-to-action that ends a reading page: a short heading, a sentence, the toll-free number as
 * a tel: link, and (unless told otherwise) a link to the plans.
 */
export function ClosingCall({
  heading,
  text,
  pricingLink = true,
  children,
}: {
  heading: string
  text: ReactNode
  pricingLink?: boolean
  children?: ReactNode
}) {
  return (
    <section aria-labelledby="closing-call-title" className="closing-call mt-12 rounded-2xl bg-navy text-white p-6 md:p-10">
      <h2 id="closing-call-title" className="m-0 text-2xl md:text-3xl text-white">
        {heading}
      </h2>
      <p className="mt-3 mb-0 text-lg max-w-3xl">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={site.phoneHref} className="btn-gold text-lg">
          <Icon name="phone" size={22} /> Call {site.phone}
        </a>
        {pricingLink ? (
          <Link to="/Pricing" className="btn bg-white text-navy hover:bg-surface">
            See plans and prices
          </Link>
        ) : null}
        {children}
      </div>
    </section>
  )
}
