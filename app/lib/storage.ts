// Keys the site keeps in the browser's localStorage (spec section 3), named once.
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

/**
 * Runs in <head> before first paint, so the stored text size, sign-in state and cookie choice
 * apply without a flash on pages that are the same cached HTML for every visitor.
 */
export const bootScript = `(function(){try{var d=document.documentElement,s=window.localStorage;var t=s.getItem(${JSON.stringify(STORAGE_KEYS.textSize)});if(t==='large'||t==='larger')d.setAttribute('data-text-size',t);if(s.getItem(${JSON.stringify(STORAGE_KEYS.authToken)}))d.setAttribute('data-auth','in');var c=s.getItem(${JSON.stringify(STORAGE_KEYS.consent)});if(c==='accepted'||c==='rejected')d.setAttribute('data-consent',c)}catch(e){}})()`
