// W7 (docs/on-the-phone.md): the reader's own time zone for the times our mails give. Stored only as
// the browser reports it (the `x-time-zone` header of the site's own calls) when an account is made or
// signed in to, and when a trusted contact accepts; never guessed from the address. Unknown (a form
// posted without scripts, an account from before): the mail says "a few minutes before this e-mail".
import { eq } from 'drizzle-orm'
import { readTimeZone, TIME_ZONE_HEADER } from '#shared/schemas/time-zone'
import { getDb, schema } from '../db'

/** The zone the request's browser reported, or null. */
export const reportedTimeZone = (headers: Headers): string | null => readTimeZone(headers.get(TIME_ZONE_HEADER))

/** Keeps the zone a signed-up or signed-in browser reported for the account of `email` (nothing when none). */
export async function rememberUserTimeZone(env: Env, email: string, zone: string | null): Promise<void> {
  if (!zone) return
  try {
    await getDb(env.DB).update(schema.users).set({ timeZone: zone }).where(eq(schema.users.email, email))
  } catch (err) {
    // A zone not kept only makes a mail's time less precise: never fail the sign-in for it.
    console.warn('time zone not kept', String(err))
  }
}
