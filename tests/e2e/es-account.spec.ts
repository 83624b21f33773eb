// The account pages and the contact page in Spanish: a Spanish sign-up gets Spanish
// messages and a Spanish code e-mail (read from the local outbox), and can confirm its address.
import { callbackMessages as callbackMessagesEs } from '#content/es/callback'
import { expect, expectAccessible, hydrated, latestMail, test, unique } from './fixtures'

test.describe('Spanish account pages', () => {
  for (const [path, heading] of [
    ['/es/login', 'Inicie sesión en su cuenta'],
    ['/es/signup', 'Cree su cuenta'],
    ['/es/verify-otp', 'Confirme su correo electrónico'],
    ['/es/AccountIn', 'Su cuenta'],
    ['/es/userdashboard', 'Su panel'],
    ['/es/contact', 'Contáctenos'],
    ['/es/newsletter/confirm', 'Este enlace no funcionó'],
    ['/es/newsletter/preferences', 'Este enlace no funcionó'],
    ['/es/newsletter/unsubscribe', 'Este enlace no funcionó'],
  ] as const) {
    test(`${path} answers 200 in Spanish`, async ({ page }) => {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }

  test('a signed-out visitor is asked in Spanish to sign in, with a link to /es/login', async ({ page }) => {
    await page.goto('/es/AccountIn')
    await hydrated(page)
    const alert = page.getByRole('alert').filter({ hasText: /\S/ })
    await expect(alert).toContainText('No ha iniciado sesión. Por favor, inicie sesión.')
    await expect(alert.getByRole('link', { name: 'Ir a la página para iniciar sesión' })).toHaveAttribute('href', '/es/login')
  })
})

test('a Spanish sign-up gets Spanish messages and a Spanish code e-mail, and confirms its address', async ({ page, request }) => {
  test.setTimeout(90_000)
  const email = `es-${unique()}@example.com`
  const alert = page.getByRole('alert').filter({ hasText: /\S/ })

  await page.goto('/es/signup')
  await hydrated(page)
  await page.getByLabel('Su nombre').fill('Ana López')
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill('corta')
  // Scam alerts are a choice, never a condition of the account (issue 46): no box to tick.
  await expect(page.getByText(/Las alertas de estafas son una elección aparte, nunca una condición de la cuenta/)).toBeVisible()

  // The server's validation, in Spanish: a name longer than 80 characters, then a short password.
  await page.getByLabel('Su nombre').fill('a'.repeat(81))
  await page.getByRole('button', { name: 'Registrarme' }).click()
  await expect(alert).toContainText('Su nombre puede tener como máximo 80 caracteres.')
  await page.getByLabel('Su nombre').fill('Ana López')
  await page.getByRole('button', { name: 'Registrarme' }).click()
  await expect(alert).toContainText('Por favor, elija una contraseña de al menos 8 caracteres.')

  await page.getByLabel('Contraseña', { exact: true }).fill('una frase larga y segura')
  await page.getByLabel('Confirme que es una persona').check()
  await page.getByRole('button', { name: 'Registrarme' }).click()
  await expect(page).toHaveURL(/\/es\/verify-otp$/)
  await expect(page.getByText(email)).toBeVisible()

  const mail = await latestMail(request, email)
  expect(mail.subject).toBe('Su código de registro de SaffeSupport')
  expect(mail.text).toContain('nunca le pedirá este código por teléfono')
  expect(mail.html).toContain('<html lang="es">')
  const code = /es: (\d{6})/.exec(mail.text)?.[1]
  expect(code).toMatch(/^\d{6}$/)

  // This browser typed the password: the code alone confirms the address.
  await expect(page.getByLabel('Elija una contraseña')).toHaveCount(0)
  await page.getByLabel('Escriba el código de 6 dígitos').fill(code!)
  await page.getByRole('button', { name: 'Confirmar mi correo' }).click()
  await expect(page).toHaveURL(/\/es\/login$/)
  await expect(alert).toContainText('Su correo electrónico está confirmado')

  // Sign in, in Spanish.
  await hydrated(page)
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill('no es mi contraseña')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(alert).toContainText('Por favor, complete la verificación de seguridad (CAPTCHA).')
  await page.getByLabel('Confirme que es una persona').check()
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(alert).toContainText('El correo electrónico o la contraseña no son correctos.')
})

test('the Spanish call-back form shows Spanish field errors and a Spanish thank-you', async ({ page }) => {
  await page.goto('/es/contact')
  await hydrated(page)
  const submit = page.getByRole('button', { name: 'Pedir que me llamen' })
  await submit.click()
  await expect(page.getByLabel('Su nombre')).toHaveAccessibleDescription(callbackMessagesEs.nameMissing)
  await expect(page.getByText(callbackMessagesEs.phoneInvalid)).toBeVisible()
  await expect(page.getByText(callbackMessagesEs.timeZoneMissing)).toBeVisible()
  await page.getByLabel('Su nombre').fill('Marta Ruiz')
  await page.getByLabel('Número de teléfono').fill('555-123-4567')
  await page.getByLabel('Su zona horaria').selectOption('eastern')
  await page.getByLabel('La mejor hora para llamarle').selectOption('any')
  await page.getByLabel('¿De qué le gustaría hablar?').selectOption('scam-worry')
  await submit.click()
  await expect(page.getByRole('status')).toContainText('Gracias, Marta Ruiz. Le llamaremos al 555-123-4567, a cualquier hora.')
})

test.describe('axe on the Spanish account pages', () => {
  for (const path of ['/es/login', '/es/signup', '/es/contact']) {
    for (const width of [375, 1280]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await hydrated(page)
        await expectAccessible(page)
        // Nothing wider than the screen (Spanish words are longer).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
      })
    }
  }
})
