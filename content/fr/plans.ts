// The plans in French (Quebec): the words are in ./plans.json; content/plans.ts puts them on its plans (ids,
// prices, coverage, links) and computes the yearly totals and combo savings from the same prices.
import { translated } from '../plans'
import words from './plans.json' with { type: 'json' }

export const { plans, pricingNotes, comparisonRows } = translated('content/fr/plans.json', words, 'fr')
