import { currentLocale } from '#shared/i18n'

// The one way the browser calls /api/*: never throws and always answers { ok, status, data }.
// When the server sends no `msg` (offline, a proxy error page), callers show a text from the one
// catalogue below: the product's own texts per form, and generic ones by status.
export interface ApiAnswer<T> {
  ok: boolean
  status: number
  data: Partial<T> & { msg?: string }
}

/** Fallback messages. Server messages (`{msg}`) always win over these. */
export const FALLBACK_MESSAGES = {
  // The product's error catalogue, per form.
  login: 'Login error',
  signup: 'Signup error',
  verifyCode: 'Invalid OTP',
  changePassword: 'Password change failed',
  saveProfile: 'We could not save your details. Please try again.',
  newCode: 'We could not send a new code. Please try again in a minute.',
  signOutEverywhere: 'We could not sign you out everywhere. Please try again, or call us.',
  // Generic, by status (fallbackMessage).
  offline: 'We could not reach our server. Please check your internet connection and try again.',
  tooMany: 'Too many tries. Please wait a few minutes and try again.',
  signedOut: 'Your sign-in has ended. Please sign in again.',
  badInput: 'Please check what you typed and try again.',
  server: 'Something went wrong on our side. Please try again, or call us.',
} as const

/** The catalogue entry for a status (0 means the request never reached us). */
export function fallbackMessage(status: number): string {
  if (status === 0) return FALLBACK_MESSAGES.offline
  if (status === 429) return FALLBACK_MESSAGES.tooMany
  if (status === 401) return FALLBACK_MESSAGES.signedOut
  if (status >= 400 && status < 500) return FALLBACK_MESSAGES.badInput
  return FALLBACK_MESSAGES.server
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /** Sent in Authorization as the product asks: the raw token, no prefix. */
  token?: string | null
}

export async function apiFetch<T = Record<string, unknown>>(path: `/api/${string}`, req: ApiRequest = {}): Promise<ApiAnswer<T>> {
  // The page's language, so the server answers (and e-mails) in it (worker/http/locale.ts).
  const headers: Record<string, string> = { 'x-locale': currentLocale() }
  if (req.body !== undefined) headers['content-type'] = 'application/json'
  if (req.token) headers.authorization = req.token
  try {
    const res = await fetch(path, {
      method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    })
    const parsed = (await res.json().catch(() => ({}))) as unknown
    const data = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as ApiAnswer<T>['data']
    return { ok: res.ok, status: res.status, data }
  } catch {
    return { ok: false, status: 0, data: {} }
  }
}
