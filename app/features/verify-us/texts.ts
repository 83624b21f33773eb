// Words of "Is this really SaffeSupport?" (issue 15), shared by the page and its tests.
import { site } from '#content/site'

export const verifyUsText = {
  notOurs: 'We did not issue this code. Hang up. Do not give anyone access to your computer.',
  /** "Sam from SaffeSupport" stays as it is; "Sam" becomes "Sam from SaffeSupport". */
  issuedBy(expertName: string, time: string): string {
    const who = expertName.includes(site.company) ? expertName : `${expertName} from ${site.company}`
    return `Yes — this code was issued by ${who} at ${time}.`
  },
  empty: 'Please type the code the caller gave you.',
} as const

/** "2:14 PM" in the reader's own clock. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
}
