import { createFileRoute } from '@tanstack/react-router'
import { BusinessSupportPage } from '#app/features/support/BusinessSupportPage'
import { businessSupportHead } from '#app/features/support/heads'

// Alias spelling (both are linked); the canonical URL is the hyphenated one.
export const Route = createFileRoute('/(aliases)/ForYourBusiness')({ head: businessSupportHead, component: BusinessSupportPage })
