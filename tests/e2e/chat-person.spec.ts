// The chat a person cannot miss (decision 153): the truth when nobody is on chat, the expert's
// "typing", a count on the closed Chat button when a reply comes, and a message box that grows.
// Two browser contexts through the e2e server's real chat room (one room: this file runs with the
// other live-chat files, one at a time).
import type { Browser, Page } from '@playwright/test'
import { site } from '#content/site'
import { EXPERT, expect, expectAccessible, hydrated, newPersonPage, openExpertConsole, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

const WINDOW = { en: 'Chat with a SaffeSupport expert', es: 'Chat con un experto de SaffeSupport' }
const LAUNCHER = { en: 'Chat with a real expert', es: 'Chat con un experto de verdad' }

async function openChat(browser: Browser, path: string, lang: 'en' | 'es', width = 1280): Promise<Page> {
  const page = await newPersonPage(browser)
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
  await page.goto(path)
  await hydrated(page)
  await page.getByRole('button', { name: LAUNCHER[lang] }).click()
  await expect(page.getByRole('dialog', { name: WINDOW[lang] })).toBeVisible()
  return page
}

for (const width of [390, 1280]) {
  test(`with nobody on chat the visitor is told so, with the phone and a call-back, not "next in line" (${width} px)`, async ({
    browser,
  }) => {
    const visitor = await openChat(browser, '/', 'en', width)
    const widget = visitor.getByRole('dialog', { name: WINDOW.en })
    await expect(widget.locator('[data-chat-status]')).toHaveText('No one is on chat right now.')
    await expect(widget).not.toContainText('next in line')
    await expect(widget.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
    await expect(widget.getByRole('link', { name: 'Ask us to call you back' })).toHaveAttribute('href', '/contact#callback-title')

    // The message box grows with a longer message: Shift+Enter starts a new line, it is not sent.
    const box = widget.getByRole('textbox', { name: 'Your message' })
    const before = (await box.boundingBox())?.height ?? 0
    await box.fill('My bank called.')
    await box.press('Shift+Enter')
    await box.pressSequentially('They asked for the code in a text.')
    await box.press('Shift+Enter')
    await box.pressSequentially('Is that them?')
    await expect(box).toHaveValue('My bank called.\nThey asked for the code in a text.\nIs that them?')
    expect((await box.boundingBox())?.height ?? 0).toBeGreaterThan(before + 20)
    await expectAccessible(visitor)
    await visitor.context().close()
  })
}

test('in Spanish, nobody on chat is said in Spanish with the phone number', async ({ browser }) => {
  const visitor = await openChat(browser, '/es', 'es', 390)
  const widget = visitor.getByRole('dialog', { name: WINDOW.es })
  await expect(widget.locator('[data-chat-status]')).toHaveText('En este momento no hay nadie atendiendo el chat.')
  await expect(widget.getByRole('link', { name: `Llame al ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
  await expect(widget.getByRole('link', { name: 'Pedir que le llamemos' })).toHaveAttribute('href', '/es/contact#callback-title')
  await expectAccessible(visitor)
  await visitor.context().close()
})

test('the visitor sees the expert typing, and a reply that comes while the chat is closed shows on the Chat button', async ({
  browser,
}) => {
  test.slow()
  const expert = await openExpertConsole(browser)
  const visitor = await openChat(browser, '/', 'en', 390)
  const widget = visitor.getByRole('dialog', { name: WINDOW.en })
  await expect(widget.locator('[data-chat-status]')).toHaveText(`Connected to ${EXPERT.name}`)
  const input = widget.getByRole('textbox', { name: 'Your message' })
  await input.fill('A man says my grandson is in jail and needs bail.')
  await input.press('Enter')

  await expert.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'needs bail' }).click()
  const reply = expert.getByRole('textbox', { name: 'Your message' })
  await reply.fill('Please do not send')
  await expect(widget.locator('[data-chat-typing]')).toHaveText(`${EXPERT.name} is typing…`)

  // The visitor closes the window to read the page; the reply comes meanwhile.
  await visitor.keyboard.press('Escape')
  await expect(widget).toBeHidden()
  await reply.fill('Please do not send any money. Hang up and call your grandson on the number you know.')
  await reply.press('Enter')
  const launcher = visitor.getByRole('button', { name: `${LAUNCHER.en}: new messages not read yet, 1` })
  await expect(launcher).toBeVisible()
  await expect(launcher).toHaveAttribute('data-unread', '1')
  await expectAccessible(visitor)

  // Opening the chat shows the reply and clears the count; "typing" is gone once the line came.
  await launcher.click()
  await expect(widget.getByRole('log')).toContainText('Hang up and call your grandson')
  await expect(widget.locator('[data-chat-typing]')).toHaveCount(0)
  await visitor.keyboard.press('Escape')
  await expect(visitor.getByRole('button', { name: LAUNCHER.en, exact: true })).not.toHaveAttribute('data-unread', /.*/)

  await expert.getByRole('button', { name: 'Mark done' }).click()
  await expert.context().close()
  await visitor.context().close()
})
