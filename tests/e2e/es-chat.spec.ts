// The live chat in Spanish: on /es the widget speaks Spanish, the visitor's first frame
// tells the room the conversation's language, and the (English) expert console shows it as a badge.
// (An expert online changes what chat.spec.ts's visitors see: this file's expert stays only for the
// one test that needs it, and finds its conversation by the visitor's words, not by its place.)
import type { Browser, Page } from '@playwright/test'
import { site } from '#content/site'
import { expect, expectAccessible, hydrated, newPersonPage, openExpertConsole, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

const TITLE = 'Chat con un experto de SaffeSupport'

async function spanishVisitor(browser: Browser, path = '/es'): Promise<Page> {
  const page = await newPersonPage(browser)
  await page.goto(path)
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByRole('button', { name: 'Chat con un experto de verdad' }).click()
  // The window's code loads on first open: on a cold server that can take a while.
  await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible({ timeout: 20_000 })
  return page
}

/** What the widget's status line may say in Spanish (whether an expert is online depends on other files). */
const SPANISH_STATUS =
  /^(Conectando con el chat\.\.\.|Buscando un experto\.\.\.|Ahora todos nuestros expertos .*|En este momento no hay nadie atendiendo el chat\.|Conectado con .+)$/

test('on /es the chat window opens in Spanish and is accessible', async ({ browser }) => {
  const visitor = await spanishVisitor(browser)
  const widget = visitor.getByRole('dialog', { name: TITLE })
  await expect(widget.getByRole('heading', { level: 2, name: TITLE })).toBeVisible()
  await expect(widget).toContainText('Nunca escriba una contraseña ni un número de tarjeta en un chat.')
  const input = widget.getByRole('textbox', { name: 'Su mensaje' })
  await expect(input).toHaveAttribute('placeholder', 'Escriba su mensaje...')
  await expect(input).toBeFocused()
  await expect(widget.getByRole('button', { name: 'Enviar' })).toBeVisible()
  await expect(widget.getByRole('button', { name: 'Cerrar el chat' })).toBeVisible()
  await expect(widget.getByRole('log', { name: 'Mensajes del chat' })).toContainText(
    /Salude y cuéntenos qué le preocupa\.|Escriba aquí su pregunta\. La guardamos/,
  )
  await expect(widget.locator('[data-chat-status]')).toHaveText(SPANISH_STATUS)
  // No expert (or a busy one): the note and the call link are Spanish too.
  if ((await widget.locator('[data-chat-status]').getAttribute('data-chat-status')) === 'queued') {
    await expect(widget).toContainText(
      /Si prefiere hablar ahora, llámenos gratis al|Llámenos gratis, las 24 horas, todos los días: contesta una persona real\./,
    )
    await expect(widget.getByRole('link', { name: `Llame al ${site.phone}` })).toHaveAttribute('href', site.phoneHref)
  }
  await expectAccessible(visitor)
  // Escape closes it; focus returns to the launcher, named in Spanish.
  await visitor.keyboard.press('Escape')
  await expect(widget).toBeHidden()
  await expect(visitor.getByRole('button', { name: 'Chat con un experto de verdad' })).toBeFocused()
  await visitor.context().close()
})

test('a Spanish visitor writes; the console shows "ES · Spanish" and the reply reaches the widget', async ({ browser }) => {
  test.slow()
  const expert = await openExpertConsole(browser)
  const visitor = await spanishVisitor(browser, '/es/Pricing')
  const widget = visitor.getByRole('dialog', { name: TITLE })
  // No English inside a Spanish chat (N18): the expert's first name, "de SaffeSupport".
  await expect(widget.locator('[data-chat-status]')).toHaveText('Conectado con Sam, de SaffeSupport')
  const words = `Me llamaron diciendo que mi computadora tiene un virus. ${crypto.randomUUID().slice(0, 8)}`
  const input = widget.getByPlaceholder('Escriba su mensaje...')
  await input.fill(words)
  await input.press('Enter')
  await expect(widget.getByRole('log')).toContainText(words)
  await expect(widget.getByRole('log')).toContainText('Usted dijo:')

  const item = expert.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: words })
  await expect(item).toContainText('ES · Spanish')
  await expect(item).toContainText('On page /es/Pricing')
  await expect(item.locator('[lang="es"]')).toHaveText(words)
  await item.click()
  const header = expert.getByRole('heading', { level: 2 }).filter({ has: expert.locator('[data-conversation-locale="es"]') })
  await expect(header).toContainText('ES · Spanish')
  const log = expert.getByRole('log')
  await expect(log.locator('[lang="es"]').filter({ hasText: words })).toHaveCount(1)

  const reply = expert.getByPlaceholder('Type your message...')
  await reply.fill('Cuelgue, por favor. Nosotros nunca llamamos primero.')
  await reply.press('Enter')
  await expect(widget.getByRole('log')).toContainText('Cuelgue, por favor. Nosotros nunca llamamos primero.')
  await expectAccessible(visitor)
  await expectAccessible(expert)
  // Finished: the conversation leaves the list, and the expert goes offline for the next files.
  await expert.getByRole('button', { name: 'Mark done' }).click()
  await expect(item).toHaveCount(0)
  await expert.context().close()
  await visitor.context().close()
})

test('the in-page chat on the Spanish home page opens in Spanish', async ({ page }) => {
  await page.goto('/es')
  await hydrated(page)
  const section = page.getByRole('region', { name: 'Pregúntele a una persona real' })
  const toggle = section.locator('button[aria-controls]')
  await expect(toggle).toHaveText('Chat')
  await toggle.click()
  await expect(toggle).toHaveText('Cerrar el chat')
  await expect(section.getByPlaceholder('Escriba su mensaje...')).toBeVisible()
  await expect(section.getByRole('button', { name: 'Enviar' })).toBeVisible()
  await expect(section.locator('[data-chat-status]')).toHaveText(SPANISH_STATUS)
})
