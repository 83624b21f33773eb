// The Spanish words of content/alerts.ts (the alerts themselves are content/es/alerts/*.md).
import type * as en from '../alerts'

export const REGION_LABELS: typeof en.REGION_LABELS = {
  US: 'Estados Unidos',
  CA: 'Canadá',
  both: 'Estados Unidos y Canadá',
}
