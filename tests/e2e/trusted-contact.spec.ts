// The trusted contact as two people would use it (decision 160): the holder names a contact on the
// account page, the contact accepts from the invitation mail (read from the local outbox) on a browser
// without JavaScript, then the holder sends a scam-check answer and a help-now plan, and the contact's
// outbox shows both.
import type { Browser, Page } from '@playwright/test'
import { type Account, expect, expectAccessible, holdRequests, hydrated, latestMail, logIn, outbox, signUp, test, unique } from './fixtures'

const SCAM =
  'URGENT: your account is suspended. Buy gift cards today and read the numbers to the officer. Call 1-800-555-0199 now or you will be arrested.'

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/trusted-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The contact's browser: no JavaScript at all, so the page's form must work alone. */
async function contactBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return context.newPage()
}

test('a holder names a contact, the contact accepts from the mail, and receives an ask and a help-now plan', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const holder: Account = { name: 'Ann Holder', email: `holder-${unique()}@example.com`, password: 'a long enough password' }
  const contactEmail = `beth-${unique()}@example.com`
  await signUp(page, holder)
  await logIn(page, holder)
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/AccountIn')
  await hydrated(page)

  // Name the contact: nothing is ticked until chosen, and nothing chosen is refused.
  const section = page.getByTestId('trusted-contact')
  await section.getByRole('button', { name: 'Name a trusted contact' }).click()
  // W4: the form warns against naming someone met online, or someone who asked to be named.
  await expect(section.getByTestId('trusted-who-not')).toContainText(
    'Never name someone you met only online, or someone who asked you to name them.',
  )
  await section.getByLabel('Their name').fill('Beth Daughter')
  await section.getByLabel('Their e-mail address').fill(contactEmail)
  await section.getByLabel('Their phone (optional)').fill('555 010 2000')
  for (const box of await section.getByRole('checkbox').all()) await expect(box).not.toBeChecked()
  await section.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(section.getByRole('alert')).toContainText('Please choose at least one thing')
  await section.getByLabel(/Messages I ask them to look at/).check()
  await section.getByLabel(/My steps if I think I've been scammed/).check()
  await expectAccessible(page)
  await shoot(page, 'account-form')
  await section.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(section.getByRole('alert')).toContainText(`We sent an invitation to ${contactEmail}`)
  await expect(section).toContainText('Waiting for Beth Daughter to accept')

  // The contact opens the invitation: opening it changes nothing; the button does.
  const invitation = await latestMail(page.request, contactEmail)
  expect(invitation.subject).toBe('A SaffeSupport customer asks you to be their trusted contact')
  const acceptUrl = new URL(/https?:\/\/\S+\/trusted-contact\?accept=[\w-]+/.exec(invitation.text)![0])
  const contact = await contactBrowser(browser)
  await contact.goto(`${acceptUrl.pathname}${acceptUrl.search}`)
  await expect(contact.getByRole('heading', { level: 1 })).toHaveText('Be a trusted contact')
  await contact.getByRole('button', { name: 'Yes, I accept' }).click()
  await expect(contact).toHaveURL(/\/trusted-contact\?result=accepted$/)
  await expect(contact.getByRole('heading', { level: 1 })).toHaveText('You are a trusted contact')
  await shoot(contact, 'accepted')
  await contact.context().close()

  await page.reload()
  await hydrated(page)
  await expect(section).toContainText(`Beth Daughter (${contactEmail}) is your trusted contact.`)
  await shoot(page, 'account-accepted')

  // Ask about a scam-check answer. The app is held back, as on a slow phone: the browser sends the
  // form and the answer is the server's HTML (N2, issue 42). "Ask my trusted contact" is in it, right
  // under "Do this now", and a real tap opens its box with no app (decision 325); what is typed there
  // stays when the app comes and shows the mail.
  const app = await holdRequests(page, '**/assets/hydrate-*.js')
  await page.goto('/scam-check')
  await hydrated(page)
  await page.getByLabel('Paste the message, the web address or the phone number').fill(SCAM)
  await page.getByRole('button', { name: 'Check' }).click()
  const ask = page.getByTestId('trusted-ask')
  await expect(ask).toBeVisible()
  expect(
    await page.evaluate(() => document.querySelector('.scam-do-now')?.parentElement?.nextElementSibling?.getAttribute('data-testid')),
    'the ask right under "Do this now"',
  ).toBe('trusted-ask')
  await ask.getByText('Ask my trusted contact', { exact: true }).and(ask.locator('summary')).click()
  const words = ask.getByLabel('Words from the message to include (optional)')
  await expect(words).toBeVisible()
  await expect(ask.getByRole('status')).toHaveText('Loading…')
  // The app starts after the frame that answered the tap (decision 320): its request follows shortly.
  await expect.poll(() => app.count(), { message: 'the tap started the app' }).toBeGreaterThan(0)
  await words.pressSequentially('Buy gift')
  app.release()
  const preview = ask.getByTestId('trusted-preview')
  // The words typed before the app came are in the mail, and nothing else of the message.
  await expect(preview).toContainText('> Buy gift\n')
  await expect(preview).toContainText('call Ann Holder now, before they pay or click')
  await expect(preview).not.toContainText('arrested')
  await expect(words).toHaveValue('Buy gift')
  await words.pressSequentially(' cards today')
  await expect(preview).toContainText('> Buy gift cards today')
  await expectAccessible(page)
  await shoot(page, 'ask')
  await ask.getByRole('button', { name: 'Send to Beth Daughter' }).click()
  await expect(ask.getByRole('alert')).toContainText('Sent to Beth Daughter')

  // The help-now plan.
  await page.goto('/help-now?country=us&s=gift-card')
  await hydrated(page)
  const plan = page.getByTestId('trusted-plan')
  await plan.getByRole('button', { name: 'Send my steps to Beth Daughter' }).click()
  await expect(plan.getByTestId('trusted-preview')).toContainText('Ann Holder may have been scammed and is following these steps')
  await expectAccessible(page)
  await shoot(page, 'plan')
  await plan.getByRole('button', { name: 'Send my steps to Beth Daughter' }).click()
  await expect(plan.getByRole('alert')).toContainText('Sent to Beth Daughter')

  // The contact's outbox shows both.
  const subjects = (await outbox(page.request, contactEmail)).map((mail) => mail.subject)
  expect(subjects).toContain('Ann Holder asks you: is this a scam?')
  expect(subjects).toContain('Ann Holder may have been scammed')
  const askMail = (await outbox(page.request, contactEmail)).find((mail) => mail.subject === 'Ann Holder asks you: is this a scam?')!
  expect(askMail.text).toContain('> Buy gift cards today')
  expect(askMail.text).not.toContain('arrested')
})

