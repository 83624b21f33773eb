// The type of an internal link written in content (menus, footer, cards): one of the site's pages,
// optionally with a query or a hash. `npx tsc --noEmit` (and so `npm test`) fails on a link to a page
// that does not exist.
//
// The page list is the route tree's `to` type (app/routeTree.gen.ts, generated from app/routes/).
// content/ imports only content/, so the app registers it here (app/router.tsx, the same pattern as
// TanStack Router's own `Register`): `declare module '#content/links' { interface RouteRegister { to: ... } }`.
// Outside the app's type check (e.g. a script compiled on its own) a link is any string.

/** Filled by app/router.tsx with `{ to: FileRouteTypes['to'] }`. */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by app/router.tsx
export interface RouteRegister {}

/** Every page path of the route tree (`/`, `/about`, `/blog/$slug`, ...). */
export type RouteTo = RouteRegister extends { to: infer T extends string } ? T : string

/**
 * A route path as written in a link: `/blog/$slug` → `/blog/${string}`. The catch-all route (`/$`,
 * the not-found page) is not a page anyone links to, so it matches nothing.
 */
type Written<T extends string> = T extends '/$'
  ? never
  : T extends `${infer Head}$${string}/${infer Tail}`
    ? `${Head}${string}/${Written<Tail>}`
    : T extends `${infer Head}$${string}`
      ? `${Head}${string}`
      : T

/** A page of the site: `/Pricing`, `/blog/romance-scam`. */
export type SitePath = Written<RouteTo>

/** A link to a page of the site, with an optional query or hash: `/DefendPro?item=vpn`, `/#videos-section`. */
export type SiteHref = SitePath | `${SitePath}?${string}` | `${SitePath}#${string}`
