// The company's postal address line for mail (CAN-SPAM, CASL; decision 073), beside the other mail
// helpers so every sender (alerts, trusted contact, report check-ins) reads it from below.
import { isProduction } from '../env'

export const LOCAL_POSTAL_STAND_IN =
  'Local development copy: no postal address is set (MAIL_POSTAL_ADDRESS). Production refuses to send alerts without it.'

/** The postal address line for list mail; `null` in production when it is missing (then nothing is sent). */
export function postalAddress(env: Env): string | null {
  const value = String(env.MAIL_POSTAL_ADDRESS ?? '').trim()
  if (value) return value
  return isProduction(env) ? null : LOCAL_POSTAL_STAND_IN
}
