import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Expandable } from '#app/components/Expandable'
import { Icon, type IconName } from '#app/components/Icon'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { chatLoadingMessage, openChat } from '#app/lib/chat-bridge'
import { pageHead } from '#app/lib/seo'
import * as contentEs from '#content/es/live-support'
import * as contentFr from '#content/fr/live-support'
import type { LiveCard } from '#content/live-support'
import * as contentEn from '#content/live-support'
import { fillTokens } from '#content/site'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/live-support')({
  head: () =>
    pageHead({
      title: m.services_live_title(),
      description: m.services_live_description(),
      path: '/live-support',
    }),
  component: LiveSupportPage,
})

const ICONS: Record<LiveCard['id'], IconName> = { chat: 'chat', phone: 'phone', email: 'mail' }

function LiveSupportPage() {
  const { brandClaims, brandSection, closingNote, emergencyHelp, liveCards, liveHero } = pick({
    en: contentEn,
    es: contentEs,
    fr: contentFr,
  })
  return (
    <>
      <PageHero heading={liveHero.heading} lead={fillTokens(liveHero.lead)}>
        <PhoneLink className="btn-primary text-lg" icon={22} label={m.shell_call()} />
        <a href="#emergency-help" className="btn-secondary">
          {m.services_live_scammed_now()}
        </a>
      </PageHero>

      <Section id="live-ways-title" title={m.services_live_ways()} className="container py-12">
        <ul className="mt-8 p-0 list-none grid gap-5 md:grid-cols-3">
          {liveCards.map((card) => (
            <li key={card.id} className="card flex flex-col" data-card={card.id}>
              <span className="text-blue">
                <Icon name={ICONS[card.id]} size={40} />
              </span>
              <h3 className="mt-3 mb-0 text-xl">{card.title}</h3>
              <p className="mt-2 mb-5 flex-1">{fillTokens(card.text)}</p>
              {card.id === 'chat' ? (
                <ChatAction label={card.action} />
              ) : (
                <Link to="/contact" className="btn-primary self-start">
                  {card.action}
                  <span className="visually-hidden"> ({card.title})</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <div className="bg-surface border-y border-line">
        <div className="container py-12">
          <Expandable
            id="emergency-help"
            title={emergencyHelp.heading}
            summary={fillTokens(emergencyHelp.intro)}
            expandLabel={emergencyHelp.buttonLabel}
            hideLabel={m.services_live_hide_emergency()}
            nameButtonAfterTitle={false}
            buttonClassName="btn bg-danger text-white hover:bg-[#8f1c13] text-lg"
            className="card border-danger border-2"
            panelClassName="mt-6"
          >
            <ol className="m-0 p-0 list-none grid gap-4">
              {emergencyHelp.steps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex items-center justify-center w-10 h-10 rounded-full bg-danger text-white font-bold shrink-0"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="m-0 text-xl">{fillTokens(step.title)}</h3>
                    <p className="mt-1 mb-0">{fillTokens(step.text)}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-6 mb-0">
              <PhoneLink className="btn-primary text-lg" icon={22} label={m.services_call_us_now()} />
            </p>
          </Expandable>
        </div>
      </div>

      <Section id="brand-title" title={fillTokens(brandSection.heading)} className="container py-12">
        <p className="mt-4 mb-0 text-lg max-w-3xl">{fillTokens(brandSection.text)}</p>
        <ul className="mt-6 p-0 list-none flex flex-wrap gap-3">
          {brandClaims.map((claim) => (
            <li key={claim} className="rounded-full bg-surface border border-line px-4 py-2 font-semibold text-navy">
              {claim}
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="closing-note-title" className="bg-navy text-white">
        <div className="container py-12">
          <h2 id="closing-note-title" className="m-0 text-3xl text-white">
            {fillTokens(closingNote.heading)}
          </h2>
          <p className="mt-4 mb-0 text-lg max-w-3xl">{fillTokens(closingNote.text)}</p>
        </div>
      </section>
    </>
  )
}

/**
 * Live Chat opens the site's chat widget through the chat bridge. If the widget is not connected yet,
 * the spec's message appears in a polite live region beside the button (not a browser alert box).
 */
function ChatAction({ label }: { label: string }) {
  const [message, setMessage] = useState('')
  return (
    <div>
      <button
        type="button"
        className="btn-primary"
        onClick={() => {
          // Clear first, so pressing again re-announces the message.
          setMessage('')
          if (!openChat()) requestAnimationFrame(() => setMessage(chatLoadingMessage()))
        }}
      >
        {label}
      </button>
      <p role="status" className="chat-status mt-3 mb-0 font-semibold text-navy min-h-[1.6em]">
        {message}
      </p>
    </div>
  )
}
