// The console never misses the urgent (issue 47, N12, 6.11): a French visitor whose grandson "is in
// prison and needs money right away" and an English one whose caller "is still on the other line and
// wants me to install something" are both marked Urgent; each row shows its language whole, before the
// name; the console always says how many wait for a free expert; after "Mark done" the visitor reads,
// in their language, that the chat is over and what to do next.
import { CHAT_WORDS, expect, openExpertConsole, test, visitorSays } from './fixtures'

test('urgent in French and English, the language always shown, the queue counted, and "Mark done" tells the visitor', async ({
  browser,
}) => {
  test.slow()
  const expert = await openExpertConsole(browser, { width: 1280, height: 800 })
  const french = await visitorSays(browser, 'fr', '/fr', "Mon petit-fils est en prison, il a besoin d'argent tout de suite. Réf 5T8")
  const english = await visitorSays(browser, 'en', '/', 'He is still on the other line and wants me to install something. Ref 6U9')
  const rows = expert.getByRole('navigation', { name: 'Conversations' }).locator('[data-conversation]')
  const frenchRow = rows.filter({ hasText: 'Réf 5T8' })
  const englishRow = rows.filter({ hasText: 'Ref 6U9' })
  await expect(frenchRow.locator('[data-urgent]')).toBeVisible()
  await expect(englishRow.locator('[data-urgent]')).toBeVisible()

  // The language tag is whole inside its row, never cut to "…" by the name.
  const badge = frenchRow.locator('[data-conversation-locale="fr"]')
  await expect(badge).toHaveText('FR · French (Canada)')
  const [badgeBox, rowBox] = [await badge.boundingBox(), await frenchRow.boundingBox()]
  expect(badgeBox && rowBox && badgeBox.x + badgeBox.width <= rowBox.x + rowBox.width - 2).toBe(true)
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

  // How many wait for a free expert is always said, at the top of the list.
  await expect(expert.locator('[data-queue-length]')).toHaveText(/waiting for a free expert/)

  // Mark done: the French visitor is told, in French, that the chat is over and what to do next.
  await frenchRow.click()
  await expert.getByRole('button', { name: 'Mark done' }).click()
  await expect(frenchRow).toHaveCount(0)
  const log = french.getByRole('dialog', { name: CHAT_WORDS.fr.window }).getByRole('log')
  await expect(log).toContainText('Cette conversation est terminée.')
  await expect(log).toContainText('1-888-555-0142')

  await englishRow.click()
  await expert.getByRole('button', { name: 'Mark done' }).click()
  await expect(english.getByRole('dialog', { name: CHAT_WORDS.en.window }).getByRole('log')).toContainText(
    'This chat is finished. If you need more help, write here again',
  )
  await expert.context().close()
  await french.context().close()
  await english.context().close()
})
