// /code-word: the family code word kit (docs/on-the-phone.md). A large-print card that prints alone on
// one page at 14 pt or more, with a blank for the word the family chooses out loud (never typed here,
// never stored), lines for the relatives' own numbers written by hand, and "hang up, call back, ask the
// code". Below it, for a signed-in holder: "Is this really you?", which asks their trusted contact at
// once through the same live room as /on-the-phone.
import { useEffect, useState } from 'react'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { TellContact } from './TellContact'

const NUMBER_LINES = 5

export function CodeWordPage() {
  return (
    <div className="pause-page codeword-page">
      <section className="bg-surface border-b border-line">
        <div className="container py-6 md:py-10 max-w-[44rem]">
          <h1 className="text-3xl md:text-4xl m-0">{m.pause_codeword_h1()}</h1>
          <p className="mt-3 mb-0 text-xl">{m.pause_codeword_intro()}</p>
        </div>
      </section>
      <div className="container py-6 max-w-[44rem] grid gap-6 codeword-print">
        <PrintButton />
        <section aria-labelledby="codeword-card" className="codeword-card grid gap-4" data-testid="codeword-card">
          <h2 id="codeword-card" className="m-0">
            {m.pause_codeword_card_heading()}
          </h2>
          <p className="m-0 font-bold">
            {m.pause_codeword_word_label()}
            <span className="codeword-blank" aria-hidden="true" />
          </p>
          <div>
            <p className="m-0 codeword-rule">{m.pause_codeword_rule_heading()}</p>
            <ol className="m-0 mt-2 pl-10 codeword-rule grid gap-1 list-decimal">
              <li>{m.pause_codeword_rule_1()}</li>
              <li>{m.pause_codeword_rule_2()}</li>
              <li>{m.pause_codeword_rule_3()}</li>
            </ol>
            <p className="m-0 mt-2">{m.pause_codeword_rule_never()}</p>
          </div>
          <table className="codeword-numbers">
            <caption className="text-left font-bold pb-1">{m.pause_codeword_numbers_heading()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.pause_codeword_name()}</th>
                <th scope="col">{m.pause_codeword_number()}</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: NUMBER_LINES }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank lines to write on, always the same five
                <tr key={i}>
                  <td />
                  <td />
                </tr>
              ))}
            </tbody>
          </table>
          <p className="m-0 font-semibold">{m.pause_codeword_us({ company: site.company, phone: site.phone })}</p>
        </section>
      </div>
      <div className="container pb-8 max-w-[44rem] grid gap-6">
        <TellContact kind="verify" />
      </div>
    </div>
  )
}

/** The print button needs a script; the sentence under it says how to print without one. */
function PrintButton() {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return (
    <div className="no-print grid gap-2">
      {ready ? (
        <button type="button" className="pause-choice pause-choice-go" onClick={() => window.print()}>
          {m.pause_codeword_print()}
        </button>
      ) : null}
      <p className="m-0 text-lg">{m.pause_codeword_print_hint()}</p>
    </div>
  )
}
