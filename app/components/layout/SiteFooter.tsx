import { Link } from '@tanstack/react-router'
import { FromAbroad } from '#app/components/FromAbroad'
import { PhoneLink } from '#app/components/PhoneLink'
import { footerLinks as footerLinksEs } from '#content/es/navigation'
import { footerLinks as footerLinksFr } from '#content/fr/navigation'
import { footerLinks as footerLinksEn } from '#content/navigation'
import { site } from '#content/site'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export function SiteFooter() {
  const year = new Date().getFullYear()
  const footerLinks = pick({ en: footerLinksEn, es: footerLinksEs, fr: footerLinksFr })
  return (
    <footer className="site-footer bg-navy text-white mt-16">
      <div className="container py-10 grid grid-cols-1 gap-8 md:grid-cols-2">
        <div>
          <h2 id="footer-heading" className="text-white text-xl m-0">
            {site.company}
          </h2>
          <p className="mt-2 mb-0 max-w-md text-white/90">{m.shell_footer_about()}</p>
          <p className="mt-4 mb-0">
            {m.shell_footer_call()} <PhoneLink className="text-white font-bold text-lg" />
            <br />
            {m.shell_footer_email()}{' '}
            <a href={`mailto:${site.email}`} className="text-white">
              {site.email}
            </a>
          </p>
          <FromAbroad className="mt-3 mb-0 max-w-md text-white/90 [&_a]:text-white" />
        </div>
        <nav aria-label={m.shell_nav_footer()}>
          <ul className="list-none m-0 p-0 grid grid-cols-2 gap-x-6 [overflow-wrap:anywhere]">
            {footerLinks.map((link) => (
              <li key={link.href}>
                {/* The href is checked against the route tree where it is written (content/links.ts); the router's `to` takes it as a plain path. */}
                <Link to={link.href as string} className="inline-flex items-center min-h-11 text-white hover:text-[#ffd866]">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/20">
        <p className="container py-4 m-0 text-sm text-white/90">{m.shell_footer_rights({ year: String(year), name: site.legalName })}</p>
      </div>
    </footer>
  )
}
