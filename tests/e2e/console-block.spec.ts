// "End and block" and its way back (decision 124; docs/security.md, U7): the expert blocks a guest, the
// guest's chat closes with a message; the console keeps "Lift the block" for that visitor, also after a
// reload, and once it is pressed the same person chats again at once instead of waiting out the day.
import { expect, hydrated, newPersonPage, openExpertConsole, test } from './fixtures'

test('an expert blocks a guest by mistake, lifts the block, and the guest chats again', async ({ browser }) => {
  test.slow()
  const expert = await openExpertConsole(browser)
  const visitor = await newPersonPage(browser)
  await visitor.goto('/')
  await hydrated(visitor)
  await visitor.getByRole('button', { name: 'Chat with a real expert' }).click()
  const widget = visitor.getByRole('dialog', { name: 'Chat with a SaffeSupport expert' })
  await expect(widget.locator('[data-chat-status="connected"]')).toBeVisible()
  await widget.getByRole('textbox').fill('My printer will not print. Ref 7V1')
  await widget.getByRole('textbox').press('Enter')

  await expert.getByRole('navigation', { name: 'Conversations' }).locator('[data-conversation]').filter({ hasText: 'Ref 7V1' }).click()
  await expert.getByRole('button', { name: 'End and block' }).click()
  await expert.getByRole('button', { name: 'Yes, block for a day' }).click()
  await expect(widget).toContainText('This chat was ended by our expert.')
  const blocked = expert.locator('[data-console-blocked]')
  await expect(blocked).toContainText('is blocked for a day.')
  for (const width of [375, 1280]) {
    await expert.setViewportSize({ width, height: 800 })
    await expert.screenshot({ path: `/tmp/console-block-${width}.png` })
  }

  // A reload (or a second tab) keeps the block liftable: the room lists the expert's running blocks.
  await expert.reload()
  await expect(blocked).toContainText('is blocked for a day.')
  await blocked.getByRole('button', { name: 'Lift the block' }).click()
  await expect(blocked).toHaveCount(0)
  await visitor.reload()
  await hydrated(visitor)
  await visitor.getByRole('button', { name: 'Chat with a real expert' }).click()
  await expect(widget.locator('[data-chat-status="connected"]')).toBeVisible()
  await widget.getByRole('textbox').fill('Thank you. Ref 7V2')
  await widget.getByRole('textbox').press('Enter')
  await expect(expert.getByRole('navigation', { name: 'Conversations' })).toContainText('Ref 7V2')
})
