import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/FixMyTech')({
  head: () =>
    pageHead({
      title: "FixMyTech one-time remote fix",
      description: "FixMyTech fixes one tech problem remotely for a one-time price: $89.99 for home or $149.99 for business, with a free revisit within 30 days.",
      path: '/FixMyTech',
    }),
  component: FixMyTechPage,
})

function FixMyTechPage() {
  return (
    <PageHero
      heading="FixMyTech: one problem, fixed once, for one price"
      lead="Have one tech problem and no need for a plan? A real technician fixes it remotely for a one-time price, with a free revisit for the same issue within 30 days."
    />
  )
}
