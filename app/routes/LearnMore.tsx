import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/LearnMore')({
  head: () =>
    pageHead({
      title: "Learn more about DefendMePro",
      description: "What DefendMePro includes, who it is for, and how senior and veteran pricing and our 30-day money-back guarantee work.",
      path: '/LearnMore',
    }),
  component: LearnMorePage,
})

function LearnMorePage() {
  return (
    <PageHero
      heading="Learn more about DefendMePro"
      lead="What DefendMePro includes, who it is for, and how our senior and veteran pricing and 30-day money-back guarantee work."
    />
  )
}
