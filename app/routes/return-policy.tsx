import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/return-policy.md'

export const Route = createFileRoute('/return-policy')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/return-policy' }),
  component: () => <ContentPage page={page} />,
})
