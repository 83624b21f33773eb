import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '#app/components/ContentPage'
import { pageHead, pageText } from '#app/lib/seo'
import page from '#content/pages/days-money-back.md'
// The head needs only the front matter; the page body loads with the (code-split) component.
import meta from '#content/pages/days-money-back.md?meta'

export const Route = createFileRoute('/DaysMoneyBack')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'interaction' },
  head: () => pageHead({ title: pageText(meta, 'title'), description: pageText(meta, 'description'), path: '/DaysMoneyBack' }),
  component: () => <ContentPage page={page} />,
})
