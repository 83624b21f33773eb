import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/about.md'

export const Route = createFileRoute('/about')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/about' }),
  component: () => <ContentPage page={page} />,
})
