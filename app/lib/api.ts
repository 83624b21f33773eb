import { site } from '#content/site'
import { messageCatalogue } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export { type ApiAnswer, type ApiRequest, apiFetch } from './api-fetch'

// What the browser shows when /api/* sends no `msg` (offline, a proxy error page): a text from the
// one catalogue below, the product's own texts per form and generic ones by status. The call itself
// is apiFetch (app/lib/api-fetch.ts), exported here too for the app's code.
/**
 * Fallback messages. Server messages (`{msg}`) always win over these. Each is read in the page's
 * language when it is read (messageCatalogue: never fixed when this module loads).
 */
export const FALLBACK_MESSAGES = messageCatalogue({
  // The product's error catalogue, per form.
  login: () => m.account_fallback_login(),
  signup: () => m.account_fallback_signup(),
  verifyCode: () => m.account_fallback_verify_code(),
  changePassword: () => m.account_fallback_change_password(),
  saveProfile: () => m.account_fallback_save_profile(),
  newCode: () => m.account_fallback_new_code(),
  signOutEverywhere: () => m.account_fallback_sign_out_everywhere(),
  // The tools: each offers the phone line when the check cannot be made.
  scamCheck: () => m.tools_scam_failed({ phone: site.phone }),
  scamCheckOffline: () => m.tools_scam_offline({ phone: site.phone }),
  verifyUs: () => m.tools_verify_failed({ phone: site.phone }),
  verifyUsOffline: () => m.tools_verify_offline({ phone: site.phone }),
  // Generic, by status (fallbackMessage).
  offline: () => m.account_fallback_offline(),
  tooMany: () => m.account_fallback_too_many(),
  signedOut: () => m.account_fallback_signed_out(),
  badInput: () => m.account_fallback_bad_input(),
  server: () => m.account_fallback_server(),
})

/** The expert console's (staff only, English). */
export const CONSOLE_FALLBACK = {
  offline: 'We could not reach the server. Please try again.',
} as const

/** The catalogue entry for a status (0 means the request never reached us). */
export function fallbackMessage(status: number): string {
  if (status === 0) return FALLBACK_MESSAGES.offline
  if (status === 429) return FALLBACK_MESSAGES.tooMany
  if (status === 401) return FALLBACK_MESSAGES.signedOut
  if (status >= 400 && status < 500) return FALLBACK_MESSAGES.badInput
  return FALLBACK_MESSAGES.server
}
