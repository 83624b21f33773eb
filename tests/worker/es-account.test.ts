// Spanish requests: an API call sent from a Spanish page (`x-locale: es`, as apiFetch does,
// or a Referer under /es for forms posted without scripts) is answered in Spanish, with the same status
// codes, and its e-mails are in Spanish. English requests are unchanged (the other worker tests).
import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { callbackMessages as callbackMessagesEs } from '#content/es/callback'
import { getDb, schema } from '#worker/db'
import { asPerson, freshClientAddress, latestSignupCode, newEmail, outbox } from './helpers'

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

async function send(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshClientAddress(), ...headers },
    body: JSON.stringify(asPerson(path, body)),
  })
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await send(path, body, headers)
  return { status: res.status, json: (await res.json().catch(() => ({}))) as { msg?: string } }
}

const es = { 'x-locale': 'es' }

describe('sign-up in Spanish', () => {
  it.each([
    ['no name', { email: 'ana@example.com' }, 'Por favor, escriba su nombre.'],
    [
      'a bad e-mail',
      { name: 'Ana', email: 'ana at example' },
      'Por favor, escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
    ],
    ['a name of 81 characters', { name: 'a'.repeat(81), email: 'ana@example.com' }, 'Su nombre puede tener como máximo 80 caracteres.'],
  ])('answers %s with a Spanish 400', async (_, body, msg) => {
    const res = await post('/api/auth/send-otp', body, es)
    expect(res.status).toBe(400)
    expect(res.json.msg).toBe(msg)
  })

  it('answers a password that is the e-mail and a short code in Spanish at verify-otp', async () => {
    const email = 'ana@example.com'
    const same = await post('/api/auth/verify-otp', { email, otp: '123456', password: email }, es)
    expect(same).toEqual({ status: 400, json: { msg: 'Su contraseña no puede ser su correo electrónico.' } })
    const short = await post('/api/auth/verify-otp', { email, otp: '12345', password: 'a long password' }, es)
    expect(short.json.msg).toBe('Por favor, escriba el código de 6 dígitos que le enviamos por correo.')
    const none = await post('/api/auth/verify-otp', { email: newEmail('nadie'), otp: '123456', password: 'a long password' }, es)
    expect(none).toEqual({
      status: 400,
      json: { msg: 'No tenemos ningún registro pendiente para este correo electrónico. Por favor, regístrese de nuevo.' },
    })
  })

  it('the same bad input from an English page is answered in English', async () => {
    const res = await post('/api/auth/send-otp', { email: 'ana@example.com' })
    expect(res).toEqual({ status: 400, json: { msg: 'Please enter your name.' } })
  })

  it('sends the code e-mail in Spanish, and the code works', async () => {
    const email = newEmail('ana')
    const sent = await post('/api/auth/send-otp', { name: 'Ana López', email }, es)
    expect(sent.status).toBe(200)
    expect(sent.json.msg).toBe(`Enviamos un código de 6 dígitos a ${email}. Vale por 10 minutos.`)
    const [mail] = await outbox(email)
    expect(mail.subject).toBe('Su código de registro de SaffeSupport')
    expect(mail.text).toContain('Hola:')
    expect(mail.text).toContain('SaffeSupport nunca le pedirá este código por teléfono.')
    expect(mail.text).toContain('El código vale por 10 minutos.')
    expect(mail.html).toContain('<html lang="es">')
    expect(mail.html).toContain('Su código de registro')
    expect(mail.text).not.toMatch(/\b(the|your|and)\b/i)
    const code = await latestSignupCode(email)
    const wrong = await post(
      '/api/auth/verify-otp',
      { email, otp: code === '000000' ? '111111' : '000000', password: 'una frase larga' },
      es,
    )
    expect(wrong).toEqual({
      status: 400,
      json: { msg: 'Ese código no es correcto. Por favor, revise el correo e inténtelo de nuevo (le quedan 4 intentos).' },
    })
    const ok = await post('/api/auth/verify-otp', { email, otp: code, password: 'una frase larga' }, es)
    expect(ok).toEqual({
      status: 200,
      json: { msg: 'Su correo electrónico está confirmado y su cuenta está lista. Ya puede iniciar sesión.' },
    })
  })

  it('an English sign-up still gets the English code e-mail', async () => {
    const email = newEmail('ann')
    const sent = await post('/api/auth/send-otp', { name: 'Ann Lee', email })
    expect(sent.json.msg).toBe(`We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`)
    const [mail] = await outbox(email)
    expect(mail.subject).toBe('Your SaffeSupport sign-up code')
    expect(mail.html).toContain('<html lang="en">')
  })

  it('the cooldown 429 is in Spanish, with Retry-After', async () => {
    const email = newEmail('espera')
    const ip = freshClientAddress()
    const headers = { ...es, 'cf-connecting-ip': ip }
    expect((await post('/api/auth/send-otp', { name: 'Ana', email }, headers)).status).toBe(200)
    const res = await send('/api/auth/send-otp', { name: 'Ana', email }, headers)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const again = { json: (await res.json()) as { msg: string } }
    expect(again.json.msg).toMatch(/^Por favor, espere \d+ segundos? antes de pedir un código nuevo\.$/)
  })

  it('login mistakes are answered in Spanish', async () => {
    const captcha = await post('/api/auth/login', { email: 'ana@example.com', password: 'x' }, es)
    expect(captcha).toEqual({ status: 400, json: { msg: 'Por favor, complete la verificación de seguridad (CAPTCHA).' } })
    const me = await SELF.fetch('http://localhost/api/auth/me', { headers: { ...es, 'cf-connecting-ip': freshClientAddress() } })
    expect(me.status).toBe(401)
    expect(await me.json()).toEqual({ msg: 'Su sesión terminó. Por favor, inicie sesión de nuevo.' })
  })
})

