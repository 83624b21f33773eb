// The one way the browser calls /api/*: never throws and always answers { ok, status, data }. It
// imports nothing but the language list, so the page's small entry (the newsletter form) and islands
// (the push button) use it without the message catalogue of app/lib/api.ts.
import { localeOfLangAttribute } from '#content/locales'

export interface ApiAnswer<T> {
  ok: boolean
  status: number
  data: Partial<T> & { msg?: string }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  /** Sent in Authorization as the product asks: the raw token, no prefix. */
  token?: string | null
}

export async function apiFetch<T = Record<string, unknown>>(path: `/api/${string}`, req: ApiRequest = {}): Promise<ApiAnswer<T>> {
  // The page's language (its <html lang>), so the server answers and e-mails in it (worker/http/locale.ts).
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  const headers: Record<string, string> = { 'x-locale': localeOfLangAttribute(lang) }
  // The reader's own time zone, as the browser reports it, for the times in their mails (W7; x-time-zone,
  // shared/schemas/time-zone.ts). Never guessed from the address.
  const zone = typeof Intl === 'undefined' ? '' : (Intl.DateTimeFormat().resolvedOptions().timeZone ?? '')
  if (zone) headers['x-time-zone'] = zone
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
