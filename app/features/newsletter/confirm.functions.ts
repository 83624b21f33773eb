import { createServerFn } from '@tanstack/react-start'
import { confirmNewsletterToken } from './confirm.server'

/** Confirms the sign-up whose e-mailed link carries `token` (runs in place during SSR). */
export const confirmNewsletter = createServerFn({ method: 'POST' })
  .validator((data: { token: string }) => ({ token: typeof data?.token === 'string' ? data.token.slice(0, 200) : '' }))
  .handler(({ data }) => confirmNewsletterToken(data.token))
