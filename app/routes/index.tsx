import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '#app/features/landing/LandingPage'
import { getServiceMap } from '#app/features/landing/map.functions'
import { pageHead } from '#app/lib/seo'

export const landingHead = () =>
  pageHead({
    title: 'SaffeSupport: Complete Online Protection and Tech Support',
    description:
      'Protection from scams, fraud and identity theft, plus remote and on-site IT support from real US-based people, 7 days a week.',
    path: '/',
  })

/** The map's SVG paths, projected and cached on the server (worker/geo/map.ts). */
export const landingLoader = () => getServiceMap()

export const Route = createFileRoute('/')({
  head: landingHead,
  loader: landingLoader,
  // The geometry only changes with a deploy: no need to fetch it again during a visit.
  staleTime: Number.POSITIVE_INFINITY,
  component: function Landing() {
    return <LandingPage map={Route.useLoaderData()} />
  },
})
