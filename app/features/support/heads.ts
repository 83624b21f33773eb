// Page metadata for the support pages, apart from their components: route head() functions stay
// in the main bundle, so they must not import the pages (and their content) with them.
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

export const homeSupportHead = () =>
  pageHead({
    title: m.services_home_title(),
    description: m.services_home_description(),
    path: '/for-your-home',
  })

export const businessSupportHead = () =>
  pageHead({
    title: m.services_business_title(),
    description: m.services_business_description(),
    path: '/for-your-business',
  })
