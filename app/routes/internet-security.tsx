import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/internet-security')({
  head: () =>
    pageHead({
      title: "Internet security software",
      description: "Norton, McAfee, Symantec and CrowdStrike security software for homes and businesses, with installation help from US-based technicians.",
      path: '/internet-security',
    }),
  component: InternetSecurityPage,
})

function InternetSecurityPage() {
  return (
    <PageHero
      heading="Internet security software for home and business"
      lead="Antivirus and endpoint protection from Norton, McAfee, Symantec and CrowdStrike, with setup help from our US-based technicians."
    />
  )
}
