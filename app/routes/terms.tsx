import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/terms.md'

export const Route = createFileRoute('/terms')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/terms' }),
  component: () => <ContentPage page={page} />,
})
