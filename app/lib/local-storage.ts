// Keys the site keeps in the browser's localStorage (spec section 3), named once, and the two calls
// that read and write them. No imports: app/client.tsx (the small entry every page loads) uses it.
export const STORAGE_KEYS = {
  authToken: 'authToken',
  user: 'user',
  consent: 'cookieConsent',
  textSize: 'textSize',
  chatVisitorId: 'chatVisitorId',
} as const

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null // storage disabled (private mode, strict settings): behave as a first visit
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}
