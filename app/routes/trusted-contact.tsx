import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { LinkActionHero } from '#app/components/LinkActionHero'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { trustedContactSearch } from '#shared/schemas/search'

type Result = 'accepted' | 'stopped' | 'allowed' | 'invalid'

// The trusted contact's links (decision 160): /trusted-contact?accept=<token> from the invitation,
// /trusted-contact?stop=<token> from any mail. Opening the link changes nothing; the button POSTs
// (LinkActionHero, which also says what happens with no script).
export const Route = createFileRoute('/trusted-contact')({
  // Light (decision 372): the button starts the app (a press before it runs is held and replayed).
  staticData: { hydrate: 'controls' },
  validateSearch: trustedContactSearch,
  head: () =>
    pageHead({ title: m.trusted_page_title(), description: m.trusted_page_description(), path: '/trusted-contact', noindex: true }),
  component: TrustedContactPage,
})

function TrustedContactPage() {
  const search = Route.useSearch()
  const [result, setResult] = useState<Result | undefined>(search.result)
  const [said, setSaid] = useState<string | null>(null)
  // After accepting here: the contact's live page for "on a call" alerts, and whose it is.
  const [watch, setWatch] = useState<{ url: string; holder: string } | null>(null)
  const action = search.accept ? 'accept' : search.stop ? 'stop' : search.allow ? 'allow' : null
  const token = search.accept ?? search.stop ?? search.allow ?? ''

  const shown = result ?? (action ? undefined : 'invalid')
  if (shown) {
    const text = {
      accepted: () => ({ heading: m.trusted_page_accepted_heading(), lead: said ?? m.trusted_page_accepted_lead() }),
      stopped: () => ({ heading: m.trusted_page_stopped_heading(), lead: m.trusted_msg_stopped() }),
      allowed: () => ({ heading: m.trusted_page_allowed_heading(), lead: m.trusted_msg_allowed() }),
      invalid: () => ({ heading: m.trusted_page_invalid_heading(), lead: m.trusted_err_bad_link() }),
    }[shown]()
    return (
      <>
        <PageHero heading={text.heading} lead={text.lead} />
        {shown === 'accepted' ? <WatchPage watch={watch} /> : null}
        {shown === 'accepted' ? <WhatToDo /> : null}
      </>
    )
  }
  const words = {
    accept: () => [m.trusted_page_accept_heading(), m.trusted_page_accept_lead(), m.trusted_page_accept()],
    stop: () => [m.trusted_page_stop_heading(), m.trusted_page_stop_lead(), m.trusted_page_stop()],
    allow: () => [m.trusted_page_allow_heading(), m.trusted_page_allow_lead(), m.trusted_page_allow()],
  }[action ?? 'stop']()
  return (
    <>
      <LinkActionHero<Result>
        heading={words[0]}
        lead={words[1]}
        button={words[2]}
        busyButton={m.trusted_page_wait()}
        api={`/api/trusted-contact/${action}`}
        token={token}
        failed={() => m.trusted_page_failed({ phone: site.phone })}
        onDone={(done, msg, data) => {
          setResult(done)
          setSaid(msg)
          if (typeof data.watch === 'string') setWatch({ url: data.watch, holder: typeof data.holder === 'string' ? data.holder : '' })
        }}
      />
      {action === 'accept' ? <WhatToDo /> : null}
    </>
  )
}

/**
 * Where the holder's "on a call" alerts appear (docs/on-the-phone.md): the contact's live page, linked
 * once they accepted here. Accepted with no script (the form's 303), the link is not known here: the
 * page says it comes in every alert e-mail.
 */
function WatchPage({ watch }: { watch: { url: string; holder: string } | null }) {
  let href: string | null = null
  if (watch) {
    const url = new URL(watch.url, window.location.href)
    href = `${url.pathname}${url.search}`
  }
  return (
    <div className="container pt-8">
      <Section id="trusted-watch" title={m.trusted_page_watch_heading()} size="2xl" className="card max-w-3xl">
        {watch && href ? (
          <>
            <p className="mt-3 mb-4 text-lg">{m.trusted_page_watch_text({ holder: watch.holder })}</p>
            <a href={href} className="btn-primary text-lg" data-testid="trusted-watch-link">
              {m.trusted_page_watch_open({ holder: watch.holder })}
            </a>
          </>
        ) : (
          <p className="mt-3 mb-0 text-lg">{m.trusted_page_watch_nojs()}</p>
        )}
      </Section>
    </div>
  )
}

function WhatToDo() {
  return (
    <div className="container py-8">
      <Section id="trusted-learn" title={m.trusted_page_learn()} size="2xl" className="card max-w-3xl">
        <p className="mt-3 mb-4 text-lg">{m.trusted_page_learn_text({ phone: site.phone })}</p>
        <PhoneLink className="btn-gold text-lg" />
      </Section>
    </div>
  )
}
