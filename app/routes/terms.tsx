import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '#app/components/ContentPage'
import { markdownHead } from '#app/lib/seo'
import pageEs from '#content/es/pages/terms.md'
import metaEs from '#content/es/pages/terms.md?head'
import pageFr from '#content/fr/pages/terms.md'
import metaFr from '#content/fr/pages/terms.md?head'
import pageEn from '#content/pages/terms.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEn from '#content/pages/terms.md?head'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/terms')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () => markdownHead({ en: metaEn, es: metaEs, fr: metaFr }, '/terms'),
  component: () => <ContentPage page={pick({ en: pageEn, es: pageEs, fr: pageFr })} />,
})
