import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '#app/components/PageHero'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/verify-otp')({
  head: () =>
    pageHead({
      title: "Confirm your e-mail",
      description: "Enter the 6-digit code we e-mailed you to confirm your address.",
      path: '/verify-otp',
    }),
  component: VerifyOtpPage,
})

function VerifyOtpPage() {
  return (
    <PageHero
      heading="Confirm your e-mail address"
      lead="Enter the 6-digit code we sent to your e-mail address."
    />
  )
}
