import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: "Contact us",
      description: "Call SaffeSupport toll-free any time, e-mail our support team, or ask us to call you back at a time that suits you.",
      path: '/contact',
    }),
  component: ContactPage,
})

function ContactPage() {
  return (
    <PageHero
      heading="Contact us"
      lead="Call us toll-free, any time, or send us an e-mail. Real people in the US answer 7 days a week."
    />
  )
}
