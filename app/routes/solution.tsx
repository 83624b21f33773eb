import { createFileRoute } from '@tanstack/react-router'
import { ClosingCall } from '#app/components/ClosingCall'
import { ContentPage } from '#app/components/ContentPage'
import { pageHead, pageText } from '#app/lib/seo'
import pageEs from '#content/es/pages/solution.md'
import metaEs from '#content/es/pages/solution.md?head'
import pageEn from '#content/pages/solution.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEn from '#content/pages/solution.md?head'
import { byLocale } from '#shared/i18n'

export const Route = createFileRoute('/solution')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'interaction' },
  head: () =>
    pageHead({
      title: pageText(byLocale(metaEn, metaEs), 'title'),
      description: pageText(byLocale(metaEn, metaEs), 'description'),
      path: '/solution',
    }),
  component: () => (
    <ContentPage page={byLocale(pageEn, pageEs)}>
      <ClosingCall
        heading={pageText(byLocale(pageEn, pageEs), 'closingHeading')}
        text={pageText(byLocale(pageEn, pageEs), 'closingText')}
      />
    </ContentPage>
  ),
})
