// The browser side of /api/trusted-contact (decision 160): the signed-in holder's contact, and the
// one way the components call the API with the holder's token.
import { useCallback, useEffect, useState } from 'react'
import { useSignedIn } from '#app/features/auth/use-signed-in'
import { type ApiAnswer, apiFetch, fallbackMessage } from '#app/lib/api'
import { getToken } from '#app/lib/auth-state'
import type { PublicContact } from '#worker/trusted-contact'

/** As the API answers it (a type only: nothing of the worker reaches the browser). */
export type TrustedContact = PublicContact

export interface MailPreview {
  to: string
  subject: string
  text: string
}

export function callTrusted<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'DELETE',
  path: '' | '/ask' | '/plan',
  body?: unknown,
): Promise<ApiAnswer<T>> {
  return apiFetch<T>(`/api/trusted-contact${path}`, { method, body, token: getToken() })
}

/**
 * The signed-in holder's contact: `undefined` while unknown (not signed in, or loading), `null` when
 * there is none. `reload` asks again; `set` takes an answer the API already gave. `problem` says why
 * the asking failed: 'ended' when the stored sign-in was refused (expired, signed out elsewhere), or
 * the server's words; the contact then stays unknown, and the page must say so, never "Loading…".
 * `ready` is false while the page is the server's HTML (the same for everyone).
 */
export function useTrustedContact() {
  const { ready, token } = useSignedIn()
  const [contact, setContact] = useState<TrustedContact | null | undefined>(undefined)
  const [problem, setProblem] = useState<'ended' | string | null>(null)
  const reload = useCallback(async () => {
    const res = await callTrusted<{ contact: TrustedContact | null }>('GET', '')
    if (res.ok) {
      setContact(res.data.contact ?? null)
      setProblem(null)
    } else setProblem(res.status === 401 ? 'ended' : (res.data.msg ?? fallbackMessage(res.status)))
  }, [])
  useEffect(() => {
    if (!ready || !token) {
      setContact(undefined)
      setProblem(null)
      return
    }
    void reload()
  }, [ready, token, reload])
  return { ready, signedIn: Boolean(token), contact, setContact, reload, problem }
}
