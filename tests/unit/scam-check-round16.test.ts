// Round 16 of the checker's signs, tuned on the retired blind20/ (universities' phishing warnings): mail accounts said
// to be deleted "to create more space", the fake bounce that holds mail, the advance-fee letter's "reliable person",
// the fake-check job that pays for "software", and the full mailbox in French. Proved on the retired texts, read from
// the data files by id.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('the e-mail shapes of round 16', () => {
  it.each([
    ['r15-en-swarthmore-unused-accounts', 'account-closed'],
    ['r15-en-ideaofprogress-nmsc-overinvoice', 'prize'],
    ['r15-en-fitnyc-job-check', 'job-offer'],
    ['r15-fr-uparis-boite-pleine', 'verify-account'],
  ])('flags the retired %s (%s)', (id, sign) => {
    const answer = rules(text(id))
    expect(answer.signs).toContain(sign)
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    ['account-closed', 'Some messages could not be delivered to your inbox. Sign in to release your pending messages.'],
    ['account-closed', 'We are deleting all unused email accounts. Log in to keep yours from being closed.'],
    ['job-offer', 'The company will send a check to purchase the equipment for your home office.'],
  ])('%s: %s', (sign, t) => {
    expect(rules(t).signs).toContain(sign)
  })

  it('leaves a real bounce that names the address it could not reach', () => {
    expect(rules('Delivery has failed to these recipients: anna@example.com. The address was not found.').signs).not.toContain(
      'account-closed',
    )
  })
})
