// "Forgot your password?" as a person walks it (decision 150), at a phone's and a laptop's width,
// reading the real code from the local outbox; and the words that follow the spec's own messages.
import { expect, expectAccessible, hydrated, latestResetCode, signUp, test, unique } from './fixtures'

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 800 } })

    test('a person who forgot the password gets a code, chooses a new one, is signed out elsewhere and signs in', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const email = `reset-${unique()}@example.com`
      const oldPassword = 'the password I forgot'
      const newPassword = 'a new password I will keep'
      const alert = page.getByRole('alert').filter({ hasText: /\S/ })
      await signUp(page, { name: 'Ruth Reset', email, password: oldPassword })
      // The confirmed address is already in the sign-in form.
      await hydrated(page)
      await expect(page.getByLabel('E-mail address')).toHaveValue(email)

      // Signed in on this browser: the reset must end that session too.
      await page.getByLabel('Password').fill(oldPassword)
      await page.getByLabel('Verify you are human').check()
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/home$/)
      await expect(alert).toContainText('Your account is under "Your Account"')
      const oldToken = await page.evaluate(() => window.localStorage.getItem('authToken'))
      await page.evaluate(() => window.localStorage.clear())

      // The sign-in page offers the way back in, and a person to call.
      await page.goto('/login')
      await hydrated(page)
      const card = page.locator('main form')
      await expect(card.getByRole('link', { name: /^1-888-555-0142$/ })).toHaveAttribute('href', 'tel:+18885550142')
      await expect(card).toContainText('Or call us at 1-888-555-0142 and we will help you sign in.')
      await page.getByLabel('E-mail address').fill(email)
      await page.getByRole('link', { name: 'Forgot your password?' }).click()
      await expect(page).toHaveURL(/\/forgot-password$/)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
      await expect(page.getByLabel('E-mail address')).toHaveValue(email)
      await expectAccessible(page)
      // U1: this browser passed the bot check at sign-up minutes ago, so the worker's proof of it stands in.
      await expect(page.getByLabel('Verify you are human')).toBeVisible()
      await page.getByRole('button', { name: 'E-mail me a code' }).click()
      await expect(alert).toContainText(`We have sent an e-mail to ${email}`)
      await expect(page.getByText(email, { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled()

      const code = await latestResetCode(request, email)
      const wrong = code === '000000' ? '111111' : '000000'
      await page.getByLabel('Enter the 6-digit code').fill(wrong)
      await page.getByLabel('Choose a new password').fill(newPassword)
      await page.getByRole('button', { name: 'Save my new password' }).click()
      await expect(alert).toContainText('That code is not right')
      await expect(alert).toBeFocused()
      await expectAccessible(page)
      await page.getByLabel('Enter the 6-digit code').fill(code)
      await page.getByRole('button', { name: 'Save my new password' }).click()

      await expect(page).toHaveURL(/\/login$/)
      await expect(alert).toContainText('every device that was signed in has been signed out')
      await expect.poll(async () => (await request.get('/api/auth/me', { headers: { authorization: oldToken! } })).status()).toBe(401)
      await hydrated(page)
      await expect(page.getByLabel('E-mail address')).toHaveValue(email)

      // A wrong password keeps the tick, so the second try needs only the password.
      await page.getByLabel('Password').fill(oldPassword)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(alert).toContainText('Please complete the CAPTCHA. Tick the box "Verify you are human"')
      await page.getByLabel('Verify you are human').check()
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(alert).toContainText('The e-mail address or password is not right')
      await expect(page.getByLabel('Verify you are human')).toBeChecked()
      await page.getByLabel('Password').fill(newPassword)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/home$/)
      await expect(alert).toContainText('Welcome, Ruth Reset!')

      // Signing out says so on the sign-in page.
      await page.goto('/AccountIn')
      await hydrated(page)
      await page.locator('main').getByRole('button', { name: 'Logout' }).click()
      await expect(page).toHaveURL(/\/login$/)
      await expect(alert).toContainText('You have been signed out.')
    })
  })
}

test('the sign-up page says what comes next, after "Signup successful!"', async ({ page }) => {
  await page.goto('/signup')
  await hydrated(page)
  await page.getByLabel('Your name').fill('Next Step')
  await page.getByLabel('E-mail address').fill(`next-${unique()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('a long enough password')
  await page.getByLabel('Verify you are human').check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'Signup successful! One more step: enter the 6-digit code we e-mailed you.',
  )
})

test('U1: a browser that has not passed the bot check must tick it before any reset mail', async ({ page, request }) => {
  const email = `reset-bot-${unique()}@example.com`
  const alert = page.getByRole('alert').filter({ hasText: /\S/ })
  await page.goto('/forgot-password')
  await hydrated(page)
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'E-mail me a code' }).click()
  await expect(alert).toContainText('Please complete the CAPTCHA. Tick the box "Verify you are human"')
  const none = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  expect(((await none.json()) as { messages: unknown[] }).messages).toEqual([])
  await page.getByLabel('Verify you are human').check()
  await page.getByRole('button', { name: 'E-mail me a code' }).click()
  await expect(alert).toContainText(`We have sent an e-mail to ${email}`)
})

test('the Spanish page asks for a new password in Spanish', async ({ page }) => {
  await page.goto('/es/login')
  await hydrated(page)
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click()
  await expect(page).toHaveURL(/\/es\/forgot-password$/)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elija una contraseña nueva')
  await expect(page.locator('main')).toContainText('y le ayudamos a entrar.')
})
