import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/privacy-policy.md'

export const Route = createFileRoute('/privacy-policy')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/privacy-policy' }),
  component: () => <ContentPage page={page} />,
})
