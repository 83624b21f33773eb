import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/ParentSolution')({
  head: () =>
    pageHead({
      title: "NetHaven parental control",
      description: "NetHaven is AI-powered parental control for up to 5 devices: screen time, safe search, location alerts and activity reports for $7.99 a month.",
      path: '/ParentSolution',
    }),
  component: ParentSolutionPage,
})

function ParentSolutionPage() {
  return (
    <PageHero
      heading="NetHaven: AI parental control for a safer digital world"
      lead="NetHaven helps parents and grandparents keep children safe online on up to 5 devices, with time limits, safe search, location alerts and clear activity reports."
    />
  )
}
