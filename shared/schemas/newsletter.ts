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
