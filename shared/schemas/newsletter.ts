// POST /api/newsletter: the scam alerts sign-up (the home page form and the alerts page).
import * as z from 'zod/mini'
import { emailField, honeypotField } from './fields'

export const newsletterMessages = {
  email: 'Please enter your full e-mail address, for example name@example.com.',
} as const

export const newsletterSchema = z.object({ email: emailField(newsletterMessages.email), website: honeypotField })
