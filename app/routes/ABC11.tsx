import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '#app/features/NewsPage'
import { pageHead, pageText } from '#app/lib/seo'
import page from '#content/pages/abc11.md'
// The head needs only the front matter; the page body loads with the (code-split) component.
import meta from '#content/pages/abc11.md?meta'

export const Route = createFileRoute('/ABC11')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'interaction' },
  head: () => pageHead({ title: pageText(meta, 'title'), description: pageText(meta, 'description'), path: '/ABC11', type: 'article' }),
  component: () => <NewsPage page={page} />,
})
