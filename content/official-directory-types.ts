// The shape of an entry of the official-contacts directory (official-directory.ts), apart from the
// entries (official-directory-entries.ts) and the lookups, so both can import it without a circle.

export const DIRECTORY_COUNTRIES = ['us', 'ca', 'mx', 'pa', 'cr'] as const
export type DirectoryCountry = (typeof DIRECTORY_COUNTRIES)[number]

export const DIRECTORY_KINDS = ['agency', 'bank', 'payment', 'delivery', 'toll', 'utility', 'carrier', 'platform'] as const
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number]

/** A text in the site's three languages. */
export interface Trilingual {
  en: string
  es: string
  fr: string
}

/** Where a fact was checked: a public page and the day (YYYY-MM-DD) it said so. */
export interface DirectorySource {
  url: string
  checked: string
  /** Where the page was read when it is not the page itself (an earlier check recorded in this repository). */
  note?: string
}

export interface OfficialPhone {
  /** E.164: "+18008291040". */
  e164: string
  /** As the organization prints it: "1-800-829-1040". */
  display: string
  /** What the line is for, when the organization has several. */
  label?: Trilingual
  source: DirectorySource
}

export interface OfficialEntry {
  /** Stable, lowercase, dashes: "irs", "revenu-quebec". */
  id: string
  names: Trilingual
  /** Lowercase words a message might use for it ("irs", "internal revenue service", "arc"). */
  aliases: readonly string[]
  country: DirectoryCountry
  /** A province or state when it serves only there ("QC", "ON"). */
  region?: string
  kind: DirectoryKind
  /** The address to show and link: "https://www.irs.gov/". */
  website: string
  /** The organization's own door in Spanish or French, when it has one on its own domains (ReporteFraude.ftc.gov). */
  localWebsites?: { en?: never; es?: string; fr?: string }
  /**
   * Hosts it owns: a registrable domain ("irs.gov") covers its subdomains. On a domain many offices
   * share ("canada.ca", "gob.mx") the entry lists that domain with a path in `pages` instead.
   */
  domains: readonly string[]
  /** Address prefixes on a shared domain, without the scheme: "gob.mx/profeco". */
  pages?: readonly string[]
  /** Only numbers confirmed on a public page; none rather than a guess. */
  phones: readonly OfficialPhone[]
  /** What it says it never does, in its own public words (ours here), with where it says so. */
  never: readonly Trilingual[]
  /** The pages the web addresses (and the "never" list) were checked on. */
  sources: readonly DirectorySource[]
}
