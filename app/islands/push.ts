// "Get alerts on this device" (decision 102): browser push notifications for new scam alerts, as an
// island of its own in plain DOM code, loaded by the small client entry in idle time on the pages that
// carry its place (`[data-push-island]`, PushSlot: `/`, `/alerts`, every alert). Shown only where the
// Push API exists; the browser's permission question comes only after the button is pressed. Its
// words come from its place's `data-msg-*` attributes (the server's, in the page's language), the
// service worker's address from `data-sw-url` (public/sw.js reads `lang` for the notification's
// words). The page's app never renders into the place, so it never starts for this button.
import { apiFetch } from '#app/lib/api-fetch'
import { ISLANDS } from './declare'

type State = 'off' | 'working' | 'on' | 'blocked' | { error: string }

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/')
  return (await reg?.pushManager.getSubscription()) ?? null
}

/** The VAPID key as bytes: every browser takes these (not all take the base64url string). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))
  const out = new Uint8Array(new ArrayBuffer(bin.length))
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
  return out
}

function mountPlace(place: HTMLElement, index: number): void {
  const words = place.dataset
  const button = document.createElement('button')
  button.type = 'button'
  const status = document.createElement('p')
  status.id = `push-status-${index}`
  status.setAttribute('role', 'status')
  status.className = 'mt-2 mb-0 text-base'
  button.setAttribute('aria-describedby', status.id)

  let state: State = 'off'
  const show = (next: State) => {
    state = next
    button.hidden = next === 'blocked'
    button.className = next === 'on' ? 'btn-secondary text-lg' : 'btn-primary text-lg'
    button.disabled = next === 'working'
    button.textContent = (next === 'on' ? words.msgOff : next === 'working' ? words.msgWait : words.msgOn) ?? ''
    status.textContent =
      (next === 'on'
        ? words.msgStatusOn
        : next === 'blocked'
          ? words.msgStatusBlocked
          : typeof next === 'object'
            ? next.error
            : words.msgStatusOff) ?? ''
  }

  async function turnOn() {
    show('working')
    try {
      const key = await apiFetch<{ publicKey: string }>('/api/push/key')
      const publicKey = typeof key.data.publicKey === 'string' ? key.data.publicKey : ''
      if (!key.ok || !publicKey) return show({ error: key.data.msg ?? words.msgUnavailable ?? '' })
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') return show(permission === 'denied' ? 'blocked' : 'off')
      await navigator.serviceWorker.register(words.swUrl ?? '/sw.js', { scope: '/' })
      const reg = await navigator.serviceWorker.ready
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
      const saved = await apiFetch('/api/push/subscribe', { body: sub.toJSON() })
      if (!saved.ok) {
        await sub.unsubscribe().catch(() => undefined)
        return show({ error: saved.data.msg ?? words.msgFailedOn ?? '' })
      }
      show('on')
    } catch {
      show({ error: words.msgFailedOnEmail ?? '' })
    }
  }

  async function turnOff() {
    show('working')
    try {
      const sub = await currentSubscription()
      if (sub) {
        await apiFetch('/api/push/unsubscribe', { body: { endpoint: sub.endpoint } })
        await sub.unsubscribe()
      }
      show('off')
    } catch {
      show({ error: words.msgFailedOff ?? '' })
    }
  }

  button.addEventListener('click', () => void (state === 'on' ? turnOff() : turnOn()))
  const start = (initial: State) => {
    show(initial)
    place.replaceChildren(button, status)
  }
  if (Notification.permission === 'denied') {
    start('blocked')
    return
  }
  currentSubscription()
    .then((sub) => start(sub ? 'on' : 'off'))
    .catch(() => start('off'))
}

/** Renders the button in every push place on the page (once each). */
export function mount(): void {
  if (!supported()) return
  document.querySelectorAll<HTMLElement>(`${ISLANDS.push.markup}:empty`).forEach(mountPlace)
}
