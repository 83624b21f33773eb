// /on-the-phone: "Someone is on the phone with me now" (docs/on-the-phone.md). One question a screen,
// each answer a plain link to the next screen (?q=<answers so far>), so it works with no script and
// each screen is one cached page; then what to say out loud, "Hang up now", the trusted contact (signed
// in) and our number and a call-back (everyone). The page cannot hear the call: nothing is recorded.
import { Link } from '@tanstack/react-router'
import { PhoneLink } from '#app/components/PhoneLink'
import { CALLBACK_FORM_HREF } from '#app/lib/callback-bridge'
import { currentLocale, localizeHref } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { TellContact } from './TellContact'

const QUESTIONS = [
  { ask: () => m.pause_q1(), help: () => m.pause_q1_help(), sign: () => m.pause_sign_1() },
  { ask: () => m.pause_q2(), help: () => m.pause_q2_help(), sign: () => m.pause_sign_2() },
  { ask: () => m.pause_q3(), help: () => m.pause_q3_help(), sign: () => m.pause_sign_3() },
] as const

export function OnThePhonePage({ answers }: { answers: string }) {
  const done = answers.length >= QUESTIONS.length
  return (
    <div className="pause-page">
      <section className="bg-surface border-b border-line">
        <div className="container py-6 md:py-10 max-w-[44rem]">
          <h1 className="text-3xl md:text-4xl m-0">{m.pause_h1()}</h1>
          {answers === '' ? <p className="mt-3 mb-0 text-xl">{m.pause_lead()}</p> : null}
          <p className="mt-3 mb-0 text-lg font-semibold text-navy">{m.pause_no_sound()}</p>
        </div>
      </section>
      <div className="container py-6 max-w-[44rem] grid gap-6">{done ? <Answer answers={answers} /> : <Question answers={answers} />}</div>
    </div>
  )
}

function Question({ answers }: { answers: string }) {
  const n = answers.length
  const question = QUESTIONS[n]
  const next = (a: 'y' | 'n') => ({ q: `${answers}${a}` })
  return (
    <section aria-labelledby="pause-question" className="grid gap-5">
      <p className="m-0 text-lg text-muted">{m.pause_question_of({ n: n + 1 })}</p>
      <h2 id="pause-question" className="m-0 text-3xl md:text-4xl">
        {question.ask()}
      </h2>
      <p className="m-0 text-xl">{question.help()}</p>
      <div className="pause-choices">
        <Link to="/on-the-phone" search={next('y')} className="pause-choice pause-choice-go">
          {m.pause_yes()}
        </Link>
        <Link to="/on-the-phone" search={next('n')} className="pause-choice">
          {m.pause_no()}
        </Link>
        <Link to="/on-the-phone" search={next('y')} className="pause-choice">
          {m.pause_not_sure()}
        </Link>
      </div>
      <p className="m-0 text-lg font-semibold">{m.pause_hang_up_any_time()}</p>
    </section>
  )
}

function Answer({ answers }: { answers: string }) {
  const signs = QUESTIONS.filter((_, i) => answers[i] === 'y')
  return (
    <>
      {/* A signed-in visitor's "Tell my trusted contact" (TellContact) needs the app at once (decision 372). */}
      <section aria-labelledby="pause-result" className="grid gap-4" data-app-at-load="signed-in">
        <h2 id="pause-result" className="m-0 text-3xl">
          {signs.length > 0 ? m.pause_signs_heading() : m.pause_no_signs_heading()}
        </h2>
        {signs.length > 0 ? (
          <ul className="m-0 pl-8 text-xl grid gap-1 list-disc">
            {signs.map((q) => (
              <li key={q.sign()}>{q.sign()}</li>
            ))}
          </ul>
        ) : (
          <p className="m-0 text-xl">{m.pause_no_signs_text()}</p>
        )}
      </section>
      <section aria-labelledby="pause-say" className="grid gap-3">
        <h2 id="pause-say" className="m-0 text-2xl">
          {m.pause_say_heading()}
        </h2>
        <p className="pause-say">{m.pause_say()}</p>
        <p className="m-0 text-xl">{m.pause_say_other()}</p>
        <p className="pause-hang-up" data-testid="pause-hang-up">
          {m.pause_hang_up()}
        </p>
        <p className="m-0 text-xl">{m.pause_after()}</p>
      </section>
      <TellContact kind="call" />
      <section aria-labelledby="pause-us" className="pause-box">
        <h2 id="pause-us" className="m-0 text-2xl">
          {m.pause_us_heading()}
        </h2>
        <p className="mt-2 mb-4 text-lg">{m.pause_us_text()}</p>
        <div className="pause-choices">
          <PhoneLink className="pause-choice pause-choice-go flex-wrap" icon={26} nowrapNumber />
          <a href={localizeHref(CALLBACK_FORM_HREF, currentLocale())} className="pause-choice">
            {m.pause_us_callback()}
          </a>
        </div>
      </section>
      <p className="m-0">
        <Link to="/on-the-phone" className="text-lg font-semibold">
          {m.pause_again()}
        </Link>
      </p>
    </>
  )
}
