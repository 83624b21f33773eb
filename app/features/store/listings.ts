import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

/**
 * The two store listing pages, /microsoft-store and /internet-security (and their /es twins): one
 * page (`StoreListing`) with its own path and words. Kept apart from the component because a route's
 * `head` is loaded with the router, before the page's own code.
 */
export const STORE_LISTINGS = {
  microsoft: {
    path: '/microsoft-store',
    title: () => m.store_microsoft_title(),
    description: () => m.store_microsoft_description(),
    gridHeading: () => m.store_microsoft_grid(),
  },
  security: {
    path: '/internet-security',
    title: () => m.store_security_title(),
    description: () => m.store_security_description(),
    gridHeading: () => m.store_security_grid(),
  },
} as const

export type StoreListingKind = keyof typeof STORE_LISTINGS

/** The `head` of a store listing route: its title, description and canonical path. */
export function storeListingHead(kind: StoreListingKind) {
  const listing = STORE_LISTINGS[kind]
  return pageHead({ title: listing.title(), description: listing.description(), path: listing.path })
}
