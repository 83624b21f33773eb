import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/solution')({
  head: () =>
    pageHead({
      title: "Protection of our Society",
      description: "How SaffeSupport protects older adults from scams: why seniors are targeted, and how DefendMePro, trusted contacts and real experts help.",
      path: '/solution',
    }),
  component: SolutionPage,
})

function SolutionPage() {
  return (
    <PageHero
      heading="Protecting older adults from scams"
      lead="Scammers target older adults first. Here is why, and how our protection, trusted-contact alerts and real human experts keep you and your family safer."
    />
  )
}
