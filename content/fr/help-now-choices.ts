// The /help-now form's choices in French: the words are in ./help-now-choices.json; content/help-now-choices.ts
// puts them on its values (the query is read with the English lists only).
import { translated } from '../help-now-choices'
import words from './help-now-choices.json' with { type: 'json' }

export const { countries, situations } = translated('content/fr/help-now-choices.json', words)
