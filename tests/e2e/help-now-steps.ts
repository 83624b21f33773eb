// What both languages' /help-now tests check for each situation: a step only that situation brings,
// per country (its id in content/help-now.ts, whose words each language has).
import type { Situation, StepId } from '#content/help-now'

export const OWN_STEP: Record<Situation, { us: StepId; ca: StepId }> = {
  'on-the-line': { us: 'hang-up', ca: 'hang-up' },
  remote: { us: 'disconnect', ca: 'disconnect' },
  'bank-login': { us: 'bank', ca: 'bank' },
  'gift-card': { us: 'gift-card-brand', ca: 'gift-card-brand' },
  wire: { us: 'wire-recall', ca: 'wire-recall' },
  crypto: { us: 'crypto-company', ca: 'crypto-company' },
  card: { us: 'card-issuer', ca: 'card-issuer' },
  cash: { us: 'courier', ca: 'courier' },
  'id-number': { us: 'credit-freeze-us', ca: 'sin' },
  medicare: { us: 'medicare', ca: 'health-card' },
}
