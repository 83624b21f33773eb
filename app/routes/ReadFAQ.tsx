import { createFileRoute } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { JsonLd } from '#app/components/JsonLd'
import { PageHero } from '#app/components/PageHero'
import { RichText } from '#app/components/RichText'
import { pageHead } from '#app/lib/seo'
import { faqPageData } from '#app/lib/structured-data'
import * as faqEs from '#content/es/fraud-faq'
import * as faqFr from '#content/fr/fraud-faq'
import * as faqEn from '#content/fraud-faq'
import { fillTokens } from '#content/site'
import { currentLocale, isDefaultLocale, LOCALE_TAGS, pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/ReadFAQ')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () => pageHead({ title: m.home_faq_title(), description: m.home_faq_description(), path: '/ReadFAQ' }),
  component: ReadFAQPage,
})

function ReadFAQPage() {
  // The page's language: the questions (and their JSON-LD), the plan and the renewal scam.
  const locale = currentLocale()
  const { familySafetyPlan, fraudFaq, renewalScam } = pick({ en: faqEn, es: faqEs, fr: faqFr }, locale)
  const faqLd = faqPageData(fraudFaq)
  const sections = [
    { id: 'questions', label: m.home_faq_questions_heading({ count: fraudFaq.length }) },
    { id: 'family-safety-plan', label: familySafetyPlan.heading },
    { id: 'renewal-scam', label: renewalScam.heading },
  ]
  return (
    <>
      <JsonLd data={isDefaultLocale(locale) ? faqLd : { ...faqLd, inLanguage: LOCALE_TAGS[locale] }} />
      <PageHero heading={m.home_faq_heading()} lead={m.home_faq_lead()} />
      <div className="container py-10">
        <nav aria-labelledby="faq-contents" className="card bg-surface max-w-[44rem]">
          <h2 id="faq-contents" className="text-xl m-0">
            {m.home_faq_contents()}
          </h2>
          <ul className="mt-3 mb-0 pl-6 list-disc">
            {sections.map((s) => (
              <li key={s.id} className="mt-1">
                <a href={`#${s.id}`} className="block py-1.5">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section id="questions" aria-labelledby="questions-heading" className="mt-12">
          <h2 id="questions-heading" className="text-2xl md:text-3xl mt-0 mb-5">
            {sections[0].label}
          </h2>
          <ol className="list-none p-0 m-0 grid gap-6 max-w-[48rem]">
            {fraudFaq.map((entry, i) => (
              <li key={entry.question} id={`q-${i + 1}`} className="card">
                <h3 className="m-0 text-xl flex gap-3 items-baseline">
                  <span
                    aria-hidden="true"
                    className="shrink-0 inline-flex items-center justify-center min-w-10 h-10 rounded-full bg-navy text-white text-lg"
                  >
                    {i + 1}
                  </span>
                  <span>{fillTokens(entry.question)}</span>
                </h3>
                <RichText text={entry.answer} className="prose mt-3" />
              </li>
            ))}
          </ol>
        </section>

        <section id="family-safety-plan" aria-labelledby="plan-heading" className="mt-14 max-w-[48rem]">
          <h2 id="plan-heading" className="text-2xl md:text-3xl mt-0 mb-4">
            {familySafetyPlan.heading}
          </h2>
          <p>{fillTokens(familySafetyPlan.intro)}</p>
          <ol className="pl-7 m-0 list-decimal">
            {familySafetyPlan.steps.map((step) => (
              <li key={step.title} className="mt-5 pl-1 marker:font-bold marker:text-navy">
                <h3 className="text-xl m-0">{step.title}</h3>
                <RichText text={step.text} className="mt-1" />
              </li>
            ))}
          </ol>
        </section>

        <section id="renewal-scam" aria-labelledby="renewal-heading" className="mt-14 max-w-[48rem]">
          <h2 id="renewal-heading" className="text-2xl md:text-3xl mt-0 mb-4">
            {renewalScam.heading}
          </h2>
          <RichText text={renewalScam.intro} />
          <div className="card mt-6 border-l-4 border-l-danger">
            <h3 className="text-xl m-0">{m.home_faq_warning_signs()}</h3>
            <ul className="mt-3 mb-0 pl-6 list-disc">
              {renewalScam.signs.map((sign) => (
                <li key={sign} className="mt-2">
                  <RichText text={sign} className="contents" />
                </li>
              ))}
            </ul>
          </div>
          <div className="card mt-6 border-l-4 border-l-success">
            <h3 className="text-xl m-0">{m.home_faq_what_to_do()}</h3>
            <ol className="mt-3 mb-0 pl-7 list-decimal">
              {renewalScam.whatToDo.map((step) => (
                <li key={step} className="mt-2">
                  <RichText text={step} className="contents" />
                </li>
              ))}
            </ol>
          </div>
        </section>

        <ClosingCall
          heading={m.home_faq_closing_heading()}
          text={m.home_faq_closing_text()}
          links={[
            { to: '/resources', label: m.home_faq_guides_link() },
            { to: '/IdentifyFakeCalls', label: m.home_faq_fake_calls_link() },
          ]}
        />
      </div>
    </>
  )
}
