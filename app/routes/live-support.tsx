import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/live-support')({
  head: () =>
    pageHead({
      title: "Live support",
      description: "Chat with a real expert, call our toll-free helpline or e-mail support. If something is happening right now, see our emergency steps.",
      path: '/live-support',
    }),
  component: LiveSupportPage,
})

function LiveSupportPage() {
  return (
    <PageHero
      heading="Live support from real people"
      lead="Protecting US seniors and families 7 days a week: chat with an expert, call our toll-free helpline, or e-mail our support team."
    />
  )
}
