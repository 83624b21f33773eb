// Round 4 of the checker's rules (decision 310): the scam's general shapes (pay per day, a chat app, loans and debt
// relief, "wrong number" openers) and real status notices the model may not lift. Every text is from the training
// side: the team-written templates (data/scam-check/messages.jsonl) or real notices (data/scam-check/real/).
import { describe, expect, it } from 'vitest'
import { checkMessage, Steps } from '#worker/scam-check/index.ts'

const rules = (text: string) => checkMessage(text, undefined, undefined, false)
const signs = (text: string) => rules(text).signs

describe('the scam shapes of round 4', () => {
  it('pay per day after a word of earning is the job scam’s mark, in English and Spanish', () => {
    expect(signs('Hi, I am a recruiter from TalentLink. Part-time, 60-90 min a day, $800 daily. Interested? Reply Y')).toContain(
      'job-offer',
    )
    expect(signs('Empleo en casa: gane $500 diarios dando me gusta a videos. Escribanos por WhatsApp, cupo limitado.')).toEqual(
      expect.arrayContaining(['job-offer', 'call-prompt']),
    )
    expect(
      signs('Hola, vimos su currículum. Trabajo remoto, $800 al día, solo 30 minutos dando me gusta a videos. Responda SÍ para empezar.'),
    ).toContain('job-offer')
  })

  it('an amount per day without a word of earning, or a chat app named without a request, is no sign', () => {
    expect(signs('Parking downtown is $5 a day this week, see you at the game')).not.toContain('job-offer')
    expect(signs('MIJA, ¿ME RECUERDAS CÓMO SE MANDA FOTO POR WHATSAPP?')).not.toContain('call-prompt')
  })

  it('a loan approved or a debt forgiven for a fee is "loan-offer", and not when negated', () => {
    for (const text of [
      'Guaranteed approval! Get up to $75,000 today, no credit check Just pay a small processing fee upfront.',
      'DEBT RELIEF PROGRAM: STOP PAYING YOUR CREDITORS AND SEND US $950 A MONTH. ACT NOW, SPOTS ARE LIMITED.',
      'Préstamo preaprobado de $1,500 sin revisar buró. Solo pague $3.95 de seguro por adelantado para liberar el dinero',
      'SU DEUDA PUEDE SER PERDONADA HOY. LLAME AL (888) 653-8718 Y PAGUE UNA CUOTA ÚNICA DE $250 PARA INSCRIBIRSE.',
    ]) {
      const result = rules(text)
      expect(result.signs, text).toContain('loan-offer')
      expect(result.verdict, text).not.toBe('no-signs')
    }
    expect(signs('We never offer debt relief by text message.')).not.toContain('loan-offer')
    const flag = rules('Guaranteed approval! Get up to $75,000 today, no credit check Just pay a small processing fee upfront.').flags.find(
      (f) => f.id === 'loan-offer',
    )!
    expect(flag.title).toBe('A loan or debt relief out of nowhere')
    expect(checkMessage('Préstamo preaprobado de $1,500 sin revisar buró.', undefined, 'es').flags[0].title).toMatch(/préstamo/)
  })

  it('"wrong number" openers are a sign in English and Spanish', () => {
    expect(rules('Hi is this Rosa? Oh sorry, wrong number. My assistant gave me this one.').verdict).toBe('suspicious')
    expect(signs('Perdón, número equivocado. Parece usted amable.')).toContain('wrong-number')
    expect(signs('PERDÓN, ME PASARON MAL EL CONTACTO.')).toContain('wrong-number')
  })

  it('real texts of round 5’s training half: a new number, a card blocked, a toll to settle, a reward to claim', () => {
    // data/scam-check/real/round5-en.jsonl and round5-esfr.jsonl (each row names its public source).
    for (const text of [
      'Hi Mum. My phone just broke. So you can delete that number and save this one. Can you send me a WhatsApp message? Thanks!',
      'Your vehicle has an unpaid toll bill. To avoid excessive late fees on your bill, please settle it promptly. Thank you for your cooperation!',
      'Your Apple-ID will be disabled for security reason. to avoid it,You should see more details and follow the next steps at: [LINK]',
      'Felicitaciones por obtener tus Puntos Suerte Banorte. Por favor, reclama tu recompensa de la suerte',
    ])
      expect(rules(text).verdict, text).not.toBe('no-signs')
  })

  it('a prize that quotes a "claim code" is no one-time-code notice: the model may lift it (templates)', () => {
    const text = 'Your entry has won. Claim code 821673. Call 312-441-0784 before the lines close to collect your reward'
    expect(signs(text)).toContain('prize')
    expect(checkMessage(text).score).toBeGreaterThan(rules(text).rulesScore)
  })

  it('the new scanners stay linear on long input', () => {
    for (const text of ['earn '.repeat(2000), '$1 '.repeat(3000), 'contact whatsapp '.repeat(1500), 'has '.repeat(5000)]) {
      const steps = new Steps()
      checkMessage(text, steps)
      expect(steps.count, text.slice(0, 20)).toBeLessThan(text.length * 40)
    }
  })
})

describe('real status notices', () => {
  it('an order shipped or delivered is not lifted by the model when the rules see no sign (real notices)', () => {
    for (const text of [
      'Your USPS package is out for delivery. Track at URL link.',
      'Your USPS package has been delivered. More info at URL link.',
      'Odoo S.A.: We are glad to inform you that your order n° S00042 has been shipped. Your tracking reference is 1Z999AA10123456784.',
    ]) {
      const result = checkMessage(text)
      expect(result.verdict, text).toBe('no-signs')
      expect(result.score, text).toBeLessThanOrEqual(result.rulesScore)
    }
  })

  it('a notice that presses or asks is left to the rules and the model as before', () => {
    const pressed = checkMessage('Your package was delivered. Your account is suspended: pay the fee immediately to avoid penalties.')
    expect(pressed.verdict).not.toBe('no-signs')
  })
})
