import { createFileRoute } from '@tanstack/react-router'
import { ExpertConsole } from '#app/features/chat/ExpertConsole'
import { pageHead } from '#app/lib/seo'

// The console's words are in content/chat.ts (consoleText), loaded with the console itself; the head
// is written here so that module stays out of the entry every page loads. Staff only: English.
export const Route = createFileRoute('/expert')({
  head: () =>
    pageHead({
      title: 'Expert chat console',
      description: 'Where SaffeSupport experts answer visitors in the live chat.',
      path: '/expert',
      noindex: true,
    }),
  component: ExpertConsole,
})
