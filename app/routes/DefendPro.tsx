import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/DefendPro')({
  head: () =>
    pageHead({
      title: "DefendMePro security bundle",
      description: "DefendMePro protects you from identity theft, fraud and scams, with antivirus, a VPN, a password manager and human support 7 days a week.",
      path: '/DefendPro',
    }),
  component: DefendProPage,
})

function DefendProPage() {
  return (
    <PageHero
      heading="DefendMePro: complete protection from scams and fraud"
      lead="DefendMePro brings identity theft protection, fraud detection, scam protection, a scam alerts hub, financial security, a password manager, antivirus, a VPN and spam-call protection together, with real people to help you 7 days a week."
    />
  )
}
