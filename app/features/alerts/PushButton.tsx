import { useEffect, useId, useState } from 'react'
import { apiFetch } from '#app/lib/api'
import { currentLocale, isDefaultLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

type State =
  | { kind: 'hidden' }
  | { kind: 'off' }
  | { kind: 'working' }
  | { kind: 'on' }
  | { kind: 'blocked' }
  | { kind: 'error'; msg: string }

/**
 * The service worker, told the visitor's language in its address (public/sw.js reads `lang` and
 * shows the Spanish words of a notification). Registering from a page in the other language
 * replaces the script, so the latest choice wins; English keeps the plain address.
 */
const swUrl = () => {
  const locale = currentLocale()
  return isDefaultLocale(locale) ? '/sw.js' : `/sw.js?lang=${locale}`
}

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
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

async function postJson(url: `/api/${string}`, body: unknown): Promise<{ ok: boolean; msg?: string }> {
  const res = await apiFetch(url, { body })
  return { ok: res.ok, msg: res.data.msg }
}

/**
 * "Get alerts on this device": browser push notifications for new scam alerts. Shown only where the
 * Push API exists; the browser's permission question comes only after the button is pressed.
 */
export function PushButton({ className = '' }: { className?: string }) {
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'hidden' })

  useEffect(() => {
    if (!supported()) return
    if (Notification.permission === 'denied') {
      setState({ kind: 'blocked' })
      return
    }
    currentSubscription()
      .then((sub) => setState({ kind: sub ? 'on' : 'off' }))
      .catch(() => setState({ kind: 'off' }))
  }, [])

  async function turnOn() {
    setState({ kind: 'working' })
    try {
      const keyRes = await apiFetch<{ publicKey: string }>('/api/push/key')
      const key = keyRes.data
      if (!keyRes.ok || !key.publicKey) {
        setState({ kind: 'error', msg: key.msg ?? m.tools_alerts_push_unavailable() })
        return
      }
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setState(permission === 'denied' ? { kind: 'blocked' } : { kind: 'off' })
        return
      }
      await navigator.serviceWorker.register(swUrl(), { scope: '/' })
      const reg = await navigator.serviceWorker.ready
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.publicKey) })
      const saved = await postJson('/api/push/subscribe', sub.toJSON())
      if (!saved.ok) {
        await sub.unsubscribe().catch(() => undefined)
        setState({ kind: 'error', msg: saved.msg ?? m.tools_alerts_push_failed_on() })
        return
      }
      setState({ kind: 'on' })
    } catch {
      setState({ kind: 'error', msg: m.tools_alerts_push_failed_on_email() })
    }
  }

  async function turnOff() {
    setState({ kind: 'working' })
    try {
      const sub = await currentSubscription()
      if (sub) {
        await postJson('/api/push/unsubscribe', { endpoint: sub.endpoint })
        await sub.unsubscribe()
      }
      setState({ kind: 'off' })
    } catch {
      setState({ kind: 'error', msg: m.tools_alerts_push_failed_off() })
    }
  }

  if (state.kind === 'hidden') return null
  return (
    <div className={className}>
      {state.kind === 'on' ? (
        <button type="button" className="btn-secondary text-lg" onClick={turnOff} aria-describedby={`${id}-status`}>
          {m.tools_alerts_push_off()}
        </button>
      ) : state.kind === 'blocked' ? null : (
        <button
          type="button"
          className="btn-primary text-lg"
          onClick={turnOn}
          disabled={state.kind === 'working'}
          aria-describedby={`${id}-status`}
        >
          {state.kind === 'working' ? m.tools_alerts_push_wait() : m.tools_alerts_push_on()}
        </button>
      )}
      <p id={`${id}-status`} role="status" className="mt-2 mb-0 text-base">
        {state.kind === 'on'
          ? m.tools_alerts_push_status_on()
          : state.kind === 'blocked'
            ? m.tools_alerts_push_status_blocked()
            : state.kind === 'error'
              ? state.msg
              : m.tools_alerts_push_status_off()}
      </p>
    </div>
  )
}