describe('generic answers in Spanish', () => {
  it('a body that is not JSON: 415 in Spanish', async () => {
    const res = await SELF.fetch('http://localhost/api/auth/send-otp', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'cf-connecting-ip': freshClientAddress(), ...es },
      body: 'x',
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ msg: 'Algo falló al enviar el formulario. Recargue la página e inténtelo de nuevo, o llámenos.' })
  })

  it('an unknown API path: 404 in Spanish', async () => {
    const res = await SELF.fetch('http://localhost/api/nothing-here', { headers: es })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ msg: 'No hay nada en esta dirección.' })
  })

  it('the no-script page follows the Referer of a Spanish form', async () => {
    const res = await SELF.fetch('http://localhost/api/no-script?form=signup', {
      method: 'POST',
      headers: { referer: 'http://localhost/es/signup', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ana',
    })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('<a href="/es/signup">página de registro</a>')
    const en = await SELF.fetch('http://localhost/api/no-script?form=signup', {
      method: 'POST',
      headers: { referer: 'http://localhost/signup' },
    })
    expect(await en.text()).toContain('<a href="/signup">sign-up page</a>')
  })
})

describe('newsletter in Spanish', () => {
  it('stores the language, and sends a Spanish confirmation e-mail linking to the Spanish page', async () => {
    const email = newEmail('lectora')
    const res = await post('/api/newsletter', { email }, es)
    expect(res.status).toBe(200)
    expect(res.json.msg).toMatch(/^Gracias\. Por favor, revise su bandeja de entrada/)
    const row = await getDb(env.DB).query.newsletterSubscribers.findFirst({ where: eq(schema.newsletterSubscribers.email, email) })
    expect(row?.locale).toBe('es')
    const [mail] = await outbox(email)
    expect(mail.subject).toBe('SaffeSupport: por favor, confirme su suscripción')
    expect(mail.html).toContain('<html lang="es">')
    expect(mail.html).toContain('Confirmar mi suscripción')
    expect(mail.text).toMatch(/https?:\/\/\S+\/es\/newsletter\/confirm\?token=[\w-]+/)
  })

  it('an English sign-up is stored as English with the English e-mail', async () => {
    const email = newEmail('reader')
    await post('/api/newsletter', { email })
    const row = await getDb(env.DB).query.newsletterSubscribers.findFirst({ where: eq(schema.newsletterSubscribers.email, email) })
    expect(row?.locale).toBe('en')
    const [mail] = await outbox(email)
    expect(mail.subject).toBe('SaffeSupport: please confirm your sign-up')
    expect(mail.text).toMatch(/https?:\/\/[^/\s]+\/newsletter\/confirm\?token=/)
  })

  it('a bad address: Spanish 400', async () => {
    const res = await post('/api/newsletter', { email: 'nope' }, es)
    expect(res).toEqual({
      status: 400,
      json: { msg: 'Por favor, escriba su correo electrónico completo, por ejemplo nombre@ejemplo.com.' },
    })
  })
})

describe('call-back in Spanish', () => {
  const valid = { name: 'Marta Ruiz', phone: '(555) 123-4567', timeZone: 'eastern', bestTime: 'morning', topic: 'scam-worry' }

  it('refuses bad fields in Spanish', async () => {
    const res = await post('/api/callback', { ...valid, phone: '123' }, es)
    expect(res).toEqual({ status: 400, json: { msg: callbackMessagesEs.phoneInvalid } })
  })

  it('thanks in Spanish, stores the language and tells the sales team to call in Spanish', async () => {
    const res = await post('/api/callback', valid, es)
    expect(res.status).toBe(200)
    expect(res.json.msg).toBe(
      'Gracias, Marta Ruiz. Le llamaremos al (555) 123-4567, por la mañana (de 8 a. m. a 12 del mediodía). Si no puede esperar, llámenos al 1-888-555-0142.',
    )
    const [saved] = await getDb(env.DB).select().from(schema.callbackRequests).where(eq(schema.callbackRequests.name, 'Marta Ruiz'))
    expect(saved.locale).toBe('es')
    const [mail] = await outbox(env.SALES_EMAIL)
    expect(mail.subject).toBe('Call-back request: Marta Ruiz')
    expect(mail.text).toContain('Language: Spanish (please call in Spanish)')
  })
})
