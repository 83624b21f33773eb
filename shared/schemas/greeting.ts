// WALKTHROUGH (removed after): the input of POST /api/greeting.
import * as z from 'zod/mini'
import { m } from '#shared/paraglide/messages.js'
import { honeypotField, nameField } from './fields'

export const greetingSchema = z.object({
  name: nameField({
    missing: () => m.server_greeting_name_missing(),
    tooLong: () => m.server_greeting_name_missing(),
    unprintable: () => m.server_greeting_name_missing(),
  }),
  website: honeypotField,
})
