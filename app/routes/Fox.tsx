import { createFileRoute } from '@tanstack/react-router'
import { pageText } from '#app/components/ContentPage'
import { NewsPage } from '#app/features/NewsPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/fox.md'

export const Route = createFileRoute('/Fox')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/Fox', type: 'article' }),
  component: () => <NewsPage page={page} />,
})
