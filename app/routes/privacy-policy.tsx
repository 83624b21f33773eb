import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '#app/components/ContentPage'
import { pageHead, pageText } from '#app/lib/seo'
import page from '#content/pages/privacy-policy.md'
// The head needs only the front matter; the page body loads with the (code-split) component.
import meta from '#content/pages/privacy-policy.md?meta'

export const Route = createFileRoute('/privacy-policy')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'interaction' },
  head: () => pageHead({ title: pageText(meta, 'title'), description: pageText(meta, 'description'), path: '/privacy-policy' }),
  component: () => <ContentPage page={page} />,
})
