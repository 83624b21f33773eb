import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec: any path that is not a page redirects to the home page.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', statusCode: 302 })
  },
})
