// The inputs of the server functions (app/features/*/*.functions.ts), each checked on the server by
// `serverFnInput` (app/lib/server-fn-input.ts): anything else is answered 400.
import * as z from 'zod/mini'
import { LOCALES } from '#shared/i18n'
import { CONFIRM_TOKEN } from './rules'

/** getServiceMap: the language to name the countries in. */
export const serviceMapInput = z.enum(LOCALES)

/** confirmNewsletter: the token of the confirmation link (the shape /newsletter/confirm?token= accepts). */
export const confirmNewsletterInput = z.object({ token: z.string().check(z.regex(CONFIRM_TOKEN)) })
