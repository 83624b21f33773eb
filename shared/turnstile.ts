// Cloudflare Turnstile constants both the login page and the worker need.
// https://developers.cloudflare.com/turnstile/troubleshooting/testing/
export const TEST_SITE_KEY = '1x00000000000000000000AA'
/** All of Cloudflare's documented test site keys (pass, block, force interactive, visible and invisible). */
export const TEST_SITE_KEYS = [
  TEST_SITE_KEY,
  '2x00000000000000000000AB',
  '1x00000000000000000000BB',
  '2x00000000000000000000BB',
  '3x00000000000000000000FF',
] as const
/** The token the local stand-in yields; only the always-pass test secret accepts it, in development. */
export const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'
export const TEST_SECRETS = {
  pass: '1x0000000000000000000000000000000AA',
  fail: '2x0000000000000000000000000000000AA',
  spent: '3x0000000000000000000000000000000AA',
} as const
export const LOGIN_ACTION = 'login'
/** The sign-up form's and the "Forgot your password?" form's bot checks (security review 3, U1). */
export const SIGNUP_ACTION = 'signup'
export const RESET_ACTION = 'reset'
