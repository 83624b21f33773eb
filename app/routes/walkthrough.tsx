// WALKTHROUGH (removed after)
import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/walkthrough')({
  staticData: { hydrate: 'controls' },
  head: () => pageHead({ title: m.pages_walkthrough_title(), description: m.pages_walkthrough_description(), path: '/walkthrough' }),
  component: () => <PageHero heading={m.pages_walkthrough_title()} lead={m.pages_walkthrough_description()} />,
})
