import { Link, createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { fileLabel, guides } from '#content/guides'
import { site } from '#content/site'
import { PhoneLink } from '#app/components/PhoneLink'
import { Section } from '#app/components/Section'

export const Route = createFileRoute('/resources')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'interaction' },
  head: () =>
    pageHead({
      title: 'Scam and fraud resources',
      description:
        'Free printable guides on scams, securing your devices and financial warning signs, plus videos, the fake-call guide and our fraud FAQ.',
      path: '/resources',
    }),
  component: ResourcesPage,
})

const moreHelp = [
  {
    to: '/',
    hash: 'videos-section',
    title: 'Scam-awareness videos',
    text: 'Short videos that show how real scams sound and look, so you can recognize them.',
    action: 'Watch the videos',
  },
  {
    to: '/IdentifyFakeCalls',
    title: 'How to spot fake support calls',
    text: 'The one rule that stops most phone scams, what to say to each kind of caller, and what to do next.',
    action: 'Read the call guide',
  },
  {
    to: '/ReadFAQ',
    title: 'Fraud questions, answered',
    text: 'Answers to the 20 questions we hear most, and a family safety plan you can set up in 20 minutes.',
    action: 'Read the FAQ',
  },
] as const

function ResourcesPage() {
  return (
    <>
      <PageHero
        heading="Free scam and fraud resources"
        lead="Printable guides you can keep by the phone, scam-awareness videos, our guide to fake support calls and answers to the questions we hear most."
      />
      <div className="container py-10">
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="text-2xl mt-0 mb-3">
            Printable guides
          </h2>
          <p className="mt-0 mb-6 max-w-[44rem]">
            Each guide is a PDF file in large print, on US Letter paper. Open it, print it, and keep it near your
            phone or computer. Share it with friends and family: it is free.
          </p>
          <ul className="list-none p-0 m-0 grid gap-5 md:grid-cols-3">
            {guides.map((guide) => (
              <li key={guide.filename} className="card flex flex-col">
                <h3 className="text-xl m-0">{guide.title}</h3>
                <p className="mt-2 mb-4 flex-1">{guide.subtitle}.</p>
                <a href={guide.href} type="application/pdf" className="btn-primary self-start" data-guide={guide.source}>
                  <span aria-hidden="true">⬇</span>
                  <span>
                    Download <span className="visually-hidden">{guide.title}</span>
                    <span className="font-normal whitespace-nowrap">({fileLabel(guide)})</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="more-heading" className="mt-12">
          <h2 id="more-heading" className="text-2xl mt-0 mb-6">
            More ways to learn
          </h2>
          <ul className="list-none p-0 m-0 grid gap-5 md:grid-cols-3">
            {moreHelp.map((item) => (
              <li key={item.title} className="card flex flex-col">
                <h3 className="text-xl m-0">{item.title}</h3>
                <p className="mt-2 mb-4 flex-1">{item.text}</p>
                <Link
                  to={item.to}
                  hash={'hash' in item ? item.hash : undefined}
                  className="btn-secondary self-start"
                >
                  {item.action} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <Section id="help-heading" title="Rather talk it through?" size="2xl" className="mt-12 card bg-surface max-w-[44rem]">
          <p className="mt-2 mb-4">
            If a call, letter or message worries you, a real person can look at it with you. We answer 7 days a
            week.
          </p>
          <div className="flex flex-wrap gap-3">
            <PhoneLink className="btn-primary" label="Call" />
            <a href={`mailto:${site.email}`} className="btn-secondary">
              E-mail {site.email}
            </a>
          </div>
        </Section>
      </div>
    </>
  )
}
