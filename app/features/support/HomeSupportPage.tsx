import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'
import { homeHero } from '#content/home-support'
import { fillTokens } from '#content/site'

export const homeSupportHead = () =>
  pageHead({
    title: 'Tech help for your home',
    description:
      'Unlimited remote tech help for your home: Wi-Fi, computers, printers, phones, smart TVs, e-mail and virus removal, from scam-aware US technicians.',
    path: '/for-your-home',
  })

export function HomeSupportPage() {
  return <PageHero heading={homeHero.heading} lead={fillTokens(homeHero.lead)} />
}
