import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '#app/features/landing/LandingPage'
import { pageHead } from '#app/lib/seo'

export const landingHead = () =>
  pageHead({
    title: 'SaffeSupport: Complete Online Protection and Tech Support',
    description:
      'Protection from scams, fraud and identity theft, plus remote and on-site IT support from real US-based people, 7 days a week.',
    path: '/',
  })

export const Route = createFileRoute('/')({ head: landingHead, component: LandingPage })
