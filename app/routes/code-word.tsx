import { createFileRoute } from '@tanstack/react-router'
import { CodeWordPage } from '#app/features/pause/CodeWordPage'
import { pageHead } from '#app/lib/seo'
import { m } from '#shared/paraglide/messages.js'

// The family code word card and "Is this really you?" (docs/on-the-phone.md).
export const Route = createFileRoute('/code-word')({
  head: () => pageHead({ title: m.pause_codeword_title(), description: m.pause_codeword_description(), path: '/code-word' }),
  component: CodeWordPage,
})
