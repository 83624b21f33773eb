// A message carried to the next page (e.g. the welcome after login, shown on /home), once.
// sessionStorage: it belongs to this tab only and is gone when the tab closes.

const KEY = 'flash'

/** How a message reads: the Alert component draws each tone with its own colour, icon and label. */
export type AlertTone = 'error' | 'success' | 'info'

export interface Flash {
  text: string
  tone: AlertTone
}

export function setFlash(text: string, tone: AlertTone = 'success'): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ text, tone }))
  } catch {
    // storage disabled: the next page simply shows no message
  }
}

export function takeFlash(): Flash | null {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    window.sessionStorage.removeItem(KEY)
    const value = raw ? (JSON.parse(raw) as Flash) : null
    return typeof value?.text === 'string' ? { text: value.text, tone: value.tone ?? 'success' } : null
  } catch {
    return null
  }
}
