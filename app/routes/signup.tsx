import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/signup')({
  head: () =>
    pageHead({
      title: "Create an account",
      description: "Create a free SaffeSupport account to manage your details and hear about new scams first.",
      path: '/signup',
    }),
  component: SignupPage,
})

function SignupPage() {
  return (
    <PageHero
      heading="Create your account"
      lead="It takes a minute. We will e-mail you a 6-digit code to confirm your address."
    />
  )
}
