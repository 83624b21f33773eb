// Rounds 20 to 23 of the checker's signs, each tuned on the set retired at its start or the training side (in one file:
// the same setup serves all four).
// - Round 20 (retired blind24/): money lost to a scam "recovered" for a fee (`recovery-offer`), in English, Spanish and
//   French; a secret asked for in the Spanish "tú" form.
// - Round 21 (training side): a mailbox "full", "expiring" or to "validate" (the webmail phishing mails, an
//   `account-closed` shape), and government money "sent" or "qualified for" out of the blue (`prize` phrases).
// - Round 22 (retired blind26/): a car warranty "about to expire" (`car-warranty`, the robocall), in English, Spanish
//   and French. (Its Spanish password-reset notice, flagged at the freeze, reads "No warning signs" once learnt: the
//   retrained model lowers it; "borre este correo" as an ignore notice was tried and changed nothing.)
// - Round 23 (retired blind27/ and the training side): a bank account "locked" until one calls to "restore" it, a
//   payment one is "eligible for", the "sugar mummy", the mail-password phish's "Keep Same Password", a traffic fine
//   "unresolved", the Spanish parcel "en retención".
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'
import { REAL_FILES } from '../../scripts/measure/scam-model-lib.mjs'
import { trainingTexts } from './training-texts.ts'

const { text } = trainingTexts(REAL_FILES)
/** The rules alone (no model): their signs and verdict. */
const rules = (t: string) => checkMessage(t, undefined, undefined, false)

describe('lost money "recovered" for a fee (round 20)', () => {
  it('flags the retired testimonial that sends readers to a "hacker" on Telegram', () => {
    const answer = rules(text('r19-en-cryptotheft-blackhathacker-telegram'))
    expect(answer.signs).toContain('recovery-offer')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    ['en', 'Our fund recovery team got back the bitcoin I lost. Write to them today.'],
    ['es', 'Podemos recuperar sus fondos perdidos en inversiones falsas.'],
    ['fr', 'Nous pouvons récupérer vos fonds perdus dans une fausse plateforme.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('recovery-offer')
  })

  it('leaves a bank notice that says it never offers one', () => {
    expect(rules('We never contact you to offer fund recovery.').signs).not.toContain('recovery-offer')
  })

  it('leaves recovery codes and account recovery', () => {
    for (const t of ['You have 2 recovery codes left.', 'Use your recovery email to get back into your account.'])
      expect(rules(t).signs).not.toContain('recovery-offer')
  })

  it('is explained in the three languages, with what to do', () => {
    for (const lang of ['en', 'es', 'fr'] as const) {
      const answer = checkMessage('Our fund recovery team can help.', undefined, lang, false)
      const flag = answer.flags.find((f) => f.id === 'recovery-offer')
      expect(flag?.title.length).toBeGreaterThan(10)
      expect(flag?.detail.length).toBeGreaterThan(40)
    }
  })
})

describe('a secret asked for in the "tú" form (round 20)', () => {
  it('flags the retired Ecuadorian text: "te pido que guardes el secreto"', () => {
    expect(rules(text('r19-es-elmercurio-maletas-panama')).signs).toContain('secrecy')
  })
})

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

describe('a car warranty "about to expire" (round 22)', () => {
  it('flags the retired robocall script', () => {
    const answer = rules(text('r21-en-staugustine-warranty-robocall'))
    expect(answer.signs).toContain('car-warranty')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it.each([
    ['en', 'We are calling about your vehicle warranty. Press 1 to speak to an agent.'],
    ['es', 'Le llamamos porque la garantía de su vehículo está por vencer.'],
    ['fr', 'Nous vous appelons au sujet de la garantie de votre voiture, qui arrive à échéance.'],
  ])('%s: %s', (_lang, t) => {
    expect(rules(t).signs).toContain('car-warranty')
  })

  it('leaves a store receipt with a product warranty', () => {
    expect(rules('Thank you for your order. Your blender comes with a 2-year warranty.').signs).not.toContain('car-warranty')
  })
})

describe('round 23', () => {
  it('flags the training-side text that locks a bank account until one calls a number', () => {
    const answer = rules(text('r23-en-eriefcu-lock-bank-access'))
    expect(answer.signs).toContain('account-closed')
    expect(answer.verdict).toBe('likely-scam')
  })

  it('flags the retired payment one is "eligible for" out of the blue', () => {
    const answer = rules(text('r22-en-extraie-revenue-covid'))
    expect(answer.signs).toContain('prize')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it('flags the retired "sugar mummy" text', () => {
    const answer = rules(text('r22-en-ddghelp-sugar-mummy'))
    expect(answer.signs).toContain('romance')
    expect(answer.verdict).not.toBe('no-signs')
  })

  it('reads the Spanish parcel "en retención" (2 points: the retired text, with no link, still reads "No warning signs")', () => {
    expect(rules(text('r22-es-heraldodemexico-encomienda-retencion')).signs).toContain('parcel-problem')
  })

  it('reads "Keep Same Password" as a password asked for, and a traffic fine "unresolved" as unpaid', () => {
    expect(rules('Your password expires today. Keep Same Password').signs).toContain('asks-password')
    expect(rules('An unresolved traffic fine is linked to your driving account.').signs).toContain('unpaid-fine')
  })

  it('leaves a bike locked by a friend', () => {
    expect(rules('Sorry, I had to lock your bike to the rail, the key is with Sam.').signs).not.toContain('account-closed')
  })
})
