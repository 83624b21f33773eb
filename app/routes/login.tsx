import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/login')({
  head: () =>
    pageHead({
      title: "Sign in",
      description: "Sign in to your SaffeSupport account to see your details, change your password or get help.",
      path: '/login',
    }),
  component: LoginPage,
})

function LoginPage() {
  return (
    <PageHero
      heading="Sign in to your account"
      lead="Use the e-mail address and password you registered with."
    />
  )
}
