import { createFileRoute } from '@tanstack/react-router'
import { HomeSupportPage, homeSupportHead } from '#app/features/support/HomeSupportPage'

export const Route = createFileRoute('/for-your-home')({ head: homeSupportHead, component: HomeSupportPage })
