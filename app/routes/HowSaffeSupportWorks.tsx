import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { howItWorksPath } from '#content/site'

export const Route = createFileRoute('/HowSaffeSupportWorks')({
  head: () =>
    pageHead({
      title: "How SaffeSupport works",
      description: "Real-time monitoring, instant alerts to you and a trusted contact, expert human support and layered protection: how SaffeSupport keeps you safe.",
      path: howItWorksPath,
    }),
  component: HowSaffeSupportWorksPage,
})

function HowSaffeSupportWorksPage() {
  return (
    <PageHero
      heading="How SaffeSupport works"
      lead="Real-time monitoring, instant alerts to you and someone you trust, expert human support and layered protection, working together."
    />
  )
}
