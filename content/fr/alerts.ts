// The French (Quebec) words of content/alerts.ts: they are in ./alerts.json (the alerts themselves are ./alerts/*.md).
import { translated } from '../alerts'
import words from './alerts.json' with { type: 'json' }

export const { REGION_LABELS } = translated('content/fr/alerts.json', words)
