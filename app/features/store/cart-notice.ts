// "Add to Cart" has no cart (spec): it confirms, then opens the product page. The product id travels
// in the history state so the product page can repeat the confirmation where the visitor lands.
import { m } from '#shared/paraglide/messages.js'

declare module '@tanstack/history' {
  interface HistoryState {
    cartNotice?: number
  }
}

/** How long the listing shows the confirmation before it opens the product page. */
export { CART_NOTICE_DELAY_MS } from '#app/lib/page-behaviours'

export function cartMessage(name: string): string {
  return m.store_added_to_cart({ name })
}
