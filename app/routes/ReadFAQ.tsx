import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/ReadFAQ')({
  head: () =>
    pageHead({
      title: "Fraud FAQ",
      description: "Answers to the 20 questions about scams and fraud we hear most, a family safety plan, and how to spot fake renewal and order-confirmation messages.",
      path: '/ReadFAQ',
    }),
  component: ReadFAQPage,
})

function ReadFAQPage() {
  return (
    <PageHero
      heading="Fraud questions, answered"
      lead="The 20 questions about scams and fraud we hear most often, a family safety plan, and how to spot fake renewal and order-confirmation messages."
    />
  )
}
