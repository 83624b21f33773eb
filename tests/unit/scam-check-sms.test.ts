// SMS-style spam (decision 131): the "Answering it costs money" sign (a charge per text or minute, a
// British premium-rate number) with its quote, the SMS prize phrases, the shape features the model reads,
// and ordinary texts that mention minutes, numbers or a win left alone. The held-out SMS figures are
// `npm run eval:scam-check`'s.
import { describe, expect, it } from 'vitest'
import { normalize } from '#worker/scam-check/features.ts'
import { checkMessage } from '#worker/scam-check/index.ts'
import { MIN_WORDS, modelPoints } from '#worker/scam-check/model.ts'

const rules = (text: string) => checkMessage(text, undefined, undefined, false)

describe('SMS-style spam', () => {
  it('says when answering costs money, quoting the charge or the number, in English and Spanish', () => {
    for (const [text, quoted] of [
      ['Chat with singles tonight, call 09064123987 now', '09064123987'],
      ['Ring 0906 412 3987 today', '0906'],
      ['New tones every week. £1.50/msg, txt STOP to end', '50/msg'],
      ['Live chat 150p/min 18+', '150p'],
      ['Horóscopo diario, $25 por minuto', '$25 por minuto'],
    ] as const) {
      const result = rules(text)
      const flag = result.flags.find((f) => f.id === 'paid-reply')
      expect(flag, text).toBeDefined()
      expect(flag?.excerpt).toContain(quoted)
      expect(result.verdict).not.toBe('no-signs')
    }
    const es = checkMessage('Horóscopo diario en tu celular, costo $15 por mensaje', undefined, 'es', false)
    expect(es.flags.find((f) => f.id === 'paid-reply')?.title).toBe('Responder le cuesta dinero')
  })

  it('recognises an SMS prize draw by its wording', () => {
    expect(rules('U have won a £900 bonus, to claim call our office').flags.map((f) => f.id)).toContain('prize')
    expect(rules('Ur mobile has been awarded a cash award in our draw').flags.map((f) => f.id)).toContain('prize')
    expect(rules('Resultaste ganador de una pantalla en nuestra trivia').flags.map((f) => f.id)).toContain('prize')
  })

  it('leaves ordinary texts with minutes, numbers and a win alone', () => {
    for (const text of [
      'Running 10 min late, be there in 5 mins',
      'I won 20 quid on the horses today haha',
      'Call me on 020 7946 0018 when you land',
      'The bus costs 2 per person, see you at 8',
      'Me gané 200 pesos en la rifa jaja',
    ])
      expect(checkMessage(text).verdict, text).toBe('no-signs')
  })

  it('gives the model premium numbers and pence as tags', () => {
    expect(normalize('Call 09064123987 or 0906 412 3987, 150p/min, £1.50/msg')).toEqual([
      'call',
      '_premium',
      'or',
      '_premium',
      '_num',
      '_num',
      '_pence',
      '_money',
    ])
  })

  it('reads long e-mails too (round 18), and leaves a long ordinary newsletter unflagged', () => {
    expect(modelPoints(0.99, false, 500)).toBe(3)
    expect(modelPoints(0.99, false, MIN_WORDS - 1)).toBe(0)
    const newsletter = Array.from({ length: 12 }, (_, i) => `Item ${i}: the club meets on Tuesday, call the office to join us.`).join(' ')
    expect(checkMessage(newsletter).verdict).toBe('no-signs')
  })

  // The SMS templates of decision 131 were removed (decision 200: written from memory of a public corpus),
  // so the model no longer learns this British style; the rules still name the charge.
  it('flags a paid SMS offer, the same answer every time', () => {
    const text = 'FreeMsg: ur chosen 4 a holiday in Ibiza! Reply GO to 81234, 150p/msg, and our agent will ring u. 18+ T&Cs'
    const first = checkMessage(text)
    expect(first.verdict).not.toBe('no-signs')
    expect(first.flags.map((f) => f.id)).toContain('paid-reply')
    for (let i = 0; i < 3; i++) expect(checkMessage(text)).toEqual(first)
  })
})
