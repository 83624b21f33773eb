import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '#app/components/ContentPage'
import { markdownHead } from '#app/lib/seo'
import pageEs from '#content/es/pages/return-policy.md'
import metaEs from '#content/es/pages/return-policy.md?head'
import pageFr from '#content/fr/pages/return-policy.md'
import metaFr from '#content/fr/pages/return-policy.md?head'
import pageEn from '#content/pages/return-policy.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEn from '#content/pages/return-policy.md?head'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/return-policy')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () => markdownHead({ en: metaEn, es: metaEs, fr: metaFr }, '/return-policy'),
  component: () => <ContentPage page={pick({ en: pageEn, es: pageEs, fr: pageFr })} />,
})
