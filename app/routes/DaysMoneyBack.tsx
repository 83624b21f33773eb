import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, pageText } from '#app/components/ContentPage'
import { pageHead } from '#app/lib/seo'
import page from '#content/pages/days-money-back.md'

export const Route = createFileRoute('/DaysMoneyBack')({
  head: () => pageHead({ title: pageText(page, 'title'), description: pageText(page, 'description'), path: '/DaysMoneyBack' }),
  component: () => <ContentPage page={page} />,
})
