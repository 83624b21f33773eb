import { createFileRoute } from '@tanstack/react-router'
import { chatText } from '#content/chat'
import { ExpertConsole } from '#app/features/chat/ExpertConsole'
import { pageHead } from '#app/lib/seo'

export const Route = createFileRoute('/expert')({
  head: () =>
    pageHead({
      title: chatText.console.title,
      description: chatText.console.description,
      path: '/expert',
      noindex: true,
    }),
  component: ExpertConsole,
})
