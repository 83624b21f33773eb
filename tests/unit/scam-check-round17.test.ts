// Round 17 of the checker's signs, tuned on the retired blind21/, and round 20 of its links, tuned on the retired
// blind-links14/ (LabHost's domains as the FBI published them: Canadian banks, carriers, tax and post). The retired text
// is read from the data files by id; the addresses are from blind-links14/ and from the carriers' own sites.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)
const flagged = (t: string) => checkMessage(t, undefined, undefined, true).verdict !== 'no-signs'

describe('the ultimatum on an account (round 17)', () => {
  it('flags the retired library-account mail: expired, "reactivate it immediately or it will be closed"', () => {
    const answer = rules(text('r16-en-liveresources-library-account-expired'))
    expect(answer.signs).toEqual(expect.arrayContaining(['account-closed', 'verify-account']))
    expect(answer.verdict).not.toBe('no-signs')
  })

  it('leaves a real expiry notice that only says how to renew', () => {
    expect(rules('Your library card expired on 3 March. Renew it at any branch desk with a photo ID.').signs).not.toContain(
      'account-closed',
    )
  })
})

describe("Canada's carriers and banks in other people's addresses (round 20)", () => {
  it.each([
    'https://verifiedrbc.com',
    'https://secure-rbcclient.com',
    'https://rbcvalidation.ca',
    'https://td-myvalidation.com',
    'https://rogersmobile.tk',
    'https://mytelushelp-mobility.cfd',
  ])('flags %s', (link) => {
    expect(flagged(link)).toBe(true)
  })

  it.each(['https://www.rogers.com/', 'https://www.fido.ca/', 'https://www.telus.com/', 'https://www.freedommobile.ca/'])(
    'leaves the carrier’s own %s',
    (link) => {
      expect(flagged(link)).toBe(false)
    },
  )

  it.each(['https://www.bancosantander.es/', 'https://www.anpost.com/', 'https://www.tdameritrade.com/', 'https://www.rogersgroup.com/'])(
    'leaves %s (a bank’s own address, another country’s post, a name holding "td" or "rogers")',
    (link) => {
      expect(flagged(link)).toBe(false)
    },
  )
})
