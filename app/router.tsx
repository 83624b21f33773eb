import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { RouteError, RouteNotFound } from '#app/components/RouteFallbacks'
import { currentLocale, isDefaultLocale, localeOfPath, localizeHref, stripLocale } from '#shared/i18n'
import { type FileRouteTypes, routeTree } from './routeTree.gen'

// Server: the per-request nonce that app/server.ts passes to Start's handler.
// Client: undefined; the router reads it back from the page during hydration.
function requestNonce(): string | undefined {
  try {
    return (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce
  } catch {
    return undefined
  }
}

export function getRouter() {
  return createRouter({
    routeTree,
    // The spec scrolls to the top on every path change (or to the hash target): ScrollManager does it.
    // `false` would still let the router reset the window on its first render, which throws a reader
    // who scrolled while a slow phone hydrated back to the top; a function answering false turns every
    // router scroll off, hydration included.
    scrollRestoration: () => false,
    defaultPreload: 'intent',
    // No blank page: a thrown loader or an unmatched notFound() shows a plain message and a way on.
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    ssr: { nonce: requestNonce() },
    // One route tree for both languages: /es/Pricing is matched as /Pricing (the page reads its
    // language from the URL through shared/i18n.ts), and every link a Spanish page builds gets /es back.
    rewrite: {
      input: ({ url }) => {
        if (isDefaultLocale(localeOfPath(url.pathname))) return undefined
        url.pathname = stripLocale(url.pathname)
        return url
      },
      output: ({ url }) => {
        const locale = currentLocale()
        if (isDefaultLocale(locale)) return undefined
        url.pathname = localizeHref(url.pathname, locale)
        return url
      },
    },
  })
}

// Internal links written in content/ are typed with this route tree (content/links.ts): a link to a
// page that does not exist fails the type check.
declare module '#content/links' {
  interface RouteRegister {
    to: FileRouteTypes['to']
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /**
     * When the page's scripts load (app/client.tsx; without it, just after the first paint):
     * - 'interaction': at the visitor's first action (`/`, the store and service pages, the scam
     *   checker, the blog and alert lists);
     * - 'controls': only when the visitor uses a control that needs them, a button or a form field,
     *   never to read, scroll or follow a link (the words-only pages: articles, guides, legal, news).
     */
    hydrate?: 'interaction' | 'controls'
  }
}
