import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PhoneLink } from '#app/components/PhoneLink'
import { m } from '#shared/paraglide/messages.js'

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
        <PhoneLink className="btn-gold text-lg" icon={22} label={m.services_call()} />
        {pricingLink ? (
          <Link to="/Pricing" className="btn bg-white text-navy hover:bg-surface">
            {m.services_see_plans()}
          </Link>
        ) : null}
        {children}
      </div>
    </section>
  )
}
