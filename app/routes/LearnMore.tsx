import { createFileRoute } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/learn-more.md'

export const Route = createFileRoute('/LearnMore')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/LearnMore' }),
  component: () => (
    <ContentPage page={page}>
      <ClosingCall heading={pageText(page, 'closingHeading')} text={pageText(page, 'closingText')} />
    </ContentPage>
  ),
})
