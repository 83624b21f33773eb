import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/AccountIn')({
  head: () =>
    pageHead({
      title: "Your account",
      description: "Your SaffeSupport account: see and change your details and password, or sign out.",
      path: '/AccountIn',
    }),
  component: AccountInPage,
})

function AccountInPage() {
  return (
    <PageHero
      heading="Your account"
      lead="See and change your details, change your password, or sign out."
    />
  )
}
