// /AccountIn: "Scam alerts by e-mail" (issue 46, N3). Alerts are a choice, never a condition of the
// account: the section says whether this account's address gets them, with the change and stop pages
// (the same personal links as at the bottom of every alert), or how to sign up.
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { callAuthApi } from '#app/features/auth/api'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'

type Settings = { subscribed: false } | { subscribed: true; manage: string }

export function AlertSettings({ email }: { email: string }) {
  const [settings, setSettings] = useState<Settings | 'loading' | 'failed'>('loading')
  useEffect(() => {
    let live = true
    callAuthApi<Settings>('GET', '/alerts', undefined, { withToken: true })
      .then((res) => {
        if (!live) return
        const data = res.data
        if (res.ok && data.subscribed === true && typeof data.manage === 'string') setSettings({ subscribed: true, manage: data.manage })
        else if (res.ok && data.subscribed === false) setSettings({ subscribed: false })
        else setSettings('failed')
      })
      .catch(() => live && setSettings('failed'))
    return () => {
      live = false
    }
  }, [])

  return (
    <section className="card md:p-8" aria-labelledby="alerts-heading" data-testid="alert-settings">
      <h2 id="alerts-heading" className="m-0 text-2xl">
        {m.account_in_alerts_heading()}
      </h2>
      <div aria-live="polite">
        {settings === 'loading' ? <p className="mt-2 mb-0 text-muted">{m.account_in_alerts_loading()}</p> : null}
        {settings === 'failed' ? <p className="mt-2 mb-0">{m.account_in_alerts_failed({ phone: site.phone })}</p> : null}
        {typeof settings === 'object' && settings.subscribed ? (
          <>
            <p className="mt-2 mb-4 break-words">{m.account_in_alerts_on({ email })}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/newsletter/preferences" search={{ token: settings.manage }} className="btn-primary">
                {m.account_nl_manage_change()}
              </Link>
              <Link to="/newsletter/unsubscribe" search={{ token: settings.manage }} className="btn-secondary">
                {m.account_nl_manage_stop()}
              </Link>
            </div>
          </>
        ) : null}
        {typeof settings === 'object' && !settings.subscribed ? (
          <>
            <p className="mt-2 mb-4">{m.account_in_alerts_off()}</p>
            <Link to="/" hash="newsletter-heading" className="btn-secondary">
              {m.account_in_alerts_sign_up()}
            </Link>
          </>
        ) : null}
      </div>
    </section>
  )
}
