import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '#app/features/landing/LandingPage'
import { landingHead } from '../index'

// Alias of the landing page; its canonical URL is `/`.
export const Route = createFileRoute('/(aliases)/home')({ head: landingHead, component: LandingPage })
