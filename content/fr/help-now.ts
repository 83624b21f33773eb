// /help-now in French: the words are in ./help-now.json; content/help-now.ts puts them on its contacts and steps.
import { translated } from '../help-now'
import own from './help-now.json' with { type: 'json' }
import * as choices from './help-now-choices'

export * from './help-now-choices'
export const { contacts, steps, note, words } = translated('content/fr/help-now.json', own, choices, 'fr')
