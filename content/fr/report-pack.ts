// /report-it-once's pack in French: the words are in ./report-pack.json; content/report-pack.ts puts them on its agencies.
import { translated } from '../report-pack'
import own from './report-pack.json' with { type: 'json' }

export const words = translated('content/fr/report-pack.json', own)
