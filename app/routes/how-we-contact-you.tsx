import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/how-we-contact-you.md'

export const Route = createFileRoute('/how-we-contact-you')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/how-we-contact-you' }),
  component: () => <ContentPage page={page} />,
})
