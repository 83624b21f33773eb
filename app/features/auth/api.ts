// The browser side of /api/auth/*: a thin layer over the one apiFetch (app/lib/api.ts), so every
// form shows the server's msg or a fallback from the one catalogue.
import { type ApiAnswer, apiFetch } from '#app/lib/api'
import { getToken } from '#app/lib/auth-state'

export type { ApiAnswer }

export async function callAuthApi<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  { withToken = false }: { withToken?: boolean } = {},
): Promise<ApiAnswer<T>> {
  return apiFetch<T>(`/api/auth${path}`, { method, body, token: withToken ? getToken() : null })
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** /signup → /verify-otp: the address the code was sent to (spec: navigation state). */
    email?: string
    /** /signup → /verify-otp: the name typed on the sign-up form, sent again with the code. */
    name?: string
    /** /signup → /verify-otp: this browser typed the password on /signup (never the password itself). */
    passwordSet?: boolean
  }
}
