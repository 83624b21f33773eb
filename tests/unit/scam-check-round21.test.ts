// Round 21 of the checker's signs, tuned on the training side: a mailbox "full", "expiring" or to "validate" (the
// webmail phishing mails, an `account-closed` shape), and government money "sent" or "qualified for" out of the blue
// (`prize` phrases).
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('a mailbox threatened (round 21)', () => {
  it('flags the retired "exceeded its storage limit" mail', () => {
    const answer = rules(text('r14-en-telesites-mailbox-limit'))
    expect(answer.signs).toContain('account-closed')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    'Your mailbox is almost full. Upgrade it here to keep receiving mail.',
    'We are deactivating the older mailbox version. Validate your webmail today.',
    'Su buzón está lleno y será desactivado.',
  ])('%s', (t) => {
    expect(rules(t).signs).toContain('account-closed')
  })

  it('leaves a mailbox without a threat, and a French notice of a quota reached', () => {
    for (const t of [
      'Your parcel was left in your mailbox at 2:14 PM.',
      'Les utilisateurs reçoivent une alerte mentionnant que le quota de leur boîte aux lettres est atteint.',
    ])
      expect(rules(t).signs).not.toContain('account-closed')
  })
})

describe('government money out of the blue (round 21)', () => {
  it('flags the training-side Alberta "relief payment" text', () => {
    expect(rules(text('r10e13-gov-reddeer-affordability')).signs).toContain('prize')
  })

  it.each([
    'The relief fund has sent you a deposit of $1,375.50.',
    'You have an outstanding tax refund of $265.84.',
    'You are eligible to receive a one-time grocery rebate.',
  ])('%s', (t) => {
    expect(rules(t).signs).toContain('prize')
  })
})
