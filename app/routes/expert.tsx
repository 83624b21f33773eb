import { createFileRoute } from '@tanstack/react-router'
import { consoleText } from '#content/chat'
import { ExpertConsole } from '#app/features/chat/ExpertConsole'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/expert')({
  head: () =>
    pageHead({
      title: consoleText.title,
      description: consoleText.description,
      path: '/expert',
      noindex: true,
    }),
  component: ExpertConsole,
})
