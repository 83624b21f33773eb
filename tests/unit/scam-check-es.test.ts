// The scam checker in Spanish: Spanish scam wording is detected, Spanish everyday messages
// are not flagged, a Spanish page gets a Spanish answer whatever the message's language, an English
// page keeps answering in the message's language, and the input problems follow the request's
// language (worker/http/locale.ts).
import { describe, expect, it } from 'vitest'
import { withLocale } from '#worker/http/locale'
import { answerLanguage, checkMessage, validateText } from '#worker/scam-check/index.ts'

const ids = (text: string) => checkMessage(text).flags.map((f) => f.id)

describe('Spanish scam wording is detected', () => {
  it.each([
    [
      'Su cuenta ha sido suspendida. Verifique sus datos aquí: https://bit.ly/3xYz',
      ['account-closed', 'verify-account', 'link-shortener'],
      'likely-scam',
    ],
    ['URGENTE: compre tarjetas de regalo de Google Play y envíeme los números de atrás.', ['gift-card', 'urgency'], 'likely-scam'],
    // A prize and a request to act ("asks-to-act", decision 340): 4 + 1 + 1.
    [
      'Felicidades, usted ganó un premio de $1,000. Haga clic aquí para reclamarlo.',
      ['prize', 'click-prompt', 'asks-to-act'],
      'likely-scam',
    ],
    [
      'Haga clic en el enlace para confirmar su información bancaria.',
      ['asks-bank-details', 'verify-account', 'click-prompt'],
      'likely-scam',
    ],
    [
      'Le llamamos del IRS. Debe impuestos atrasados y hay una orden de arresto. Pague hoy con tarjetas de regalo.',
      ['government', 'threat', 'gift-card'],
      'likely-scam',
    ],
    [
      'Su número de Seguro Social ha sido suspendido por actividad sospechosa. Presione 1 para hablar con un agente.',
      ['asks-id-number', 'threat', 'government'],
      'likely-scam',
    ],
    [
      'Aviso del IRS: tiene un reembolso pendiente. Ingrese sus datos en el enlace.',
      ['government', 'verify-account', 'prize'],
      'likely-scam',
    ],
    // A request, a subject and pressure together ("act-now", decision 280).
    ['Verifique su cuenta hoy mismo o será cerrada.', ['verify-account', 'urgency', 'act-now'], 'likely-scam'],
  ])('%s', (text, signs, verdict) => {
    // The rules' verdict; the trained model may lift it, never lower a warning it cannot weigh (decision 130).
    const result = checkMessage(text, undefined, undefined, false)
    expect(result.messageLang).toBe('es')
    expect(result.verdict).toBe(verdict)
    expect(checkMessage(text).verdict === 'no-signs').toBe(false)
    expect(result.flags.map((f) => f.id)).toEqual(expect.arrayContaining(signs))
  })

  it('leaves ordinary Spanish messages alone', () => {
    for (const text of [
      'Hola mamá, llego tarde a la cena. Guárdame un poco de pastel.',
      'Su cita con el médico es el martes a las 10. Responda SÍ para confirmar.',
      'Su pedido llegará hoy mismo entre las 2 y las 5 de la tarde.',
      'Recuerde: nunca le pediremos su número de Seguro Social por mensaje.',
    ]) {
      expect(checkMessage(text).verdict, text).toBe('no-signs')
    }
  })

  it('"verifique" is negated like the English phrases ("nunca le pediremos que verifique su cuenta")', () => {
    expect(ids('Nunca le pediremos que verifique su cuenta por mensaje de texto.')).not.toContain('verify-account')
  })
})

describe('the language of the answer', () => {
  const SPANISH = 'Abuela soy yo, estoy en la cárcel. Necesito la fianza, no le digas a nadie.'
  const ENGLISH = 'Grandma it is me. I am in jail and need bail money. Buy Target gift cards and do not tell anyone.'

  it('a Spanish page answers an English message in Spanish: verdict, signs and advice', () => {
    const result = checkMessage(ENGLISH, undefined, answerLanguage('es'))
    expect(result.messageLang).toBe('en')
    expect(result.lang).toBe('es')
    expect(result.verdictText).toBe('Probablemente es una estafa')
    expect(result.flags.map((f) => f.title)).toEqual(
      expect.arrayContaining(['Pide tarjetas de regalo', 'Le pide guardar el secreto', 'Un familiar “en apuros”']),
    )
    const advice = result.advice.join(' ')
    expect(advice).toContain('No pague nada')
    expect(advice).toContain('ReporteFraude.ftc.gov')
    expect(advice).toContain('Centro Antifraude de Canadá (CAFC)')
    expect(advice).not.toMatch(/\b(the|your|you)\b/i)
  })

  it('a Spanish page answers a Spanish message in Spanish, and "no signs" in Spanish', () => {
    expect(checkMessage(SPANISH, undefined, answerLanguage('es')).verdictText).toBe('Probablemente es una estafa')
    const clean = checkMessage('Hola, nos vemos el domingo en la iglesia.', undefined, answerLanguage('es'))
    expect(clean.verdictText).toBe('No encontramos señales de alerta')
    expect(clean.advice[0]).toMatch(/una estafa puede parecer limpia/)
    // The rules alone (the model, retrained in decision 200, now lifts this one to "likely").
    const careful = checkMessage('Su paquete no se pudo entregar. Haga clic aquí.', undefined, answerLanguage('es'), false)
    expect(careful.verdictText).toBe('Tenga cuidado')
  })

  it('an English page answers in the language of the message, as before', () => {
    expect(answerLanguage('en')).toBeUndefined()
    expect(checkMessage(ENGLISH, undefined, answerLanguage('en'))).toMatchObject({ lang: 'en', verdictText: 'Likely a scam' })
    expect(checkMessage(SPANISH, undefined, answerLanguage('en'))).toMatchObject({ lang: 'es', verdictText: 'Probablemente es una estafa' })
  })

  it('hidden characters are counted in the language of the answer', () => {
    const result = checkMessage('Open invoice_\u202Efdp.exe today, urgent, click here', undefined, 'es')
    expect(result.flags.find((f) => f.id === 'hidden-characters')?.excerpt).toBe('1 carácter invisible')
  })
})

describe('input problems in the request language', () => {
  it('Spanish requests get Spanish messages', () => {
    withLocale('es', () => {
      expect(validateText('   ')).toMatchObject({
        ok: false,
        problem: { status: 400, msg: expect.stringContaining('La casilla está vacía') },
      })
      expect(validateText(42)).toMatchObject({ ok: false, problem: { msg: expect.stringContaining('Pegue el mensaje') } })
      expect(validateText('a'.repeat(10_001))).toMatchObject({
        ok: false,
        problem: { status: 413, msg: expect.stringContaining('10,001 caracteres') },
      })
      expect(validateText('\u0000\u0001\u0002binary\u0003\u0004')).toMatchObject({
        ok: false,
        problem: { msg: expect.stringContaining('archivo') },
      })
    })
  })

  it('English requests keep the English messages', () => {
    withLocale('en', () => {
      expect(validateText('')).toMatchObject({ ok: false, problem: { msg: expect.stringContaining('The box is empty') } })
      expect(validateText('a'.repeat(10_001))).toMatchObject({
        ok: false,
        problem: {
          msg: 'That is too long to check: 10,001 characters. Please paste at most 10,000 characters, for example the first part of the message.',
        },
      })
    })
  })
})
