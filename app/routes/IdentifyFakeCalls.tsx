import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/IdentifyFakeCalls')({
  head: () =>
    pageHead({
      title: "How to spot fake support calls",
      description: "The zero-trust calling rule, red flags, a 30-second safe path, what to say to each kind of caller, and what to do if you were already scammed.",
      path: '/IdentifyFakeCalls',
    }),
  component: IdentifyFakeCallsPage,
})

function IdentifyFakeCallsPage() {
  return (
    <PageHero
      heading="How to spot fake support calls"
      lead="A simple rule, the warning signs, what to say to each kind of caller, and what to do if a scammer already reached you."
    />
  )
}
