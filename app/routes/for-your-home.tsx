import { createFileRoute } from '@tanstack/react-router'
import { HomeSupportPage } from '#app/features/support/HomeSupportPage'
import { homeSupportHead } from '#app/features/support/heads'

export const Route = createFileRoute('/for-your-home')({
  staticData: { hydrate: 'controls' },
  head: homeSupportHead,
  component: HomeSupportPage,
})
