// The router's defaults (app/router.tsx): what a reader sees when a page's loader throws or a page
// is not found, instead of a blank screen. Plain words, a way home and the phone number.
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import type { SiteLink } from '#app/lib/site-link'
import { m } from '#shared/paraglide/messages.js'

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // The detail is for us (the browser console), never for the reader.
  if (typeof console !== 'undefined') console.warn('page error', error)
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <PageHero heading={m.shell_error_heading()} lead={m.shell_error_lead()}>
      <button type="button" className="btn-primary" onClick={retry}>
        {m.shell_error_retry()}
      </button>
      <Link to="/" className="btn-secondary">
        {m.shell_go_home()}
      </Link>
      <p className="m-0 w-full">
        {m.shell_error_call()} <PhoneLink />.
      </p>
    </PageHero>
  )
}

export function RouteNotFound() {
  return (
    <PageHero heading={m.shell_not_found_heading()} lead={m.shell_not_found_lead()}>
      <Link to="/" className="btn-primary">
        {m.shell_go_home()}
      </Link>
      <p className="m-0 w-full">
        {m.shell_not_found_call()} <PhoneLink />.
      </p>
    </PageHero>
  )
}

/**
 * A route's own not-found page (an article, alert or product that does not exist): what was not found
 * and the way back to its list (the first link is the main one).
 */
export function ItemNotFound({ heading, lead, links }: { heading: string; lead: string; links: SiteLink[] }) {
  return (
    <PageHero heading={heading} lead={lead}>
      {links.map((link, i) => (
        <Link key={link.to} to={link.to} className={i === 0 ? 'btn-primary' : 'btn-secondary'}>
          {link.label}
        </Link>
      ))}
    </PageHero>
  )
}
