// Hand-offs keep the message (issue 47, N4): after an ordinary check (the person opens /scam-check,
// types, taps Check; the browser sends the form and the server draws the answer, so no app has started),
// "Ask an expert about this" opens the chat with the checked message and the checker's answer ready to
// send, and the expert receives both; "Ask us to call you" carries them to the call-back form as its
// note. Nothing here starts the app but the person's own taps.
import { expect, newPersonPage, openExpertConsole, test } from './fixtures'

const SCAM = 'Grandma it is me. I am in jail and need bail money. Buy gift cards and do not tell anyone. Ref 9K4M'

async function ordinaryCheck(page: import('@playwright/test').Page) {
  await page.goto('/scam-check')
  const box = page.getByLabel('Paste the message, the web address or the phone number')
  await box.click()
  await box.fill(SCAM)
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(page.locator('[data-verdict]')).toHaveText('Likely a scam')
}

test('"Ask an expert about this" after an ordinary check opens the chat with the message, and the expert sees it and the verdict', async ({
  browser,
}) => {
  const expert = await openExpertConsole(browser)
  const visitor = await newPersonPage(browser)
  await ordinaryCheck(visitor)
  await visitor.getByRole('link', { name: 'Ask an expert about this' }).click()
  const widget = visitor.getByRole('dialog', { name: 'Chat with a SaffeSupport expert' })
  await expect(widget.getByRole('heading', { name: 'You are about to send this to an expert:' })).toBeVisible()
  await expect(widget).toContainText('Ref 9K4M')
  await expect(widget).toContainText('It said: Likely a scam.')
  // The person stayed on the checker: the answer is still there behind the chat.
  expect(new URL(visitor.url()).pathname).toBe('/scam-check')
  await widget.getByRole('button', { name: 'Send to an expert' }).click()
  const newest = expert.getByRole('navigation', { name: 'Conversations' }).getByRole('button').first()
  await expect(newest).toContainText('unread')
  await newest.click()
  await expect(expert.getByRole('log')).toContainText('Ref 9K4M')
  await expect(expert.getByRole('log')).toContainText('It said: Likely a scam.')
  await expert.context().close()
  await visitor.context().close()
})

test('"Ask us to call you" after an ordinary check opens the call-back form with the message and the verdict as its note', async ({
  browser,
}) => {
  const visitor = await newPersonPage(browser)
  await ordinaryCheck(visitor)
  await visitor.getByRole('link', { name: 'Ask us to call you', exact: true }).click()
  await expect(visitor).toHaveURL(/\/contact#callback-title$/)
  const note = visitor.getByLabel('Note for our team (attached)')
  await expect(note).toHaveValue(/Ref 9K4M/)
  await expect(note).toHaveValue(/It said: Likely a scam\./)
  expect(visitor.url()).not.toContain('Grandma')
  await visitor.context().close()
})
