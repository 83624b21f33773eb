// The French words of content/alerts.ts (the alerts themselves are content/fr/alerts/*.md).
import type * as en from '../alerts'

export const REGION_LABELS: typeof en.REGION_LABELS = {
  US: 'États-Unis',
  CA: 'Canada',
  both: 'États-Unis et Canada',
}
