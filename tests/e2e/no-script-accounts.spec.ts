// Decisions 220 and 290: with JavaScript turned off, the account forms still work as plain forms. A person
// signs up (code and all), signs in and stays signed in on the plain account page (decision 290), whose
// forms work too, and chooses a new password; a mistake gets a clear message, a 4xx
// and the typed text back (never a password). Before decision 220 every one of these forms answered "this
// form needs JavaScript" and dropped what was typed.
import type { Page } from '@playwright/test'
import { asPerson, expect, latestResetCode, latestSignupCode, test, unique } from './fixtures'

test.use({ javaScriptEnabled: false })

// Each test is a household of its own, so the sign-up and reset limits of one never touch another's.
test.beforeEach(async ({ page }) => {
  await asPerson(page.context())
})

/** Presses a form's button and returns the status of the page the browser lands on. */
async function press(page: Page, name: string) {
  const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name }).click()])
  return response?.status()
}

test('sign up, confirm the code and sign in with JavaScript off', async ({ page }) => {
  const email = `noscript-${unique()}@example.com`
  await page.goto('/signup')
  await page.getByLabel('Your name').fill('Ruth Ann Miller')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a quiet garden path')
  // The bot check's box shows only after the first press (the page's own box needs the app): the
  // answer names it, keeps the name and address, and asks for the password again.
  expect(await press(page, 'Sign up')).toBe(400)
  await expect(page.getByRole('alert')).toContainText('CAPTCHA')
  await expect(page.getByLabel('Your name')).toHaveValue('Ruth Ann Miller')
  await expect(page.getByLabel('E-mail address')).toHaveValue(email)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  await page.getByLabel('Password', { exact: true }).fill('a quiet garden path')
  await page.getByLabel('Verify you are human').check()
  expect(await press(page, 'Sign up')).toBe(200)
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(email)
  // The password was typed on the sign-up form in this browser: the code is all that is asked.
  await expect(page.getByLabel('Choose a password')).toHaveCount(0)

  // A wrong code: a 400, the message, and the form again.
  await page.getByLabel('Enter the 6-digit code').fill('000000')
  expect(await press(page, 'Confirm my e-mail')).toBe(400)
  await expect(page.getByRole('alert')).not.toBeEmpty()
  await page.getByLabel('Enter the 6-digit code').fill(await latestSignupCode(page.request, email))
  expect(await press(page, 'Confirm my e-mail')).toBe(200)
  await expect(page.getByRole('status')).toContainText('your account is ready')
  await expect(page.getByLabel('E-mail address')).toHaveValue(email)

  // A wrong password: 401, the address kept.
  await page.getByLabel('Password').fill('not the right one')
  await page.getByLabel('Verify you are human').check()
  expect(await press(page, 'Sign in')).toBe(401)
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByLabel('E-mail address')).toHaveValue(email)
  await page.getByLabel('Password').fill('a quiet garden path')
  await page.getByLabel('Verify you are human').check()
  expect(await press(page, 'Sign in')).toBe(200)
  // Signed in, and kept signed in (decision 290): the plain account page, and its forms work.
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Welcome, Ruth Ann Miller!' })).toBeVisible()
  await page.getByLabel('Phone (optional)', { exact: true }).fill('555 010 0142')
  expect(await press(page, 'Save')).toBe(200)
  await expect(page.getByRole('status')).toHaveText('Your details have been saved.')
  await expect(page.getByLabel('Phone (optional)', { exact: true })).toHaveValue('555 010 0142')
  // A trusted contact: a mistake is said and what was typed stays; then the invitation goes.
  await page.getByLabel('Their name').fill('Anna Miller')
  await page.getByLabel('Their e-mail address').fill(`anna-${email}`)
  expect(await press(page, 'Send the invitation')).toBe(400)
  await expect(page.getByRole('alert')).toHaveText('Please choose at least one thing your trusted contact may receive.')
  await expect(page.getByLabel('Their name')).toHaveValue('Anna Miller')
  await page.getByLabel('Messages I ask them to look at (from the scam checker)').check()
  expect(await press(page, 'Send the invitation')).toBe(200)
  await expect(page.getByText(`Invitation sent to anna-${email}.`)).toBeVisible()

  // The site's own account page, with JavaScript off, leads to it; the session is still there.
  await page.goto('/AccountIn')
  await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'use the plain account page' }).click()])
  await expect(page.getByRole('heading', { name: 'Welcome, Ruth Ann Miller!' })).toBeVisible()
  expect(await press(page, 'Logout')).toBe(200)
  await expect(page.getByRole('status')).toHaveText('You have been signed out.')
  await page.goto('/api/auth/form/account')
  await expect(page.getByRole('status')).toHaveText('Please sign in to see your account.')
})

test('choose a new password with JavaScript off; the Spanish form answers in Spanish', async ({ page }) => {
  // An account made through the pages with JavaScript off (as above, in short).
  const email = `noscript-reset-${unique()}@example.com`
  await page.goto('/signup')
  await page.getByLabel('Your name').fill('Jose Luis Ortega')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('first password here')
  await press(page, 'Sign up')
  await page.getByLabel('Password', { exact: true }).fill('first password here')
  await page.getByLabel('Verify you are human').check()
  expect(await press(page, 'Sign up')).toBe(200)
  await page.getByLabel('Enter the 6-digit code').fill(await latestSignupCode(page.request, email))
  expect(await press(page, 'Confirm my e-mail')).toBe(200)

  await page.goto('/forgot-password')
  await page.getByLabel('E-mail address').fill(email)
  // This browser passed the bot check at sign-up minutes ago (its proof cookie): no second box.
  expect(await press(page, 'E-mail me a code')).toBe(200)
  await expect(page.getByRole('status')).toContainText(email)
  await page.getByLabel('Enter the 6-digit code').fill(await latestResetCode(page.request, email))
  await page.getByLabel('Choose a new password').fill('second password now')
  expect(await press(page, 'Save my new password')).toBe(200)
  await expect(page.getByRole('status')).toContainText('Your new password is saved')
  await page.getByLabel('Password').fill('second password now')
  await page.getByLabel('Verify you are human').check()
  expect(await press(page, 'Sign in')).toBe(200)
  await expect(page.getByRole('heading', { name: 'Welcome, Jose Luis Ortega!' })).toBeVisible()

  // The Spanish page's form is answered in Spanish, the typed address kept (another browser: no proof yet).
  await page.context().clearCookies()
  await page.goto('/es/forgot-password')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
  expect(await press(page, 'Envíenme un código')).toBe(400)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('alert')).toContainText('verificación de seguridad')
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email)
})
