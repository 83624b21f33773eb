// Where the scam checker's answer says to report a scam, in the reader's order: Canada first in French
// (issue 46, W9), the US first in English and Spanish. The CAFC's French page on French answers.
import { LOCALE_HOME_COUNTRY, type Locale } from './locales.ts'

export type ReportCountry = 'ca' | 'us'

export interface ReportRoute {
  country: ReportCountry
  /** The Canadian route's address; the US one comes from the messages (ReportFraud / ReporteFraude). */
  href?: string
}

const CAFC = 'https://antifraudcentre-centreantifraude.ca/'
const CAFC_FR = 'https://antifraudcentre-centreantifraude.ca/index-fra.htm'

export function reportRoutes(locale: Locale): ReportRoute[] {
  if (LOCALE_HOME_COUNTRY[locale] === 'ca') return [{ country: 'ca', href: CAFC_FR }, { country: 'us' }]
  return [{ country: 'us' }, { country: 'ca', href: CAFC }]
}
