// The words that triggered a sign are marked inside the quote (review 2.3), the same way in every
// language (N7): each quoted sign names its words, and they are in the quote and in the message.
import { describe, expect, it } from 'vitest'
import { checkMessage } from '#worker/scam-check/index.ts'

const messages = {
  en: 'Grandma it is me. I am in jail and need bail money. Buy Target gift cards and do not tell anyone.',
  es: 'Abuela, soy yo. Estoy en la cárcel y necesito dinero para la fianza. Compre tarjetas de regalo de Target y no le diga a nadie.',
  fr: 'Grand-maman, c’est moi. Je suis en prison et j’ai besoin d’argent pour la caution. Achète des cartes-cadeaux et ne le dis à personne.',
}

describe('the triggering words are marked in the quote', () => {
  for (const [lang, text] of Object.entries(messages)) {
    it(`in ${lang}`, () => {
      const result = checkMessage(text)
      const quoted = result.flags.filter((f) => f.excerpt)
      expect(quoted.length).toBeGreaterThanOrEqual(2)
      for (const flag of quoted) {
        expect(flag.marked, flag.id).toBeTruthy()
        expect(flag.excerpt).toContain(flag.marked)
        expect(text.replace(/\s+/g, ' ')).toContain(flag.marked)
      }
      const gift = result.flags.find((f) => f.id === 'gift-card')
      expect(gift?.marked?.toLowerCase()).toMatch(/gift cards|tarjetas de regalo|cartes-cadeaux/)
    })
  }

  it('a quote that is not the message (hidden characters) marks nothing', () => {
    const hidden = checkMessage('Your account is locked.\u200b Verify now at http://bank-secure-login.top or it will be closed today.')
    const flag = hidden.flags.find((f) => f.id === 'hidden-characters')
    if (flag) expect(flag.marked).toBeUndefined()
  })
})
