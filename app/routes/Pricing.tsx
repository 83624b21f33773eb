import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/Pricing')({
  head: () =>
    pageHead({
      title: "Plans and pricing",
      description: "Compare DefendMePro, SaffeSupport Assist, NetHaven, combo plans and FixMyTech. Billed yearly plus tax, with a 30-day money-back guarantee.",
      path: '/Pricing',
    }),
  component: PricingPage,
})

function PricingPage() {
  return (
    <PageHero
      heading="Plans and pricing"
      lead="Every plan, its price and what it covers. Plans are billed yearly, plus tax, and come with our 30-day money-back guarantee."
    />
  )
}
