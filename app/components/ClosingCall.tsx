import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PhoneLink } from '#app/components/PhoneLink'
import type { SiteLink } from '#app/lib/site-link'
import { m } from '#shared/paraglide/messages.js'

/**
 * The call-to-action that ends a reading page: a short heading, a sentence, the toll-free number as
 * a tel: link, and links to other pages (by default, the plans).
 */
export function ClosingCall({ heading, text, links }: { heading: string; text: ReactNode; links?: SiteLink[] }) {
  return (
    <section aria-labelledby="closing-call-title" className="closing-call mt-12 rounded-2xl bg-navy text-white p-6 md:p-10">
      <h2 id="closing-call-title" className="m-0 text-2xl md:text-3xl text-white">
        {heading}
      </h2>
      <p className="mt-3 mb-0 text-lg max-w-3xl">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <PhoneLink className="btn-gold text-lg" icon={22} label={m.shell_call()} />
        {(links ?? [{ to: '/Pricing', label: m.shell_see_plans() }]).map((link) => (
          <Link key={link.to} to={link.to} className="btn bg-white text-navy hover:bg-surface">
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  )
}
