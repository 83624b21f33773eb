// /help-now: "I think I've been scammed". A GET form (works without JavaScript) whose
// answer is rendered on the server: the ordered steps for what happened, for the visitor's country
// (both when none is chosen), then a person one tap away. Printing leaves only the steps.
// In Spanish at /es/help-now: interface words are messages (messages/helpnow), the words of the steps
// and choices come from content/es/help-now*.json, put on content/help-now.ts's ids, numbers and
// rules, and the note handed to the chat or the call-back form is in the page's language.
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '#app/components/Icon'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { OnThePhoneLink } from '#app/features/pause/OnThePhoneLink'
import { SendPlanToContact } from '#app/features/trusted-contact/SendPlanToContact'
import { apiFetch } from '#app/lib/api'
import { CALLBACK_FORM_HREF, startCallback } from '#app/lib/callback-bridge'
import { chatLoadingMessage } from '#app/lib/chat-bridge'
import { applyCountryGuess, printDate } from '#app/lib/help-now-browser'
import { words as wordsEs } from '#content/es/help-now'
import { words as wordsFr } from '#content/fr/help-now'
import {
  type Contact,
  type CountryPlan,
  type HelpNowSearch,
  type HelpNowWords,
  planFor,
  situationNote,
  situationsOf,
  words as wordsEn,
} from '#content/help-now'
import { colon } from '#content/locales'
import { site } from '#content/site'
import { currentLocale, LOCALE_HOME_COUNTRY, LOCALE_TAGS, localizeHref, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { parseHelpNowSearch } from '#shared/schemas/search'
import { openChatWith } from './chat-handoff'

/** Set by "Show my steps" until the answer it asked for has taken the focus (below). */
let answerWanted = false

export function HelpNowPage({ search }: { search: HelpNowSearch }) {
  const words = pick({ en: wordsEn, es: wordsEs, fr: wordsFr })
  const happened = situationsOf(search)
  const plans = happened.length > 0 ? planFor(search.country, happened, words) : []
  const note = situationNote(search.country, happened, words)
  const asked = search.country !== undefined && happened.length === 0
  const resultsRef = useRef<HTMLHeadingElement>(null)

  // After "Show my steps" (without a page load), the answer's heading takes focus, so it is read out.
  // The wish is kept outside the component: on a slow phone the router may draw the page afresh between
  // the press and the answer, and a new instance must still honour it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer changes
  useEffect(() => {
    if (!answerWanted) return
    const target = resultsRef.current ?? document.querySelector<HTMLElement>('.help-form [role="alert"]')
    if (!target) return
    answerWanted = false
    // The reader stays on the answer (decision 152): its heading goes just under the fixed header,
    // so the first steps are on screen, not the page's introduction again.
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0
    window.scrollTo({ top: Math.max(0, target.getBoundingClientRect().top + window.scrollY - header - 12), behavior: 'instant' })
    target.focus({ preventScroll: true })
  }, [search.country, search.s])

  return (
    <div className="help-now" data-help-now-island="">
      <section className="bg-surface border-b border-line">
        <div className="container py-8 md:py-12">
          <h1 className="text-3xl md:text-4xl m-0">{m.helpnow_h1()}</h1>
          <p className="mt-4 mb-0 text-lg max-w-3xl text-ink">{m.helpnow_intro()}</p>
          <p className="help-danger mt-4 mb-0 max-w-3xl rounded-lg border-2 border-danger bg-white px-4 py-3 text-lg font-semibold text-danger">
            {m.helpnow_danger_lead()} <a href="tel:911">911</a>.
          </p>
          <OnThePhoneLink />
        </div>
      </section>

      <div className="container py-8">
        <div className="grid gap-8 max-w-[52rem]">
          {plans.length === 0 ? <FirstActions words={words} /> : null}
          {plans.length > 0 ? (
            // A signed-in holder's trusted-contact box needs the app at once (decision 372).
            <section aria-labelledby="help-steps-title" className="help-results grid gap-6" data-app-at-load="signed-in">
              <PrintHeading />
              <div className="flex flex-wrap items-center gap-3">
                <h2 id="help-steps-title" ref={resultsRef} tabIndex={-1} className="m-0 text-2xl md:text-3xl mr-auto">
                  {m.helpnow_steps_title()}
                </h2>
                <PrintButton />
              </div>
              <p className="m-0">
                {m.helpnow_you_told_us({
                  list: words.situations
                    .filter((s) => happened.includes(s.value))
                    .map((s) => s.short)
                    .join('; '),
                })}
              </p>
              {/* N2: the trusted contact is asked right under the steps' heading, not after every step. */}
              <SendPlanToContact search={search} />
              {plans.map((plan) => (
                <PlanSteps key={plan.country} plan={plan} titled={plans.length > 1} />
              ))}
              <p className="print-only m-0">{m.helpnow_print_help({ company: site.company, phone: site.phone })}</p>
              <div className="print-only help-print-notes">
                <p className="m-0 font-semibold">{m.helpnow_print_notes()}</p>
              </div>
              <p className="no-print m-0 text-lg">
                <a href={localizeHref('/official-contacts', currentLocale())}>{m.directory_helpnow_link()}</a>
              </p>
              <PersonBox note={note} />
              <p className="no-print m-0 text-lg">
                <a href={localizeHref('/report-it-once', currentLocale())} className="font-semibold">
                  {m.report_link()}
                </a>
                {colon(currentLocale())} {m.report_link_lead()}
              </p>
            </section>
          ) : null}

          <HelpNowForm
            words={words}
            search={search}
            asked={asked}
            again={plans.length > 0}
            onSubmitted={() => {
              answerWanted = true
            }}
          />

          {plans.length === 0 ? <PersonBox note={note} /> : null}
        </div>
      </div>
    </div>
  )
}

/**
 * Before the questions (decision 152): the first action for the kinds of scam where minutes count,
 * each the plan's own step for it, and the phone. Someone in a panic acts before filling in a form.
 */
const FIRST_ACTIONS = [
  ['on-the-line', 'hang-up'],
  ['gift-card', 'gift-card-brand'],
  ['wire', 'bank'],
  ['card', 'card-issuer'],
  ['remote', 'disconnect'],
] as const

/** The FTC's gift card page, which lists how to reach the gift card companies (a public source). */
const FTC_GIFT_CARDS = { url: 'https://www.ftc.gov/giftcards', site: 'ftc.gov/giftcards' }

function FirstActions({ words }: { words: HelpNowWords }) {
  return (
    <Section
      id="help-first-title"
      title={m.helpnow_first_title()}
      size="2xl"
      className="help-first no-print rounded-xl border-2 border-danger bg-white p-5"
    >
      <p className="mt-2 mb-3">{m.helpnow_first_lead()}</p>
      <ul className="m-0 p-0 list-none grid gap-3">
        {FIRST_ACTIONS.map(([situation, step]) => (
          <li key={situation} className="rounded-lg bg-surface p-3" data-first-action={situation}>
            <strong className="block text-navy">
              {words.situations.find((s) => s.value === situation)?.label}
              {colon(currentLocale())}
            </strong>{' '}
            {words.steps[step].title}
            {situation === 'gift-card' ? (
              <span className="block mt-1">
                {m.helpnow_first_giftcard_more()}{' '}
                <a href={FTC_GIFT_CARDS.url} className="font-bold" rel="noopener noreferrer" target="_blank">
                  {FTC_GIFT_CARDS.site}
                  <span className="visually-hidden"> {m.helpnow_new_tab()}</span>
                </a>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <PhoneLink className="btn-gold text-lg max-sm:w-full flex-wrap" icon={22} label={m.helpnow_call_us()} nowrapNumber />
      </div>
    </Section>
  )
}

/** The printout's first lines (decision 152): whose plan it is, the date it was printed. */
function PrintHeading() {
  const tag = LOCALE_TAGS[currentLocale()]
  const [date, setDate] = useState('')
  useEffect(() => setDate(printDate(tag)), [tag])
  // The date is the browser's: the page's island writes it before the app runs (the text React finds then).
  const [before, after] = m.helpnow_print_date({ date: '\u0000' }).split('\u0000')
  return (
    <div className="print-only help-print-heading">
      <p className="m-0 text-2xl font-bold">
        {m.helpnow_print_heading()} · {site.company}
      </p>
      <p className="m-0 mt-2">
        {m.helpnow_print_name()} <span className="help-print-line" />{' '}
        <span data-print-date={tag} hidden={!date}>
          {before}
          <span suppressHydrationWarning>{date}</span>
          {after}
        </span>
      </p>
    </div>
  )
}

function PlanSteps({ plan, titled }: { plan: CountryPlan; titled: boolean }) {
  const id = `help-plan-${plan.country}`
  return (
    <section aria-labelledby={titled ? id : undefined} className="help-plan">
      {titled ? (
        <h3 id={id} className="m-0 mb-3 text-xl md:text-2xl">
          {plan.heading}
        </h3>
      ) : (
        <p className="m-0 mb-3 font-semibold text-navy">
          {plan.heading}
          {colon(currentLocale())}
        </p>
      )}
      <ol className="help-steps m-0 p-0 list-none grid gap-3">
        {plan.steps.map((step, i) => (
          <li key={step.id} className="help-step flex gap-3 rounded-xl border border-line bg-white p-4">
            <span
              aria-hidden="true"
              className="help-step-number shrink-0 grid place-items-center size-9 rounded-full bg-navy text-white font-bold"
            >
              {i + 1}
            </span>
            <div className="min-w-0">
              <p className="m-0">
                <strong>{step.title}</strong> {step.text}
              </p>
              {step.contacts?.length ? (
                <ul className="m-0 mt-2 p-0 list-none grid gap-1">
                  {step.contacts.map((contact) => (
                    <ContactLine key={contact.name} contact={contact} />
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

function ContactLine({ contact }: { contact: Contact }) {
  return (
    <li className="help-contact">
      <span className="text-muted">
        {contact.name}
        {colon(currentLocale())}{' '}
      </span>
      {contact.phone && contact.tel ? (
        <a href={contact.tel} className="font-bold whitespace-nowrap">
          {contact.phone}
        </a>
      ) : null}
      {contact.phone && contact.site ? <span className="text-muted"> {m.helpnow_or()} </span> : null}
      {contact.site && contact.url ? (
        <a href={contact.url} className="font-bold [overflow-wrap:anywhere]" rel="noopener noreferrer" target="_blank">
          {contact.site}
          <span className="visually-hidden"> {m.helpnow_new_tab()}</span>
        </a>
      ) : null}
    </li>
  )
}

/** Hidden without scripts; before the app runs, the page's island shows and answers it (app/islands/help-now-island.ts). */
function PrintButton() {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return (
    <button type="button" className="btn-secondary no-print" data-print="" hidden={!ready} onClick={() => window.print()}>
      {m.helpnow_print()}
    </button>
  )
}

/** Call us now, Chat now and Call me back, with what the visitor chose attached. */
function PersonBox({ note }: { note: string }) {
  const [message, setMessage] = useState('')
  return (
    <Section
      id="help-person-title"
      title={m.helpnow_person_title()}
      size="2xl"
      className="help-person no-print rounded-xl border-2 border-navy bg-white p-5"
    >
      <p className="mt-2 mb-4">{m.helpnow_person_text({ company: site.company })}</p>
      <div className="flex flex-wrap gap-3">
        <PhoneLink className="btn-gold text-lg max-sm:w-full flex-wrap" icon={22} label={m.helpnow_call_us()} nowrapNumber />
        <a
          href={localizeHref('/live-support', currentLocale())}
          className="btn-primary text-lg max-sm:w-full"
          // Hand-offs carry the note, which only the app attaches: a tap before it runs is held and
          // replayed (decision 220); without scripts they are plain links.
          data-needs-app=""
          onClick={(e) => {
            e.preventDefault()
            setMessage('')
            if (!openChatWith({ kind: 'help-now', label: m.helpnow_chat_label(), text: note })) {
              requestAnimationFrame(() => setMessage(chatLoadingMessage()))
            }
          }}
        >
          <Icon name="chat" size={22} /> {m.helpnow_chat()}
        </a>
        <a
          href={localizeHref(CALLBACK_FORM_HREF, currentLocale())}
          className="btn-secondary text-lg text-center max-sm:w-full"
          data-needs-app=""
          onClick={(e) => {
            e.preventDefault()
            startCallback(note)
          }}
        >
          {m.helpnow_callback()}
        </a>
      </div>
      <p role="status" className="m-0 mt-3 empty:hidden">
        {message}
      </p>
    </Section>
  )
}

/** One large, bordered choice of the form (a country or a situation); the whole box is the target. */
function Choice(props: { type: 'radio' | 'checkbox'; name: string; value: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-3 min-h-12 rounded-lg border-2 border-line bg-white px-4 py-2 cursor-pointer has-[:checked]:border-navy has-[:checked]:bg-surface">
      <input
        type={props.type}
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        className="size-5 shrink-0 accent-[#0b3a6e]"
      />
      {props.label}
    </label>
  )
}

function HelpNowForm({
  words,
  search,
  asked,
  again,
  onSubmitted,
}: {
  words: HelpNowWords
  search: HelpNowSearch
  asked: boolean
  again: boolean
  onSubmitted: () => void
}) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const formRef = useRef<HTMLFormElement>(null)
  const [guess, setGuess] = useState<string | null>(null)
  const navigate = useNavigate()
  const chosen = situationsOf(search)

  // With JavaScript the same GET happens without a page load, straight to the canonical address.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onSubmitted()
    navigate({ to: '/help-now', search: parseHelpNowSearch({ country: data.get('country') ?? undefined, s: data.getAll('s') }) })
  }

  // The page's own readers' country first (Canada on the French page, shared/i18n.ts LOCALE_HOME_COUNTRY).
  const homeCountryFirst = <T extends { value: string }>(list: readonly T[]): readonly T[] => {
    const home = LOCALE_HOME_COUNTRY[currentLocale()]
    return home ? [...list.filter((k) => k.value === home), ...list.filter((k) => k.value !== home)] : list
  }

  // The page is cached HTML, the same for everyone: the country is guessed afterwards, in the browser,
  // and only when the visitor has not chosen one (decision 060): by the island before the app runs
  // (app/islands/help-country.ts, which marks the form `data-guessed`), by the app after a navigation.
  useEffect(() => {
    if (search.country) return
    let live = true
    const adopt = () => {
      const guessed = formRef.current?.dataset.guessed
      if (guessed) setGuess(guessed)
      return Boolean(guessed)
    }
    if (adopt()) return
    apiFetch<{ country: string | null }>('/api/help-now/country')
      .then((answer) => {
        const form = formRef.current
        const value = answer.ok ? answer.data.country?.toLowerCase() : undefined
        if (!live || !form || adopt() || !value) return
        if (applyCountryGuess(form, value)) setGuess(value)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [search.country])

  return (
    <form
      ref={formRef}
      data-country-guess={search.country ? undefined : ''}
      method="get"
      action={localizeHref('/help-now', currentLocale())}
      onSubmit={onSubmit}
      className="help-form no-print grid gap-6"
      aria-labelledby={`hf-title${uid}`}
    >
      <h2 id={`hf-title${uid}`} className="m-0 text-2xl">
        {again ? m.helpnow_form_again() : m.helpnow_form_title()}
      </h2>
      {asked ? (
        <p role="alert" className="m-0 rounded-lg border-2 border-danger bg-white p-4 font-semibold text-danger">
          {m.helpnow_choose_one({ phone: site.phone })}
        </p>
      ) : null}
      <fieldset className="m-0 p-0 border-0 grid gap-2">
        <legend className="p-0 mb-2 text-xl font-semibold text-navy">{m.helpnow_where()}</legend>
        {/* Every country's line, hidden until it is the guess (the island shows it before the app runs). */}
        {search.country
          ? null
          : words.countries.map((k) => (
              <p key={k.value} className="m-0 text-muted" data-guessed-line={k.value} hidden={guess !== k.value}>
                {m.helpnow_guessed({ country: k.label })}
              </p>
            ))}
        <div className="flex flex-wrap gap-3">
          {homeCountryFirst(words.countries).map((k) => (
            <Choice key={k.value} type="radio" name="country" value={k.value} label={k.label} checked={search.country === k.value} />
          ))}
        </div>
        <p className="m-0 text-muted">{m.helpnow_elsewhere()}</p>
      </fieldset>
      <fieldset className="m-0 p-0 border-0 grid gap-2">
        <legend className="p-0 mb-2 text-xl font-semibold text-navy">{m.helpnow_what()}</legend>
        <div className="grid gap-2">
          {words.situations.map((s) => (
            <Choice key={s.value} type="checkbox" name="s" value={s.value} label={s.label} checked={chosen.includes(s.value)} />
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" className="btn-primary text-lg">
          {m.helpnow_submit()}
        </button>
      </div>
    </form>
  )
}
