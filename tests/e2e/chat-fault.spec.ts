// What the visitor sees when the chat room cannot store a line (decision 125). The room's side is a
// worker test (tests/worker/chat-faults.test.ts: the storage fails, the line comes back as `unsent`);
// here the widget gets that same answer from a stand-in for the room on the page's socket, so no
// expert or real room is involved: the line leaves the transcript, the visitor reads why, and one
// press of "Send again" (or our number) is offered; the second try goes out with the same words.
import type { Page, WebSocketRoute } from '@playwright/test'
import { site } from '#content/site'
import { m } from '#shared/paraglide/messages.js'
import { expect, expectAccessible, hydrated, test } from './fixtures'

const LINE = 'A man on the phone says my grandson is in jail and needs gift cards.'

/**
 * Stands in for the room on the page's chat socket: registers the visitor, maps them to "Sam", and hands
 * each line the visitor sends to `onLine`, which may answer what the room would.
 */
async function standInRoom(page: Page, onLine: (text: string, reply: (frame: unknown) => void) => void) {
  await page.routeWebSocket(/\/parties\/chat-room\/support/, (ws: WebSocketRoute) => {
    const reply = (frame: unknown) => ws.send(JSON.stringify(frame))
    ws.onMessage((raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; message?: string }
      if (frame.type === 'register') {
        reply({ type: 'registered', id: 'c_drill', role: 'user', name: 'Visitor 1A2B' })
        reply({ type: 'transcript', conversationId: 'c_drill', messages: [] })
      }
      if (frame.type === 'map_to_expert') reply({ type: 'mapped_to', expertId: 'e_drill', expertName: 'Sam' })
      if (frame.type === 'send_message') onLine(frame.message ?? '', reply)
    })
  })
}

test('a line the chat could not store is offered again with "Send again" and our number', async ({ page }) => {
  const sent: string[] = []
  await standInRoom(page, (text, reply) => {
    sent.push(text)
    // The first try meets a storage failure in the room; the second is stored (no answer: the sender shows it).
    if (sent.length === 1) reply({ type: 'error', msg: m.chat_not_sent(), unsent: text })
  })
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Chat with a real expert' }).click()
  const widget = page.getByRole('dialog', { name: 'Chat with a SaffeSupport expert' })
  await expect(widget.getByRole('status').first()).toHaveText('Connected to Sam')

  const input = widget.getByPlaceholder('Type your message...')
  await input.fill(LINE)
  await input.press('Enter')
  await expect(widget.getByRole('alert')).toHaveText(m.chat_not_sent())
  const unsent = widget.locator('[data-chat-unsent]')
  await expect(unsent).toContainText(LINE)
  await expect(widget.getByRole('log')).not.toContainText(LINE)
  await expect(unsent.getByRole('link', { name: new RegExp(site.phone.replace(/[-+]/g, '.')) })).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: 'test-results/chat-unsent-1280.png' })

  await unsent.getByRole('button', { name: 'Send again' }).click()
  await expect(unsent).toHaveCount(0)
  await expect(widget.getByRole('log')).toContainText(LINE)
  expect(sent).toEqual([LINE, LINE])
})

test('at 375 px the "Send again" row fits and reads in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 })
  await standInRoom(page, (text, reply) => reply({ type: 'error', msg: m.chat_not_sent({}, { locale: 'es' }), unsent: text }))
  await page.goto('/es')
  await hydrated(page)
  await page.getByRole('button', { name: 'Chat con un experto de verdad' }).click()
  const widget = page.getByRole('dialog', { name: 'Chat con un experto de SaffeSupport' })
  const input = widget.getByPlaceholder('Escriba su mensaje...')
  await expect(widget.getByRole('status').first()).toContainText('Sam')
  await input.fill('Me llamaron del banco.')
  await input.press('Enter')
  const unsent = widget.locator('[data-chat-unsent]')
  await expect(unsent.getByRole('button', { name: 'Enviar de nuevo' })).toBeVisible()
  await expect(widget.getByRole('alert')).toContainText('Su mensaje no se envió')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: 'test-results/chat-unsent-375-es.png' })
})
