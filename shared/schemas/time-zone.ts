// The reader's time zone (W7, docs/on-the-phone.md): the IANA name the browser reports
// (`Intl.DateTimeFormat().resolvedOptions().timeZone`), sent by the site's own fetch calls in one
// header (app/lib/api-fetch.ts). Never guessed from the address. Anything else counts as not known.
import * as z from 'zod/mini'

/** The header the site's own API calls carry the browser's time zone in. */
export const TIME_ZONE_HEADER = 'x-time-zone'

/** A zone's name as IANA writes them: "America/Toronto", "America/Argentina/Buenos_Aires", "UTC". */
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]{0,30}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/

/** True when the runtime knows the zone (so every mail can be written in it). */
function known(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const timeZoneSchema = z.string().check(
  z.maxLength(64),
  z.regex(ZONE_SHAPE),
  z.refine((zone: string) => known(zone)),
)

/** The zone a header (or field) reports, or null when absent, malformed or unknown. */
export function readTimeZone(value: unknown): string | null {
  const parsed = timeZoneSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
