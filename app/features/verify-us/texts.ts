// Words of "Is this really SaffeSupport?" (issue 15), shared by the page and its tests. Each is a
// function, so it is read in the language of the current render (messages/tools, tools_verify_*).
import { site } from '#content/site'
import { currentLocale, LOCALE_TAGS } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'

export const verifyUsText = {
  notOurs: (): string => m.tools_verify_not_ours(),
  /** "Sam from SaffeSupport" stays as it is; "Sam" becomes "Sam from SaffeSupport" ("Sam, de SaffeSupport"). */
  issuedBy(expertName: string, time: string): string {
    const who = expertName.includes(site.company) ? expertName : m.tools_verify_from({ name: expertName, company: site.company })
    return m.tools_verify_issued_by({ who, time })
  },
  empty: (): string => m.tools_verify_empty(),
} as const

/** "2:14 PM" in the reader's own clock, written the way the page's language writes it. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(LOCALE_TAGS[currentLocale()], { hour: 'numeric', minute: '2-digit' })
}
