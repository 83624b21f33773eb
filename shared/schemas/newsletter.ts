// POST /api/newsletter: the scam alerts sign-up (the home page form and the alerts page).
import * as z from 'zod/mini'
import { m } from '#shared/paraglide/messages.js'
import { emailField, honeypotField } from './fields'

/** Read in the current language when read (a getter), like `authMessages`. */
export const newsletterMessages = {
  get email() {
    return m.account_err_newsletter_email()
  },
}

export const newsletterSchema = z.object({ email: emailField(() => newsletterMessages.email), website: honeypotField })

/** The places a reader may choose alerts for (`newsletter_subscribers.country`). */
export const ALERT_COUNTRIES = ['US', 'CA', 'any'] as const

/** PUT /api/newsletter/preferences: the token from the mail, and the reader's two choices. */
export const preferencesSchema = z.object({
  token: z.unknown(),
  country: z.enum(ALERT_COUNTRIES, { error: () => m.server_country_required() }),
  urgentOnly: z.boolean({ error: () => m.server_urgent_required() }),
})
