import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '#app/components/ContentPage'
import { pageHead, pageText } from '#app/lib/seo'
import pageEs from '#content/es/pages/identify-fake-calls.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEs from '#content/es/pages/identify-fake-calls.md?head'
import pageFr from '#content/fr/pages/identify-fake-calls.md'
import metaFr from '#content/fr/pages/identify-fake-calls.md?head'
import pageEn from '#content/pages/identify-fake-calls.md'
import { pick } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const Route = createFileRoute('/IdentifyFakeCalls')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () =>
    pageHead({
      title: m.pages_fake_calls_title(),
      description: pick({
        en: 'The zero-trust calling rule, red flags, a 30-second safe path, what to say to each kind of caller, and what to do if you were already scammed.',
        es: pageText(metaEs, 'description'),
        fr: pageText(metaFr, 'description'),
      }),
      path: '/IdentifyFakeCalls',
    }),
  component: () => {
    const page = pick({ en: pageEn, es: pageEs, fr: pageFr })
    return <ContentPage page={page} contents={page.headings} />
  },
})
