import { createFileRoute } from '@tanstack/react-router'
import { BusinessSupportPage } from '#app/features/support/BusinessSupportPage'
import { businessSupportHead } from '#app/features/support/heads'

export const Route = createFileRoute('/for-your-business')({
  staticData: { hydrate: 'controls' },
  head: businessSupportHead,
  component: BusinessSupportPage,
})
