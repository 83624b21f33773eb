// The router's defaults (app/router.tsx): what a reader sees when a page's loader throws or a page
// is not found, instead of a blank screen. Plain words, a way home and the phone number.
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // The detail is for us (the browser console), never for the reader.
  if (typeof console !== 'undefined') console.warn('page error', error)
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <PageHero heading="Sorry, this page did not load" lead="Something went wrong on our side. Please try again.">
      <button type="button" className="btn-primary" onClick={retry}>
        Try again
      </button>
      <Link to="/" className="btn-secondary">
        Go to the home page
      </Link>
      <p className="m-0 w-full">
        If it keeps happening, call us at <PhoneLink />.
      </p>
    </PageHero>
  )
}

export function RouteNotFound() {
  return (
    <PageHero heading="We could not find that page" lead="It may have moved, or the link may be wrong.">
      <Link to="/" className="btn-primary">
        Go to the home page
      </Link>
      <p className="m-0 w-full">
        Need help finding something? Call us at <PhoneLink />.
      </p>
    </PageHero>
  )
}
