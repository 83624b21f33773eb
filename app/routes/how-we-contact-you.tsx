import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '#app/components/ContentPage'
import { markdownHead } from '#app/lib/seo'
import pageEs from '#content/es/pages/how-we-contact-you.md'
import metaEs from '#content/es/pages/how-we-contact-you.md?head'
import pageFr from '#content/fr/pages/how-we-contact-you.md'
import metaFr from '#content/fr/pages/how-we-contact-you.md?head'
import pageEn from '#content/pages/how-we-contact-you.md'
// The head needs only the title and description; the page loads with the (code-split) component.
import metaEn from '#content/pages/how-we-contact-you.md?head'
import { pick } from '#shared/i18n'

export const Route = createFileRoute('/how-we-contact-you')({
  // A reading page: its scripts load at the reader's first action (app/client.tsx).
  staticData: { hydrate: 'controls' },
  head: () => markdownHead({ en: metaEn, es: metaEs, fr: metaFr }, '/how-we-contact-you'),
  component: () => <ContentPage page={pick({ en: pageEn, es: pageEs, fr: pageFr })} />,
})
