import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type MouseEvent, useEffect, useRef } from 'react'
import { PhoneLink } from '#app/components/PhoneLink'
import { signOut } from '#app/lib/auth-state'
import { setFlash } from '#app/lib/flash'
import { closeMenus, MENUS } from '#app/lib/page-controls'
import { navGroups as navGroupsEs } from '#content/es/navigation'
import { navGroups as navGroupsFr } from '#content/fr/navigation'
import { type NavLink, navGroups as navGroupsEn } from '#content/navigation'
import { site } from '#content/site'
import { currentLocale, isDefaultLocale, localizeHref, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { LanguageMenu } from './LanguageMenu'
import { Logo } from './Logo'
import { TextSizeControl } from './TextSizeControl'

function MenuLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const className = 'menu-link'
  if (link.document || link.href.includes('#')) {
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      if (link.stamp) {
        const url = new URL(e.currentTarget.href)
        url.searchParams.set('t', String(Date.now()))
        e.currentTarget.href = url.toString()
      }
      onNavigate()
    }
    return (
      <a href={localizeHref(link.href, currentLocale())} className={className} onClick={onClick}>
        {link.label}
      </a>
    )
  }
  return (
    // The href is checked against the route tree where it is written (content/links.ts); the router's `to` takes it as a plain path.
    <Link to={link.href as string} className={className} onClick={onNavigate} activeProps={{ 'aria-current': 'page' }}>
      {link.label}
    </Link>
  )
}

export function SiteHeader() {
  const navRef = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // Close open menus after a router navigation. Not on the first render: hydration is not a
  // navigation, and a reader on a slow phone may have opened the menu before it. A click elsewhere,
  // Escape and opening another group are answered without React (#app/lib/page-controls
  // listenToMenus, run by the client entry), so the menus behave the same before the app loads.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    closeMenus(navRef.current)
  }, [pathname])

  const logout = async () => {
    await signOut()
    setFlash(m.account_signed_out_flash(), 'info')
    navigate({ to: '/login' })
  }

  const close = () => closeMenus(navRef.current)
  const navGroups = pick({ en: navGroupsEn, es: navGroupsEs, fr: navGroupsFr })

  // `compact`: the slim bar on wide screens (smaller buttons that keep their words on one line).
  const accountLinks = (compact = false) => {
    const size = compact ? ' min-h-10 py-1 px-3 whitespace-nowrap' : ''
    return (
      <>
        <span className="when-signed-out flex flex-wrap gap-2">
          <Link to="/login" className={`btn-secondary${size}`} onClick={close}>
            {m.shell_sign_in()}
          </Link>
          <Link to="/signup" className={`btn-primary${size}`} onClick={close}>
            {m.shell_sign_up()}
          </Link>
        </span>
        <span className="when-signed-in flex flex-wrap gap-2">
          <Link to="/AccountIn" className={`btn-secondary${size}`} onClick={close}>
            {m.shell_your_account()}
          </Link>
          <button type="button" className={`btn-primary${size}`} onClick={logout}>
            {m.shell_logout()}
          </button>
        </span>
      </>
    )
  }

  return (
    <header className="site-header fixed inset-x-0 top-0 z-40 bg-white border-b border-line shadow-sm">
      {/* Wide screens: a slim bar with the phone number, text size and account links. */}
      <div className="header-utility hidden lg:block bg-surface border-b border-line">
        <div className="container flex items-center gap-4 max-xl:gap-3 h-[var(--utility-h)] [&>*]:shrink-0">
          <PhoneLink
            className="mr-auto inline-flex items-center gap-2 min-h-11 font-bold whitespace-nowrap text-navy no-underline hover:underline"
            icon={20}
            label={<span className="sr-only">{m.shell_call_any_time()}</span>}
          />
          <Link
            to="/help-now"
            className="btn help-now-link min-h-10 py-1 px-3 max-xl:px-2 whitespace-nowrap bg-white text-danger border-danger hover:bg-[#fdecea]"
          >
            {m.shell_help_now()}
          </Link>
          <LanguageMenu opens="down" />
          <TextSizeControl />
          <span className="utility-account flex gap-2">{accountLinks(true)}</span>
        </div>
      </div>
      <div ref={navRef} {...{ [MENUS]: '' }} className="container flex items-center gap-2 max-sm:gap-1.5 h-[var(--nav-h)] max-sm:px-3">
        <Link
          to="/"
          className="flex items-center gap-2 no-underline shrink-0 min-h-11"
          aria-label={m.shell_home_link({ company: site.company })}
        >
          <Logo />
        </Link>
        {/* Narrow screens: a person is one tap away (decision 151), and the language stays outside the menu. */}
        <PhoneLink className="header-call btn-gold ml-auto lg:hidden shrink-0 min-h-11 px-3 whitespace-nowrap max-sm:px-[12px]" icon={18}>
          {m.shell_call_button()}
          <span className="visually-hidden"> {site.phone}</span>
        </PhoneLink>
        {/* On phones the language is in the bottom band (BottomDock), next to the text size. */}
        <LanguageMenu opens="down" className="max-sm:hidden lg:hidden" />
        <details className="site-menu sm:max-lg:ml-1 lg:ml-auto">
          <summary className="site-menu-button btn-secondary list-none max-sm:px-3">
            <span aria-hidden="true" className="max-sm:hidden">
              ☰
            </span>{' '}
            {m.shell_menu()}
          </summary>
          <nav aria-label={m.shell_nav_main()} className="site-menu-panel">
            <ul className="nav-groups list-none m-0 p-0 lg:flex lg:items-center lg:gap-1">
              {navGroups.map((group) => (
                <li key={group.id} className="relative">
                  <details data-group={group.id} className="nav-group">
                    <summary className="nav-group-summary list-none flex items-center justify-between gap-1 min-h-11 px-3 py-2 rounded-md font-semibold text-navy cursor-pointer whitespace-nowrap hover:bg-surface">
                      {group.label}
                      <span aria-hidden="true" className="nav-caret text-sm">
                        ▾
                      </span>
                    </summary>
                    <ul className="nav-group-links list-none m-0 p-2 lg:absolute lg:right-0 lg:top-full lg:mt-1 lg:w-80 lg:max-h-[70vh] lg:overflow-y-auto lg:bg-white lg:border lg:border-line lg:rounded-lg lg:shadow-lg">
                      {group.links.map((link) => (
                        <li key={link.href}>
                          <MenuLink link={link} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
            <div className="menu-extras flex flex-wrap items-center gap-3 pt-4">
              <PhoneLink className="btn-gold w-full" icon={20} label={m.shell_call()} nowrapNumber />
              {isDefaultLocale(currentLocale()) ? null : (
                <p className="m-0 w-full text-center font-semibold text-navy">{m.shell_spanish_help()}</p>
              )}
              <Link to="/help-now" className="btn help-now-link w-full bg-white text-danger border-danger" onClick={close}>
                {m.shell_help_now()}
              </Link>
              {/* Issue 44: a person still on a call, one tap once the menu is open (the bottom band has it from 992 px). */}
              <Link
                to="/on-the-phone"
                className="btn help-now-link w-full bg-white text-danger border-danger"
                onClick={close}
                data-testid="menu-on-the-phone"
              >
                {m.pause_link()}
              </Link>
              {/* The text size is in the bottom band below 992 px and in the top bar above it. */}
              {accountLinks()}
            </div>
          </nav>
        </details>
      </div>
    </header>
  )
}
