// The way to /on-the-phone from help-now and the scam checker's answer (docs/on-the-phone.md): one
// large link with a line under it, a plain link that works before any script.
import { Link } from '@tanstack/react-router'
import { m } from '#shared/paraglide/messages.js'

export function OnThePhoneLink({ className = 'mt-4' }: { className?: string }) {
  return (
    <p className={`m-0 max-w-3xl no-print ${className}`}>
      <Link to="/on-the-phone" className="btn-primary text-lg text-left max-sm:w-full" data-testid="on-the-phone-link">
        {m.pause_link()} →
      </Link>
      <span className="block mt-2 text-lg">{m.pause_link_lead()}</span>
    </p>
  )
}
