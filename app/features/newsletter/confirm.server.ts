// Server only: confirms a newsletter sign-up from the link in the e-mail.
import { env } from 'cloudflare:workers'
import { type ConfirmResult, confirmWithLinks } from '#worker/newsletter/subscriptions'

/** The result, and the new subscriber's personal token for the change and stop links. */
export function confirmNewsletterToken(token: string): Promise<{ result: ConfirmResult; manage?: string }> {
  return confirmWithLinks(env, token)
}
