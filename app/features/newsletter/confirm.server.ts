// Server only: confirms a newsletter sign-up from the link in the e-mail.
import { env } from 'cloudflare:workers'
import { type ConfirmResult, confirmSubscription } from '#worker/newsletter/subscriptions'

export function confirmNewsletterToken(token: string): Promise<ConfirmResult> {
  return confirmSubscription(env, token)
}
