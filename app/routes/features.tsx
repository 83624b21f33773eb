import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/features')({
  head: () =>
    pageHead({
      title: "Features",
      description: "Every feature of DefendMePro, SaffeSupport Assist, NetHaven and FixMyTech in one place, explained in plain words.",
      path: '/features',
    }),
  component: FeaturesPage,
})

function FeaturesPage() {
  return (
    <PageHero
      heading="Everything we can do for you"
      lead="One page with every feature of our protection and support plans: scam and identity protection, unlimited tech help, parental control and one-time fixes."
    />
  )
}
