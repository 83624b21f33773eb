import { createFileRoute } from '@tanstack/react-router'
import { pageText } from '#app/components/ContentPage'
import { NewsPage } from '#app/features/NewsPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/abc-national.md'

export const Route = createFileRoute('/ABCNational')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/ABCNational', type: 'article' }),
  component: () => <NewsPage page={page} />,
})
