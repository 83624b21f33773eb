import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '#app/features/landing/LandingPage'
import { getServiceMap } from '#app/features/landing/map.functions'
import { pageHead } from '#app/lib/seo'
import { currentLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const landingHead = () =>
  pageHead({
    title: m.home_title(),
    description: m.home_description(),
    path: '/',
  })

/**
 * The language is part of the loader's key: the router never hands the English map (names) to a
 * Spanish page or the other way round, whatever the staleTime.
 */
export const landingLoaderDeps = () => ({ locale: currentLocale() })

/** The map's SVG paths, projected and cached on the server (worker/geo/map.ts), names in the page's language. */
export const landingLoader = ({ deps }: { deps: ReturnType<typeof landingLoaderDeps> }) => getServiceMap({ data: deps.locale })

export const Route = createFileRoute('/')({
  staticData: { hydrate: 'controls' },
  head: landingHead,
  loaderDeps: landingLoaderDeps,
  loader: landingLoader,
  // The geometry only changes with a deploy: no need to fetch it again during a visit (per language).
  staleTime: Number.POSITIVE_INFINITY,
  component: function Landing() {
    return <LandingPage map={Route.useLoaderData()} />
  },
})
