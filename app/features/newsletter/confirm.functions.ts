import { createServerFn } from '@tanstack/react-start'
import { serverFnInput } from '#app/lib/server-fn-input'
import { confirmNewsletterInput } from '#shared/schemas/server-fns'
import { confirmNewsletterToken } from './confirm.server'

/** Confirms the sign-up whose e-mailed link carries `token` (runs in place during SSR). */
export const confirmNewsletter = createServerFn({ method: 'POST' })
  .validator(serverFnInput(confirmNewsletterInput))
  .handler(({ data }) => confirmNewsletterToken(data.token))
