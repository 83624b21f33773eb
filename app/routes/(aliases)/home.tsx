import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '#app/features/landing/LandingPage'
import { landingHead, landingLoader } from '../index'

// Alias of the landing page; its canonical URL is `/`.
export const Route = createFileRoute('/(aliases)/home')({
  head: landingHead,
  loader: landingLoader,
  staleTime: Number.POSITIVE_INFINITY,
  component: function HomeAlias() {
    return <LandingPage map={Route.useLoaderData()} />
  },
})
