// The browser side of /api/auth/*: one fetch helper whose failures never throw, so every form
// can show the server's msg or its own fallback text from the spec's error catalogue.
import { getToken } from '#app/lib/auth-state'

export interface ApiAnswer<T> {
  ok: boolean
  status: number
  data: Partial<T> & { msg?: string }
}

export async function callAuthApi<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  { withToken = false }: { withToken?: boolean } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  const token = withToken ? getToken() : null
  // The spec: the stored token goes in Authorization with no prefix.
  if (token) headers.authorization = token
  try {
    const res = await fetch(`/api/auth${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const data = (await res.json().catch(() => ({}))) as ApiAnswer<T>['data']
    return { ok: res.ok, status: res.status, data: typeof data === 'object' && data ? data : {} }
  } catch {
    return { ok: false, status: 0, data: {} }
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** /signup → /verify-otp: the address the code was sent to (spec: navigation state). */
    email?: string
    /** /signup → /verify-otp: the name typed on the sign-up form, sent again with the code. */
    name?: string
  }
}
