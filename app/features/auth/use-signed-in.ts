import { useMemo, useSyncExternalStore } from 'react'
import { getToken, type StoredUser, subscribeAuth } from '#app/lib/auth-state'
import { readStorage, STORAGE_KEYS } from '#app/lib/storage'

function subscribe(listener: () => void) {
  const off = subscribeAuth(listener)
  window.addEventListener('storage', listener) // another tab signed in or out
  return () => {
    off()
    window.removeEventListener('storage', listener)
  }
}

// A string snapshot, so React sees a change only when storage really changed.
const snapshot = () => `${getToken() ?? ''}\n${readStorage(STORAGE_KEYS.user) ?? ''}`

/**
 * The signed-in state from browser storage (spec: the token's presence means signed in).
 * `ready` is false while the page is the server's HTML, which is the same for everyone.
 */
export function useSignedIn(): { ready: boolean; token: string | null; user: StoredUser | null } {
  const snap = useSyncExternalStore(subscribe, snapshot, () => null)
  return useMemo(() => {
    if (snap === null) return { ready: false, token: null, user: null }
    const [token, raw] = [snap.slice(0, snap.indexOf('\n')), snap.slice(snap.indexOf('\n') + 1)]
    let user: StoredUser | null = null
    try {
      const value = raw ? (JSON.parse(raw) as StoredUser) : null
      if (typeof value?.name === 'string' && typeof value?.email === 'string') user = value
    } catch {
      user = null
    }
    return { ready: true, token: token || null, user: token ? user : null }
  }, [snap])
}
