import { Asset, createRootRoute, Outlet, Scripts, useMatches, useRouter, useRouterState, useTags } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { BottomDock } from '#app/components/layout/BottomDock'
import { CookieBanner } from '#app/components/layout/CookieBanner'
import { LanguageOffer } from '#app/components/layout/LanguageMenu'
import { ScrollManager } from '#app/components/layout/ScrollManager'
import { SiteFooter } from '#app/components/layout/SiteFooter'
import { SiteHeader } from '#app/components/layout/SiteHeader'
import { feedHeadLinks } from '#app/features/alerts/feed-links'
import { ChatLauncher } from '#app/features/chat/ChatLauncher'
import { bootScript } from '#app/lib/storage'
import { jsonLd, organization } from '#app/lib/structured-data'
import { pagesWithoutFooter } from '#content/navigation'
import { site } from '#content/site'
import { currentLocale, LOCALE_LANG_ATTRIBUTES } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import 'virtual:uno.css'
import '#app/styles/global.css'

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b3a6e' },
      { name: 'format-detection', content: 'telephone=no' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/site.webmanifest' },
      // The scam alert feeds in the page's language, for feed readers (worker/alerts/feeds.ts).
      ...feedHeadLinks(currentLocale()),
    ],
    scripts: [{ children: bootScript }, { type: 'application/ld+json', children: jsonLd(organization) }],
  }),
  component: RootComponent,
})

function RootComponent() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Lets tests (and styles) know the page is interactive.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true')
  }, [])
  const showFooter = !(pagesWithoutFooter as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/')
  // The expert console is a work screen of its own (decision 153): no public header, footer or band.
  if (pathname === '/expert') {
    return (
      <RootDocument>
        <a href="#main" className="skip-link">
          {m.shell_skip_link()}
        </a>
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <CookieBanner />
        <ScrollManager />
      </RootDocument>
    )
  }
  return (
    <RootDocument>
      <a href="#main" className="skip-link">
        {m.shell_skip_link()}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-[var(--header-h)] outline-none">
        <LanguageOffer />
        <Outlet />
      </main>
      {showFooter ? <SiteFooter /> : <MinimalFooter />}
      <CookieBanner />
      <BottomDock />
      <ChatLauncher />
      <ScrollManager />
    </RootDocument>
  )
}

/** Pages without the footer still say who owns the site. */
function MinimalFooter() {
  return (
    <div className="border-t border-line mt-12">
      <p className="container py-4 m-0 text-sm text-muted">
        © {new Date().getFullYear()} {site.legalName}
      </p>
    </div>
  )
}

/** When the page's scripts load (`staticData.hydrate`, app/client.tsx): undefined is after the first paint. */
function useHydrateMode(): 'interaction' | 'controls' | undefined {
  // The deepest route that says (no findLast: older phones' browsers lack it).
  return useMatches({ select: (matches) => matches.filter((m) => m.staticData.hydrate).pop()?.staticData.hydrate })
}

/**
 * The router's head tags (what `HeadContent` renders), except the `modulepreload` links: they become
 * one `<meta name="modulepreload">` list that app/client.tsx turns into links when it starts the app
 * (after the first paint, or at the first action). Links in the head would have the
 * browser fetch every script at once, competing with the styles and the text for a slow line.
 */
function Head() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const preloads = tags.flatMap((t) =>
    t.tag === 'link' && t.attrs?.rel === 'modulepreload' && typeof t.attrs.href === 'string' ? [t.attrs.href] : [],
  )
  const shown = tags.filter((t) => !(t.tag === 'link' && t.attrs?.rel === 'modulepreload'))
  return (
    <>
      {shown.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
      {preloads.length > 0 ? <meta name="modulepreload" content={preloads.join(' ')} /> : null}
    </>
  )
}

function RootDocument({ children }: Readonly<{ children: ReactNode }>) {
  const hydrateMode = useHydrateMode()
  return (
    <html lang={LOCALE_LANG_ATTRIBUTES[currentLocale()]} data-hydrate={hydrateMode} suppressHydrationWarning>
      <head>
        <Head />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
