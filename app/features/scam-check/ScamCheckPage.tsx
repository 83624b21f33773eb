import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { PageHero } from '#app/components/PageHero'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'
import { OnThePhoneLink } from '#app/features/pause/OnThePhoneLink'
import { WasThisRight } from '#app/features/report/WasThisRight'
import { AskTrustedContact } from '#app/features/trusted-contact/AskTrustedContact'
import { apiFetch, FALLBACK_MESSAGES } from '#app/lib/api'
import { chatLoadingMessage } from '#app/lib/chat-bridge'
import { colon } from '#content/locales'
import { reportRoutes } from '#content/report-routes'
import { currentLocale, LOCALE_TAGS, type Locale, localizeHref, toLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { askCallback, askExpert } from './handoff'
import { PictureInput } from './picture/PictureInput'
import type { ScamCheckAnswer, ScamCheckOutcome } from './types'

const MAX_LENGTH = 10_000

/**
 * Words around the answer, in the language of the answer: a Spanish page always gets Spanish, and a
 * Spanish message pasted on an English page gets a Spanish answer (worker/scam-check/check.ts).
 */
function answerWords(lang: Locale) {
  const o = { locale: lang }
  // The page for people who were scammed is in the page's language; an English page that answers in
  // Spanish links to the English page and says so.
  const scammed = lang !== currentLocale() ? m.tools_scam_scammed_english({}, o) : m.tools_scam_scammed({}, o)
  return {
    answerHeading: m.tools_scam_answer_heading({}, o),
    signsHeading: m.tools_scam_signs_heading({}, o),
    why: m.tools_scam_why({}, o),
    quote: m.tools_scam_quote({}, o),
    nextHeading: m.tools_scam_next_heading({}, o),
    reportHeading: m.tools_scam_report_heading({}, o),
    reportUs: m.tools_scam_report_us({}, o),
    reportUsHref: m.tools_scam_report_us_href({}, o),
    reportCa: m.tools_scam_report_ca({}, o),
    scammed,
    personHeading: m.tools_scam_person_heading({}, o),
    personLead: m.tools_scam_person_lead({}, o),
    askExpert: m.tools_scam_ask_expert({}, o),
    askCall: m.tools_scam_ask_call({}, o),
    again: m.tools_scam_again({}, o),
  }
}

/**
 * Where the page opens after the form is posted without the app (no JavaScript, or a press before
 * the app runs): the form's action ends in this fragment, so the browser scrolls the answer (or the
 * problem with the message) into view instead of showing the top of the page again.
 */
const RESULT_ID = 'scam-result'

const VERDICT_STYLE: Record<ScamCheckAnswer['verdict'], { box: string; mark: string }> = {
  'likely-scam': { box: 'border-danger bg-[#fdeceb]', mark: '!' },
  suspicious: { box: 'border-goldDark bg-[#fff6dd]', mark: '?' },
  'no-signs': { box: 'border-blue bg-surface', mark: 'i' },
}

export function ScamCheckPage({ initial }: { initial: ScamCheckOutcome | null }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const textId = `scam-text${uid}`
  const hintId = `scam-hint${uid}`
  const problemId = `scam-problem${uid}`
  const [text, setText] = useState(initial?.text ?? '')
  const [checkedText, setCheckedText] = useState(initial?.text ?? '')
  const [answer, setAnswer] = useState<ScamCheckAnswer | null>(initial?.answer ?? null)
  const [problem, setProblem] = useState<string | null>(initial?.problem ?? null)
  const [checking, setChecking] = useState(false)
  const [round, setRound] = useState(0)
  const answerRef = useRef<HTMLElement>(null)
  const boxRef = useRef<HTMLTextAreaElement>(null)
  // A press the server answers lands on RESULT_ID: the answer, or the box when the message has a problem.
  // The browser moves the focus to the fragment's element, and clears it when that element cannot take
  // it: the problem's own paragraph took the focus away from the box the entry had just put it in.
  const boxId = problem && !answer ? RESULT_ID : textId

  // The page's scripts load at the visitor's first action (app/client.tsx), so a message can be
  // pasted before React is ready. React keeps what is in the box when it hydrates but not in its
  // state: take it from the box, or the next render would empty it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const typed = boxRef.current?.value
    if (typed !== undefined && typed !== text) setText(typed)
  }, [])

  // A new answer gets focus, so it is read out, and its top (the verdict and "Do this now") is
  // brought under the header: focus alone may centre a section taller than the window, leaving the
  // verdict above it.
  useEffect(() => {
    if (round === 0) return
    answerRef.current?.focus({ preventScroll: true })
    answerRef.current?.scrollIntoView({ block: 'start' })
  }, [round])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The box, not the state: a press held until hydration (app/client.tsx) is replayed before the
    // effect above has re-rendered.
    await check(boxRef.current?.value ?? text)
  }

  /** Words read from a picture go in the box (to be corrected if misread) and are checked like typed ones. */
  function onPictureRead(words: string) {
    setText(words)
    if (boxRef.current) boxRef.current.value = words
    void check(words)
  }

  function onPictureStart() {
    setAnswer(null)
    setProblem(null)
  }

  async function check(message: string) {
    if (checking) return
    if (message.trim() === '') {
      setProblem(m.tools_scam_empty())
      setAnswer(null)
      boxRef.current?.focus()
      return
    }
    setChecking(true)
    setProblem(null)
    const res = await apiFetch<ScamCheckAnswer>('/api/scam-check', { body: { text: message } })
    setChecking(false)
    if (res.status === 0) {
      setAnswer(null)
      setProblem(FALLBACK_MESSAGES.scamCheckOffline)
      return
    }
    if (!res.ok || !res.data.verdict) {
      setAnswer(null)
      setProblem(res.data.msg ?? FALLBACK_MESSAGES.scamCheck)
      boxRef.current?.focus()
      return
    }
    setAnswer(res.data as ScamCheckAnswer)
    setCheckedText(message)
    setRound((r) => r + 1)
  }

  function checkAnother() {
    setText('')
    setAnswer(null)
    setProblem(null)
    boxRef.current?.focus()
  }

  return (
    <>
      <PageHero heading={m.tools_scam_heading()} lead={m.tools_scam_lead()} />
      <div className="container py-8 grid gap-8 grid-cols-[minmax(0,1fr)] max-w-4xl">
        <Section id="scam-form-title" title={m.tools_scam_form_title()} size="2xl" className="card border-2 border-navy">
          {/* Without JavaScript the form posts to this page and the server answers with the result; so
              does a press before the app runs (data-native-submit, app/client.tsx). */}
          <form
            method="post"
            action={`${localizeHref('/scam-check', currentLocale())}#${RESULT_ID}`}
            onSubmit={onSubmit}
            noValidate
            data-native-submit=""
            className="mt-4 grid gap-3"
          >
            <label htmlFor={boxId} className="text-xl font-semibold">
              {m.tools_scam_label()}
            </label>
            <p id={hintId} className="m-0 text-lg">
              {m.tools_scam_hint()}
            </p>
            <textarea
              id={boxId}
              ref={boxRef}
              name="text"
              rows={8}
              maxLength={MAX_LENGTH}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
              aria-invalid={problem ? true : undefined}
              spellCheck={false}
              autoComplete="off"
              className={`w-full rounded-lg border-2 bg-white p-3 text-xl leading-relaxed text-ink ${problem ? 'border-danger' : 'border-muted'}`}
            />
            {problem ? (
              <p id={problemId} role="alert" className="m-0 rounded-lg border-2 border-danger bg-[#fdeceb] p-3 text-lg">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-4">
              <button
                type="submit"
                className="btn-primary text-xl px-8"
                disabled={checking}
                aria-disabled={checking}
                data-busy-label={m.tools_scam_checking()}
              >
                {checking ? m.tools_scam_checking() : m.tools_scam_check()}
              </button>
              <span className="text-base text-muted" aria-live="polite">
                {text.length > MAX_LENGTH * 0.9
                  ? m.tools_scam_count({
                      count: text.length.toLocaleString(LOCALE_TAGS[currentLocale()]),
                      max: MAX_LENGTH.toLocaleString(LOCALE_TAGS[currentLocale()]),
                    })
                  : ''}
              </span>
            </div>
          </form>
          <PictureInput onStart={onPictureStart} onRead={onPictureRead} />
        </Section>

        {answer ? <Answer answer={answer} text={checkedText} answerRef={answerRef} onAgain={checkAnother} /> : null}
        {answer ? <WasThisRight text={checkedText} verdict={answer.verdict} /> : null}

        <Section id="scam-limits-title" title={m.tools_scam_limits_title()} size="2xl" className="card bg-surface">
          <ul className="mt-3 mb-0 grid gap-2 text-lg pl-6">
            <li>{m.tools_scam_limit_automatic()}</li>
            <li>{m.tools_scam_limit_sender()}</li>
            <li>{m.tools_scam_limit_links()}</li>
            <li>{m.tools_scam_limit_new()}</li>
            <li>{m.tools_scam_limit_real()}</li>
            <li>{m.tools_scam_limit_langs()}</li>
          </ul>
          <p className="mt-4 mb-0 text-lg">
            {m.tools_scam_not_sure()} <PhoneLink className="font-bold" />
            {m.tools_scam_not_sure_end()}
          </p>
        </Section>
      </div>
    </>
  )
}

function Answer({
  answer,
  text,
  answerRef,
  onAgain,
}: {
  answer: ScamCheckAnswer
  text: string
  answerRef: React.RefObject<HTMLElement | null>
  onAgain: () => void
}) {
  const w = answerWords(toLocale(answer.lang))
  const locale = currentLocale()
  const style = VERDICT_STYLE[answer.verdict]
  const [chatNote, setChatNote] = useState<string | null>(null)

  function onAskExpert(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    setChatNote(askExpert(text, answer) ? null : chatLoadingMessage())
  }

  function onAgainClick(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    onAgain()
  }

  function onAskCall(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    askCallback(text, answer)
  }

  return (
    <section
      ref={answerRef}
      id={RESULT_ID}
      tabIndex={-1}
      aria-labelledby="scam-answer-title"
      lang={answer.lang}
      className="scam-answer grid gap-6 grid-cols-[minmax(0,1fr)] outline-none"
    >
      <div className={`rounded-xl border-4 p-5 ${style.box}`}>
        <h2 id="scam-answer-title" className="m-0 text-xl font-semibold">
          {w.answerHeading}
        </h2>
        {/* The verdict goes under its mark when a word would not fit beside it (the largest text on a phone):
            never split inside a word. */}
        <p className="mt-2 mb-0 flex flex-wrap items-center gap-3 text-[min(1.35rem,8vw)] leading-tight sm:text-3xl md:text-4xl font-bold text-ink">
          <span
            aria-hidden="true"
            className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-ink text-white text-2xl"
          >
            {style.mark}
          </span>
          <span data-verdict={answer.verdict} className="min-w-0 flex-[1_1_11rem] [overflow-wrap:break-word]">
            {answer.verdictText}
          </span>
        </p>
        {answer.verdict === 'no-signs' ? (
          <p className="mt-3 mb-0 text-lg">{answer.advice[0]}</p>
        ) : answer.advice[0] ? (
          // The answer first (decision 152): the one step to take now, before the signs that explain it.
          <p className="scam-do-now mt-4 mb-0 rounded-lg bg-white p-4 text-lg font-semibold text-ink">
            <span className="block text-base uppercase tracking-wide">{m.tools_scam_do_now({}, { locale: toLocale(answer.lang) })}</span>
            {answer.advice[0]}
          </p>
        ) : null}
      </div>

      {/* Right under "Do this now": the moment "ask my daughter before I pay" is for (decision 220). */}
      <AskTrustedContact text={text} />

      {answer.flags.length > 0 ? (
        <Section
          id="scam-signs-title"
          title={
            <>
              {w.signsHeading} ({answer.flags.length})
            </>
          }
          size="2xl"
          className="card"
        >
          <ol className="mt-4 mb-0 grid gap-5 pl-6">
            {answer.flags.map((flag) => (
              <li key={flag.id} className="text-lg">
                <h3 className="m-0 text-xl">{flag.title}</h3>
                <p className="mt-1 mb-0">
                  <strong>{w.why}</strong> {flag.detail}
                </p>
                {/* The model's general reason (decision 130) quotes nothing. */}
                {flag.excerpt ? (
                  <p className="mt-2 mb-0">
                    <strong>{w.quote}</strong>{' '}
                    <q
                      // The visitor's own words, in the message's language (the hidden-characters count is ours).
                      lang={flag.id === 'hidden-characters' ? undefined : (answer.messageLang ?? answer.lang)}
                      className="scam-quote rounded bg-surface px-1 [overflow-wrap:anywhere]"
                    >
                      <MarkedQuote text={flag.excerpt} marked={flag.marked} />
                    </q>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      <Section id="scam-next-title" title={w.nextHeading} size="2xl" className="card">
        <ul className="mt-4 mb-0 grid gap-3 pl-6 text-lg">
          {answer.advice.slice(1).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {/* Still on the call? The moment-of-pause page (docs/on-the-phone.md). */}
        <OnThePhoneLink />
        <h3 className="mt-6 mb-0 text-xl">{w.reportHeading}</h3>
        <ul className="mt-2 mb-0 grid gap-2 pl-6 text-lg">
          {/* Canada first on French answers (W9). */}
          {reportRoutes(toLocale(answer.lang)).map((route) =>
            route.country === 'us' ? (
              <li key="us">
                <a href={w.reportUsHref} rel="noopener noreferrer" target="_blank">
                  {w.reportUs}
                </a>
              </li>
            ) : (
              <li key="ca">
                <a href={route.href} rel="noopener noreferrer" target="_blank">
                  {w.reportCa}
                </a>{' '}
                · <a href="tel:+18884958501">1-888-495-8501</a>
              </li>
            ),
          )}
          <li>
            <a href={localizeHref('/official-contacts', locale)}>{m.directory_scam_answer_link()}</a>
          </li>
          <li>
            <a href={localizeHref('/help-now', locale)}>{w.scammed}</a>
          </li>
          <li>
            <a href={localizeHref('/report-it-once', locale)}>{m.report_link()}</a>
            {colon(locale)} {m.report_link_lead()}
          </li>
        </ul>
      </Section>

      <Section id="scam-person-title" title={w.personHeading} size="2xl" className="card border-2 border-navy">
        <p className="mt-2 mb-4 text-lg">{w.personLead}</p>
        <div className="flex flex-wrap gap-3">
          <a href={localizeHref('/live-support', locale)} className="btn-primary text-lg" onClick={onAskExpert} data-needs-app="">
            {w.askExpert}
          </a>
          {/* Real links without JavaScript; with it, the checked message goes along (data-needs-app: a tap
              on the server's answer starts the app and is pressed again then, app/client.tsx). */}
          <a href={localizeHref('/contact#callback-title', locale)} className="btn-gold text-lg" onClick={onAskCall} data-needs-app="">
            {w.askCall}
          </a>
          {/* Without JavaScript this is a link back to the empty form; with it, the box is cleared in place. */}
          <a href={localizeHref('/scam-check', locale)} className="btn-secondary text-lg" onClick={onAgainClick}>
            {w.again}
          </a>
        </div>
        {chatNote ? (
          <p role="status" className="mt-3 mb-0 text-lg">
            {chatNote}
          </p>
        ) : null}
      </Section>
    </section>
  )
}

/** The quote with the words that triggered the sign marked (review 2.3): bold and underlined, not by colour alone. */
function MarkedQuote({ text, marked }: { text: string; marked?: string }) {
  const at = marked ? text.indexOf(marked) : -1
  if (!marked || at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <mark data-trigger="" className="scam-trigger font-bold underline decoration-2 underline-offset-2">
        {marked}
      </mark>
      {text.slice(at + marked.length)}
    </>
  )
}
