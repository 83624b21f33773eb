import { createFileRoute } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/solution.md'

export const Route = createFileRoute('/solution')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/solution' }),
  component: () => (
    <ContentPage page={page}>
      <ClosingCall heading={pageText(page, 'closingHeading')} text={pageText(page, 'closingText')} />
    </ContentPage>
  ),
})
