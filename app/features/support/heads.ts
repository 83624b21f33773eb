// Page metadata for the support pages, apart from their components: route head() functions stay
// in the main bundle, so they must not import the pages (and their content) with them.
import { pageHead } from '#app/lib/seo'

export const homeSupportHead = () =>
  pageHead({
    title: 'Tech help for your home',
    description:
      'Unlimited remote tech help for your home: Wi-Fi, computers, printers, phones, smart TVs, e-mail and virus removal, from scam-aware US technicians.',
    path: '/for-your-home',
  })

export const businessSupportHead = () =>
  pageHead({
    title: 'IT support for your business',
    description:
      'IT support for small businesses: networks, e-mail, security, backups, remote workers, scheduled maintenance and on-site technicians when needed.',
    path: '/for-your-business',
  })
