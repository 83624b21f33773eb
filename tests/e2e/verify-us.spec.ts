// "Is this really SaffeSupport?" end to end (issue 15): the seeded expert gives a code from the
// console in a live conversation; a visitor checks it on /verify-us. Then the code expires.
// (Named to run after chat.spec.ts: an expert online would change what that file's visitors see.)
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Page } from '@playwright/test'
import { EXPERT, expect, expectAccessible, hydrated, newPersonPage, openExpertConsole, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

const NOT_OURS = 'We did not issue this code. Hang up. Do not give anyone access to your computer.'
const root = path.resolve(import.meta.dirname, '../..')

async function checkCode(page: Page, typed: string) {
  await page.getByLabel('The code they gave you').fill(typed)
  await page.getByRole('button', { name: 'Check the code' }).click()
}

/** Ends every live code in the e2e server's local D1 (as 15 minutes passing would), straight in its SQLite file. */
function expireAllCodes() {
  const port = process.env.E2E_PORT ?? '8788'
  const dir = path.join(root, `.wrangler/e2e-state-${port}/v3/d1/miniflare-D1DatabaseObject`)
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  if (!file) throw new Error(`no local D1 database in ${dir}`)
  const db = new DatabaseSync(path.join(dir, file))
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const { changes } = db.prepare('UPDATE verify_codes SET expires_at = issued_at WHERE expires_at > issued_at').run()
    expect(Number(changes)).toBeGreaterThan(0)
  } finally {
    db.close()
  }
}

test('an expert gives a code in the console; the visitor confirms it on /verify-us; expired, it is not ours', async ({ browser }) => {
  test.setTimeout(120_000)
  // The expert signs in and opens the console.
  const expert = await openExpertConsole(browser)

  // A visitor opens the chat and writes.
  const visitor = await newPersonPage(browser)
  await visitor.goto('/')
  await hydrated(visitor)
  await visitor.getByRole('button', { name: 'Chat with a real expert' }).click()
  const widget = visitor.getByRole('dialog', { name: 'Chat with a SaffeSupport expert' })
  await expect(widget.getByRole('status')).toHaveText(`Connected to ${EXPERT.name}`)
  await widget.getByPlaceholder('Type your message...').fill('A man says he is from SaffeSupport. Is he?')
  await widget.getByPlaceholder('Type your message...').press('Enter')

  // The expert opens the conversation and gives a code.
  const conversations = expert.getByRole('navigation', { name: 'Conversations' })
  await conversations.getByRole('button').filter({ hasText: 'unread' }).first().click()
  await expect(expert.getByRole('log')).toContainText('Is he?')
  await expert.getByRole('button', { name: 'Give verification code' }).click()
  const shown = expert.locator('.verification-code')
  await expect(shown).toBeVisible()
  const code = (await shown.getAttribute('data-code')) ?? ''
  expect(code).toMatch(/^[346789ACDEFGHJKMNPRTUVWXY]{6}$/)
  await expect(expert.getByRole('button', { name: 'Give a new code' })).toBeVisible()
  await expectAccessible(expert)

  // The visitor opens /verify-us themselves and types it, in small letters with a space.
  const page = await newPersonPage(browser)
  await page.goto('/verify-us')
  await hydrated(page)
  await checkCode(page, `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`)
  await expect(page.getByRole('status').filter({ hasText: 'Yes' })).toContainText(
    /Yes — this code was issued by Sam from SaffeSupport at \d{1,2}:\d{2} (AM|PM)\./,
  )
  await expectAccessible(page)

  // Unknown, malformed and hostile codes.
  for (const typed of ['ACD479', '0O1IL5', '<script>alert(1)</script>', 'x'.repeat(40)]) {
    await checkCode(page, typed)
    await expect(page.getByRole('status').filter({ hasText: NOT_OURS })).toBeVisible()
  }
  await checkCode(page, '   ')
  await expect(page.getByText('Please type the code the caller gave you.')).toBeVisible()

  // Fifteen minutes later (the code's expiry, set in D1): the same code is not ours any more.
  expireAllCodes()
  await checkCode(page, code)
  await expect(page.getByRole('status').filter({ hasText: NOT_OURS })).toBeVisible()

  await expert.context().close()
  await visitor.context().close()
  await page.context().close()
})

test('/verify-us explains that we never send a link to it', async ({ page }) => {
  await page.goto('/verify-us')
  await expect(page.getByRole('heading', { level: 1, name: 'Is this really SaffeSupport?' })).toBeVisible()
  await expect(page.getByText('We never send you a link to it, by text, e-mail or chat.')).toBeVisible()
  await expectAccessible(page)
})
