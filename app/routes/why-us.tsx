import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '#app/components/ContentPage'
import { markdownHead } from '#app/lib/seo'
import pageEs from '#content/es/pages/why-us.md'
import metaEs from '#content/es/pages/why-us.md?head'
import pageFr from '#content/fr/pages/why-us.md'
import metaFr from '#content/fr/pages/why-us.md?head'
import pageEn from '#content/pages/why-us.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEn from '#content/pages/why-us.md?head'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/why-us')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () => markdownHead({ en: metaEn, es: metaEs, fr: metaFr }, '/why-us'),
  component: () => <ContentPage page={pick({ en: pageEn, es: pageEs, fr: pageFr })} />,
})
