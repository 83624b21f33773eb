// The company's phrases in Spanish: the words are in ./site.json; content/site.ts puts them over its contact
// details (phone, e-mail, address of the site), which stay one source for every number.
import { translated } from '../site'
import words from './site.json' with { type: 'json' }

export const { site, contentTokens, howItWorksPath } = translated('content/es/site.json', words)