test('the contact page explains a bad link, and stops from a mail without an account, in Spanish too', async ({ page }) => {
  await page.goto('/trusted-contact?accept=not-a-token')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work')
  await page.goto('/es/trusted-contact?result=stopped')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ya no es contacto de confianza')
  await expectAccessible(page)
})

test("the account section in Spanish: the form, its messages and the refusal of the holder's own address", async ({ page }) => {
  test.setTimeout(90_000)
  const holder: Account = { name: 'Ana Titular', email: `titular-${unique()}@example.com`, password: 'a long enough password' }
  await signUp(page, holder)
  await logIn(page, holder)
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/es/AccountIn')
  await hydrated(page)
  const section = page.getByTestId('trusted-contact')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Su contacto de confianza')
  await section.getByRole('button', { name: 'Nombrar un contacto de confianza' }).click()
  // W22: the labels say whose details these are (not "Su nombre", which reads as the holder's own).
  await section.getByLabel('Nombre de su contacto').fill('Ana Titular')
  await section.getByLabel('Correo electrónico de su contacto').fill(holder.email)
  await section.getByLabel(/Avisos tempranos sobre mi cuenta/).check()
  await section.getByRole('button', { name: 'Enviar la invitación' }).click()
  await expect(section.getByRole('alert')).toContainText('Su contacto de confianza debe ser otra persona')
  await expectAccessible(page)
  await shoot(page, 'account-es')
})

// Issue 42: a browser whose stored sign-in the server refuses (it expired, or was signed out on every
// device) still shows the ask, and its tap gives a way back to sign in, never an endless "Loading…".
test('"Ask my trusted contact" with a sign-in the server refuses offers to sign in again', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('authToken', 'a.session.that-has-ended')
    window.localStorage.setItem('user', JSON.stringify({ name: 'Ann Holder', email: 'ann-ended@example.com' }))
  })
  await page.goto('/scam-check')
  await hydrated(page)
  await page.getByLabel('Paste the message, the web address or the phone number').fill(SCAM)
  await page.getByRole('button', { name: 'Check' }).click()
  const ask = page.getByTestId('trusted-ask')
  await ask.locator('summary').click()
  await expect(ask.getByRole('status')).toContainText('Your sign-in has ended. Please sign in again.')
  await expect(ask.getByText('Loading')).toHaveCount(0)
  await ask.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login$/)
})
