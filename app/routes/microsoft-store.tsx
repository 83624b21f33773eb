import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/microsoft-store')({
  head: () =>
    pageHead({
      title: "Microsoft software store",
      description: "Genuine Microsoft Office, Project, Visio, Windows 11 and Windows Server licences with instant digital delivery and activation help by phone.",
      path: '/microsoft-store',
    }),
  component: MicrosoftStorePage,
})

function MicrosoftStorePage() {
  return (
    <PageHero
      heading="Genuine Microsoft software, with help to install it"
      lead="Office, Project, Visio, Windows 11 and Windows Server licences. Call us to buy: we phone you back before anything is activated, and a technician can install it for you."
    />
  )
}
