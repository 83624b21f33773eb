import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { businessHeroes } from '#content/business-support'
import { fillTokens } from '#content/site'

export const businessSupportHead = () =>
  pageHead({
    title: 'IT support for your business',
    description:
      'IT support for small businesses: networks, e-mail, security, backups, remote workers, scheduled maintenance and on-site technicians when needed.',
    path: '/for-your-business',
  })

export function BusinessSupportPage() {
  const [first] = businessHeroes
  return <PageHero heading={first.heading} lead={fillTokens(first.text)} />
}
