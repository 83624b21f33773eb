// The signed-in state lives in the browser (spec): the token's presence means signed in.
import { apiFetch } from '#app/lib/api'
import { readStorage, STORAGE_KEYS, writeStorage } from './storage'

export interface StoredUser {
  name: string
  email: string
  phone?: string | null
  lastLogin?: string | number | null
  role?: 'user' | 'expert'
}

const listeners = new Set<() => void>()

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function notify() {
  document.documentElement.toggleAttribute('data-auth', false)
  if (readStorage(STORAGE_KEYS.authToken)) document.documentElement.setAttribute('data-auth', 'in')
  for (const listener of listeners) listener()
}

export function getToken(): string | null {
  return readStorage(STORAGE_KEYS.authToken)
}

export function getStoredUser(): StoredUser | null {
  const raw = readStorage(STORAGE_KEYS.user)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as StoredUser
    return typeof value?.name === 'string' && typeof value?.email === 'string' ? value : null
  } catch {
    return null
  }
}

export function saveSignIn(token: string, user: StoredUser): void {
  writeStorage(STORAGE_KEYS.authToken, token)
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user))
  notify()
}

export function saveStoredUser(user: StoredUser): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user))
  notify()
}

export function clearSignIn(): void {
  writeStorage(STORAGE_KEYS.authToken, null)
  writeStorage(STORAGE_KEYS.user, null)
  notify()
}

/** Signs out: the server revokes the session (best effort), the browser forgets it either way. */
export async function signOut(): Promise<void> {
  const token = getToken()
  clearSignIn()
  if (!token) return
  // Never throws; offline, the token is still gone from this browser and the server session expires.
  await apiFetch('/api/auth/logout', { method: 'POST', token })
}
