import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/identify-fake-calls.md'

export const Route = createFileRoute('/IdentifyFakeCalls')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'interaction' },
  head: () =>
    pageHead({
      title: 'How to spot fake support calls',
      description:
        'The zero-trust calling rule, red flags, a 30-second safe path, what to say to each kind of caller, and what to do if you were already scammed.',
      path: '/IdentifyFakeCalls',
    }),
  component: () => <ContentPage page={page} contents={page.headings} />,
})
