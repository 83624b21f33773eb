import { createFileRoute } from '@tanstack/react-router'
import { VerifyUsPage } from '#app/features/verify-us/VerifyUsPage'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/verify-us')({
  head: () =>
    pageHead({
      title: 'Is this really SaffeSupport? Check a caller’s code',
      description:
        'Someone says they are from SaffeSupport? Ask them for a verification code and check it here, on a page you opened yourself.',
      path: '/verify-us',
    }),
  component: VerifyUsPage,
})
