import { createFileRoute } from '@tanstack/react-router'
import { HomeSupportPage, homeSupportHead } from '#app/features/support/HomeSupportPage'

// Alias spelling (both are linked); the canonical URL is the hyphenated one.
export const Route = createFileRoute('/(aliases)/ForYourHome')({ head: homeSupportHead, component: HomeSupportPage })
