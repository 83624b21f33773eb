import { createFileRoute } from '@tanstack/react-router'
import { FlashAlert } from '#app/features/auth/FlashAlert'
import { LandingPage } from '#app/features/landing/LandingPage'
import { landingHead, landingLoader, landingLoaderDeps } from '../index'

// Alias of the landing page; its canonical URL is `/`. Login lands here, so the welcome shows here.
export const Route = createFileRoute('/(aliases)/home')({
  head: landingHead,
  loaderDeps: landingLoaderDeps,
  loader: landingLoader,
  staleTime: Number.POSITIVE_INFINITY,
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <FlashAlert />
      <LandingPage map={Route.useLoaderData()} />
    </>
  )
}
