// "Is this a scam?" (/scam-check) end to end: with JavaScript (answer from POST /api/scam-check) and
// without (the form posts to the page and the server renders the answer), in English and Spanish.
import { expect, expectAccessible, holdRequests, hydrated, test } from './fixtures'

const SCAM =
  'USPS: Your package could not be delivered due to an incomplete address. Update your address within 24 hours: https://usps-redelivery.top/track <b>now</b>'
const LEGIT = 'Hi Mom, running about 20 minutes late. Traffic on the highway. Save me some pie!'
const SPANISH = 'Abuela soy yo, tuve un accidente y estoy en la cárcel. Necesito dinero para la fianza. No le digas a nadie.'

test('a scam gets "Likely a scam" with each warning sign, its reason and the words that triggered it', async ({ page }) => {
  await page.goto('/scam-check')
  await hydrated(page)
  const box = page.getByLabel('Paste the message, the web address or the phone number')
  await expect(page.getByText('We never keep what you paste.')).toBeVisible()
  await box.fill(SCAM)
  await page.getByRole('button', { name: 'Check' }).click()
  const answer = page.getByRole('region', { name: 'Our answer' })
  await expect(answer).toBeFocused()
  await expect(answer.locator('[data-verdict]')).toHaveText('Likely a scam')
  const signs = page.getByRole('region', { name: /Warning signs we found/ })
  await expect(signs.getByRole('heading', { name: "This is not USPS's address" })).toBeVisible()
  await expect(signs.getByRole('heading', { name: 'A parcel "problem"' })).toBeVisible()
  // The pasted HTML is shown as text, never rendered.
  await expect(signs.locator('q').filter({ hasText: '<b>now</b>' }).first()).toBeVisible()
  await expect(page.locator('.scam-answer b')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'In the US: ReportFraud.ftc.gov' })).toHaveAttribute('href', 'https://reportfraud.ftc.gov/')
  await expect(page.getByRole('link', { name: 'I think I have been scammed' })).toHaveAttribute('href', '/help-now')
  await expect(page.getByRole('link', { name: 'Ask an expert about this' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ask us to call you', exact: true })).toBeVisible()
  // The text is never put in the address.
  expect(page.url()).not.toContain('usps')
  await expectAccessible(page)
})

test('an ordinary message gets "No warning signs found" and is told a scam can still look clean', async ({ page }) => {
  await page.goto('/scam-check')
  await hydrated(page)
  await page.getByLabel('Paste the message, the web address or the phone number').fill(LEGIT)
  await page.getByRole('button', { name: 'Check' }).click()
  const answer = page.getByRole('region', { name: 'Our answer' })
  await expect(answer.locator('[data-verdict]')).toHaveText('No warning signs found')
  await expect(answer).toContainText('a scam can still look clean')
  await expect(page.getByRole('region', { name: /Warning signs we found/ })).toHaveCount(0)
  await expectAccessible(page)
})

test('a Spanish message gets its answer in Spanish', async ({ page }) => {
  await page.goto('/scam-check')
  await hydrated(page)
  await page.getByLabel('Paste the message, the web address or the phone number').fill(SPANISH)
  await page.getByRole('button', { name: 'Check' }).click()
  const answer = page.getByRole('region', { name: 'Nuestra respuesta' })
  await expect(answer.locator('[data-verdict]')).toHaveText('Probablemente es una estafa')
  await expect(answer).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { name: 'Le pide guardar el secreto' })).toBeVisible()
  await expectAccessible(page)
})

test('"Ask us to call you" goes to the call-back form with the checked text as a note, never in the address', async ({ page }) => {
  await page.goto('/scam-check')
  await hydrated(page)
  await page.getByLabel('Paste the message, the web address or the phone number').fill(SCAM)
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(page.locator('[data-verdict]')).toHaveText('Likely a scam')
  await page.getByRole('link', { name: 'Ask us to call you', exact: true }).click()
  await expect(page).toHaveURL(/\/contact#callback-title$/)
  const note = await page.evaluate(() => window.sessionStorage.getItem('callbackNote'))
  expect(note).toContain('It said: Likely a scam.')
  expect(note).toContain('usps-redelivery.top')
  expect(page.url()).not.toContain('usps')
  // The call-back form shows the note, editable, before anything is sent.
  await hydrated(page)
  await expect(page.getByLabel('Note for our team (attached)')).toHaveValue(/usps-redelivery\.top/)
})

test('an empty box gets a clear message, and the box is marked', async ({ page }) => {
  await page.goto('/scam-check')
  await hydrated(page)
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(page.getByRole('alert')).toContainText('The box is empty')
  await expect(page.getByLabel('Paste the message, the web address or the phone number')).toBeFocused()
})

test("a message pasted and checked before the page's scripts have run is checked, not lost", async ({ page }) => {
  // On a slow phone the message is in the box and "Check" pressed before React is ready: the browser
  // then posts the form itself and the server answers (app/client.tsx, decision 100). Hold the app.
  const { release } = await holdRequests(page, '**/assets/hydrate-*.js')
  await page.goto('/scam-check')
  expect(await page.evaluate(() => document.documentElement.dataset.hydrate)).toBe('controls')
  const box = page.getByLabel('Paste the message, the web address or the phone number')
  await box.fill(SCAM)
  // The browser posts the form itself (the app is held): the server answers with the verdict.
  const [posted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/scam-check') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Check' }).click(),
  ])
  expect(posted.status()).toBe(200)
  release()

  const answer = page.getByRole('region', { name: 'Our answer' })
  await expect(answer.locator('[data-verdict]')).toHaveText('Likely a scam')
  await expect(box).toHaveValue(SCAM)
  await expect(page.getByText('The box is empty')).toHaveCount(0)
  expect(page.url()).not.toContain('usps')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the page and the server answers; nothing is in the address or cached', async ({ page }) => {
    await page.goto('/scam-check')
    await page.getByLabel('Paste the message, the web address or the phone number').fill(SCAM)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/scam-check') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Check' }).click(),
    ])
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['x-cache']).toBe('BYPASS')
    expect(new URL(page.url()).pathname).toBe('/scam-check')
    expect(new URL(page.url()).search).toBe('')
    await expect(page.locator('[data-verdict]')).toHaveText('Likely a scam')
    await expect(page.getByRole('heading', { name: 'A parcel "problem"' })).toBeVisible()
    // The hand-offs still lead somewhere without JavaScript.
    await expect(page.getByRole('link', { name: 'Ask us to call you', exact: true })).toHaveAttribute('href', '/contact#callback-title')
    // The same page fetched again is the empty form: the answer was never stored.
    await page.goto('/scam-check')
    await expect(page.locator('[data-verdict]')).toHaveCount(0)
  })

  test('an empty form gets a 400 and a clear message', async ({ page }) => {
    await page.goto('/scam-check')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/scam-check') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Check' }).click(),
    ])
    expect(response.status()).toBe(400)
    await expect(page.getByRole('alert')).toContainText('The box is empty')
    // The browser itself puts the focus in the box to fix: the answer's address ends in the box's own
    // id. Were it the message's (a paragraph), the browser would clear the focus, here and, on a slow
    // phone, after the page's scripts had put it in the box.
    await expect(page.getByLabel('Paste the message, the web address or the phone number')).toBeFocused()
  })
})

test('the Knowledge Center menu, the home page and the fake-calls page link to the checker', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Is this a scam? Check a message' }).first()).toHaveAttribute('href', '/scam-check')
  await page.goto('/IdentifyFakeCalls')
  await expect(page.getByRole('link', { name: 'scam checker' })).toHaveAttribute('href', '/scam-check')
})
