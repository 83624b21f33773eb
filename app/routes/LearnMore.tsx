import { createFileRoute } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { ContentPage } from '#app/components/ContentPage'
import { pageHead, pageText } from '#app/lib/seo'
import page from '#content/pages/learn-more.md'
// The head needs only the front matter; the page body loads with the (code-split) component.
import meta from '#content/pages/learn-more.md?meta'

export const Route = createFileRoute('/LearnMore')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'interaction' },
  head: () => pageHead({ title: pageText(meta, 'title'), description: pageText(meta, 'description'), path: '/LearnMore' }),
  component: () => (
    <ContentPage page={page}>
      <ClosingCall heading={pageText(page, 'closingHeading')} text={pageText(page, 'closingText')} />
    </ContentPage>
  ),
})
