import { createFileRoute } from '@tanstack/react-router'
import { BusinessSupportPage, businessSupportHead } from '#app/features/support/BusinessSupportPage'

export const Route = createFileRoute('/for-your-business')({ head: businessSupportHead, component: BusinessSupportPage })
