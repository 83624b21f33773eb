// The expert console as a work screen (decision 153): its own full-height layout without the public
// header, footer or band; compact rows (eight fit beside the open conversation on 1280 x 800); a
// visitor who left greyed and sorted last; ready-made replies in the conversation's language, by
// click or Alt+number. Runs with the other live-chat files (one room), one test after another.
import type { Page } from '@playwright/test'
import { brokenWords, CHAT_WORDS, EXPERT, expect, expectAccessible, openExpertConsole, test, visitorSays } from './fixtures'

/** The console's own words: its headings and the queue's length. */
const CONSOLE_WORDS = '.expert-console h1, .expert-console h2, [data-queue-length]'

/** Console words whose text reaches past its column (the list or the open conversation): cut off or covered. */
function cutOff(page: Page) {
  return page.evaluate((selector) => {
    const found: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const column = el.closest('nav, section') ?? document.documentElement
      const bounds = column.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(el)
      const text = range.getBoundingClientRect()
      if (el.scrollWidth > el.clientWidth + 1 || text.left < bounds.left - 1 || text.right > bounds.right + 1) {
        found.push((el.textContent ?? '').trim())
      }
    }
    return found
  }, CONSOLE_WORDS)
}

test.describe.configure({ mode: 'serial' })

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the console's headings keep their words whole and the queue's length shows in full`, async ({
    browser,
  }) => {
    const expert = await openExpertConsole(browser, viewport)
    await expect(expert.locator('[data-queue-length]')).toBeVisible()
    expect(await brokenWords(expert, CONSOLE_WORDS)).toEqual([])
    expect(await cutOff(expert)).toEqual([])
    await expert.context().close()
  })
}

test('the console fills the screen on its own, fits eight rows, greys a visitor who left and offers ready replies in both languages', async ({
  browser,
}) => {
  test.slow()
  const expert = await openExpertConsole(browser, { width: 1280, height: 800 })
  // Not the public site's frame.
  await expect(expert.locator('.site-header')).toHaveCount(0)
  await expect(expert.locator('.site-footer')).toHaveCount(0)
  await expect(expert.locator('.bottom-dock')).toHaveCount(0)
  await expect(expert.locator('.chat-launcher')).toHaveCount(0)
  // Nothing scrolls: the console is the height of the window.
  expect(await expert.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800)

  const english = await visitorSays(browser, 'en', '/', 'I bought Target gift cards for a man on the phone.')
  const spanish = await visitorSays(browser, 'es', '/es', 'Me llamaron del banco y les di un código.')
  const list = expert.getByRole('navigation', { name: 'Conversations' })
  const rows = list.locator('[data-conversation]')
  // Conversations other live-chat files left open may be listed too: these two are ours.
  await expect(rows.filter({ hasText: 'Target gift cards' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'les di un código' })).toHaveCount(1)
  // Names an expert can use (review 6.10): where the guest writes from, not a code ("Visitor BAF1").
  await expect(rows.filter({ hasText: 'Target gift cards' })).toContainText(/Visitor from [A-Z][a-z]+/)

  // Rows fit in the list beside the conversation: the list's height holds eight of the tallest row
  // (decision 153), with the language whole before the name (N12) and the panels on the top line.
  const listBox = await list.locator('.console-list').boundingBox()
  const heights = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))
  expect(listBox).not.toBeNull()
  expect(8 * (Math.max(...heights) + 4)).toBeLessThanOrEqual(listBox?.height ?? 0)

  // A ready reply in the Spanish conversation is in Spanish, inserted with Alt+1, then sent by the expert.
  await rows.filter({ hasText: 'les di un código' }).click()
  const box = expert.getByRole('textbox', { name: 'Your message' })
  await expect(box).toBeFocused()
  await box.press('Alt+1')
  await expect(box).toHaveValue(/^Por favor, cuelgue y llame al número que aparece en el reverso de su tarjeta\./)
  await box.press('Enter')
  await expect(spanish.getByRole('dialog', { name: CHAT_WORDS.es.window }).getByRole('log')).toContainText('reverso de su tarjeta')

  // A draft belongs to its conversation: another one opens with an empty box, which takes the focus.
  await box.fill('Un momento, por favor.')
  // In the English conversation, the same place holds the English reply; a click inserts the gift-card one.
  await rows.filter({ hasText: 'Target gift cards' }).click()
  await expect(box).toBeFocused()
  await expect(box).toHaveValue('')
  await expert.getByText(/^Ready-made replies/).click()
  await expert.getByRole('button', { name: /Gift cards/ }).click()
  await expect(box).toHaveValue(/ftc\.gov\/giftcards/)
  await expect(box).toBeFocused()
  await expectAccessible(expert)

  // The English visitor leaves: their row goes grey and last, below the Spanish visitor who is here.
  await english.context().close()
  const gone = rows.filter({ hasText: 'Target gift cards' })
  await expect(gone).toHaveAttribute('data-left', '')
  await expect(gone).toContainText('Visitor has left the chat')
  await expect(rows.last()).toHaveAttribute('data-left', '')
  // The Spanish visitor, still here, is first (the preview now shows the expert's reply).
  await expect(rows.first()).toContainText('ES · Spanish')
  await expect(rows.first()).toContainText('Visitor is here')
  await expect(expert.getByText(`Signed in to the chat as ${EXPERT.name}`)).toBeVisible()

  for (let left = await rows.count(); left > 0; left--) {
    await rows.first().click()
    await expert.getByRole('button', { name: 'Mark done' }).click()
    await expect(rows).toHaveCount(left - 1)
  }
  await expert.context().close()
  await spanish.context().close()
})
