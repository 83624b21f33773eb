import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/blog/')({
  head: () =>
    pageHead({
      title: "Blog: scam and safety guides",
      description: "Plain-language guides to romance scams, tech support scams, phishing, identity theft, AI voice fraud and more, written for seniors and families.",
      path: '/blog',
    }),
  component: BlogIndexPage,
})

function BlogIndexPage() {
  return (
    <PageHero
      heading="Scam and safety guides"
      lead="Plain-language guides to the scams we see most, and what to do about each one."
    />
  )
}
