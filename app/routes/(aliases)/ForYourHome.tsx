import { createFileRoute } from '@tanstack/react-router'
import { HomeSupportPage } from '#app/features/support/HomeSupportPage'
import { homeSupportHead } from '#app/features/support/heads'

// Alias spelling (both are linked); the canonical URL is the hyphenated one.
export const Route = createFileRoute('/(aliases)/ForYourHome')({ head: homeSupportHead, component: HomeSupportPage })
