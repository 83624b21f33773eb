import { createFileRoute } from '@tanstack/react-router'
import { pageText } from '#app/components/ContentPage'
import { NewsPage } from '#app/features/NewsPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/abc11.md'

export const Route = createFileRoute('/ABC11')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/ABC11', type: 'article' }),
  component: () => <NewsPage page={page} />,
})
