import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/userdashboard')({
  head: () =>
    pageHead({
      title: "Dashboard",
      description: "Your SaffeSupport dashboard: a quick view of your account and your protection.",
      path: '/userdashboard',
    }),
  component: UserdashboardPage,
})

function UserdashboardPage() {
  return (
    <PageHero
      heading="Your dashboard"
      lead="A quick view of your account with us."
    />
  )
}
