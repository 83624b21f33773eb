import { createFileRoute } from '@tanstack/react-router'
import { VerifyUsPage } from '#app/features/verify-us/VerifyUsPage'
import { pageHead } from '#app/lib/seo'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/verify-us')({
  head: () =>
    pageHead({
      title: m.tools_verify_title({ company: site.company }),
      description: m.tools_verify_description({ company: site.company }),
      path: '/verify-us',
    }),
  component: VerifyUsPage,
})
