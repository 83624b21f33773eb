import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/resources')({
  head: () =>
    pageHead({
      title: "Scam and fraud resources",
      description: "Free printable guides on scams, securing your devices and financial warning signs, plus videos, the fake-call guide and our fraud FAQ.",
      path: '/resources',
    }),
  component: ResourcesPage,
})

function ResourcesPage() {
  return (
    <PageHero
      heading="Free scam and fraud resources"
      lead="Printable guides you can keep by the phone, scam-awareness videos, our guide to fake support calls and answers to the questions we hear most."
    />
  )
}
