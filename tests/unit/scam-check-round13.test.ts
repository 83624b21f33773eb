// Round 13 of the checker's signs, tuned on the retired blind13/–blind17/: an account said to be blocked or closed
// ("Your SBI YONO Account Closed Today", "permanently blocked") is pressure like one said to be locked; and money
// offered (a loan, a prize, an inheritance) with a contact at a free e-mail provider, which no lender, agency or prize
// programme uses. Proved on retired and training-side real texts, read from the data files by id.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('an account said to be blocked or closed', () => {
  it('reads as pressure in the retired set', () => {
    expect(rules(text('r12-en-mountainmessenger-security-blocked')).signs).toContain('account-closed')
  })

  it.each(['Your account has been blocked. Verify now.', 'Dear Customer your YONO Account Closed Today, update your PAN'])('%s', (t) => {
    expect(rules(t).signs).toContain('account-closed')
  })
})

describe('money offered through a free e-mail address', () => {
  it("flags the private lender's offer of blind15/", () => {
    const answer = rules(text('r11e15-loan-cardano-1266'))
    expect(answer.signs).toContain('free-mail-offer')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    [
      'en',
      'Congratulations, you are the winner of our lottery. Contact claims.office@yahoo.com',
      'Money offered through a free e-mail address',
    ],
    ['es', '¿Necesita un préstamo? Escriba a prestamos.rapidos@hotmail.com', 'Ofrece dinero desde un correo gratuito'],
    [
      'fr',
      'Vous êtes bénéficiaire d’un héritage. Écrivez à maitre.dupont@outlook.fr',
      'De l’argent offert par une adresse courriel gratuite',
    ],
  ] as const)('%s: %s', (lang, t, title) => {
    const answer = checkMessage(t, undefined, lang, false)
    expect(answer.flags.find((f) => f.id === 'free-mail-offer')?.title).toBe(title)
  })

  it.each([
    'Hi, my name is Joe, I fix bikes. Prices from $20, email joe.bikes@gmail.com',
    'Our school fund-raiser is on Friday: send questions to pta.oak@gmail.com',
    'I won the office lottery pool! Tell gmail users to check the prize list.', // a prize, but no address
  ])('leaves alone: %s', (t) => {
    expect(rules(t).signs).not.toContain('free-mail-offer')
  })
})
