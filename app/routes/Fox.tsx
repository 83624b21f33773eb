import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '#app/features/NewsPage'
import { markdownHead } from '#app/lib/seo'
import pageEs from '#content/es/pages/fox.md'
import metaEs from '#content/es/pages/fox.md?head'
import pageFr from '#content/fr/pages/fox.md'
import metaFr from '#content/fr/pages/fox.md?head'
import pageEn from '#content/pages/fox.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEn from '#content/pages/fox.md?head'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/Fox')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () => markdownHead({ en: metaEn, es: metaEs, fr: metaFr }, '/Fox', 'article'),
  component: () => <NewsPage page={pick({ en: pageEn, es: pageEs, fr: pageFr })} />,
})
