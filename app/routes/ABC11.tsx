import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '#app/features/NewsPage'
import { markdownHead } from '#app/lib/seo'
import pageEs from '#content/es/pages/abc11.md'
import metaEs from '#content/es/pages/abc11.md?head'
import pageFr from '#content/fr/pages/abc11.md'
import metaFr from '#content/fr/pages/abc11.md?head'
import pageEn from '#content/pages/abc11.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEn from '#content/pages/abc11.md?head'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/ABC11')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () => markdownHead({ en: metaEn, es: metaEs, fr: metaFr }, '/ABC11', 'article'),
  component: () => <NewsPage page={pick({ en: pageEn, es: pageEs, fr: pageFr })} />,
})
