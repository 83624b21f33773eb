import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/why-us.md'

export const Route = createFileRoute('/why-us')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/why-us' }),
  component: () => <ContentPage page={page} />,
})
