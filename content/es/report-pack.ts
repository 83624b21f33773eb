// /report-it-once's pack in Spanish: the words are in ./report-pack.json; content/report-pack.ts puts them on its agencies.
import { translated } from '../report-pack'
import own from './report-pack.json' with { type: 'json' }

export const words = translated('content/es/report-pack.json', own)
