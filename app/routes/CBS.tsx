import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '#app/features/NewsPage'
import { markdownHead } from '#app/lib/seo'
import pageEs from '#content/es/pages/cbs.md'
import metaEs from '#content/es/pages/cbs.md?head'
import pageFr from '#content/fr/pages/cbs.md'
import metaFr from '#content/fr/pages/cbs.md?head'
import pageEn from '#content/pages/cbs.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEn from '#content/pages/cbs.md?head'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/CBS')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () => markdownHead({ en: metaEn, es: metaEs, fr: metaFr }, '/CBS', 'article'),
  component: () => <NewsPage page={pick({ en: pageEn, es: pageEs, fr: pageFr })} />,
})
