// Nothing typed is lost (issue 42): on every page whose form is in the server's HTML, a person who
// starts typing as soon as the page shows (0, 100, 300 and 1,000 ms after the load event, and once
// with the CPU slowed 4×, an old phone) still sees everything they typed and ticked 3 s later, with
// the focus and the caret where they left them, whenever the page's scripts start meanwhile. On the
// sign-up pages the person then presses "Sign up" and gets the code page, not "Please agree…" over
// filled fields. The test acts as a person does (a tap, then the text), never dispatches an event itself.
import type { Locator, Page } from '@playwright/test'
import { expect, personAddress, test, unique } from './fixtures'

/** The pages with a form in their HTML, and whether pressing its button should lead to another page. */
const PAGES: { path: string; submit?: { button: RegExp; lands: RegExp } }[] = [
  { path: '/signup', submit: { button: /^Sign up$/, lands: /\/verify-otp$/ } },
  { path: '/es/signup', submit: { button: /^Registrarme$/, lands: /\/es\/verify-otp$/ } },
  { path: '/fr/signup', submit: { button: /^S’inscrire$/, lands: /\/fr\/verify-otp$/ } },
  { path: '/login' },
  { path: '/forgot-password' },
  { path: '/contact' },
  { path: '/scam-check' },
  { path: '/' },
]
const MOMENTS = [0, 100, 300, 1000]

interface FieldInfo {
  id: string
  kind: 'text' | 'tick' | 'choice'
  type: string
  name: string
  choice: string
}

/**
 * The fields a person fills: visible, in the page's main part, not the honeypot nor the picture input.
 * Read in one go, so the test acts as soon as a person could (not after many round trips).
 */
async function fieldsOf(page: Page): Promise<FieldInfo[]> {
  return page.evaluate(() => {
    const found: FieldInfo[] = []
    let n = 0
    const all = document.querySelectorAll(
      'main :is(input:not([type=hidden], [type=submit], [type=button], [type=file], [type=radio]), textarea, select)',
    )
    for (const field of all) {
      const el = field as HTMLInputElement
      if (el.disabled || el.closest('[aria-hidden="true"]') || !el.checkVisibility()) continue
      if (!el.id) el.id = `typing-field-${n++}`
      const kind = field instanceof HTMLSelectElement ? 'choice' : el.type === 'checkbox' ? 'tick' : 'text'
      const choice = field instanceof HTMLSelectElement ? ([...field.options].find((o) => o.value && !o.disabled)?.value ?? '') : ''
      found.push({ id: el.id, kind, type: el.getAttribute('type') ?? '', name: el.name, choice })
    }
    return found
  })
}

/** What a person would type into this field. */
function textFor({ type, name }: FieldInfo, tag: string): string {
  if (type === 'email' || name === 'email') return `typing-${tag}@example.com`
  if (type === 'password') return `Typed-pass-${tag}-9`
  if (type === 'tel') return '6135550147'
  if (name === 'otp') return '123456'
  // A person's name is plain letters (U2): the tag's digits written as letters.
  if (name === 'name') return `Typed Before ${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]).replace(/[^\p{L} ]/gu, '')}`
  return `Typed before the app ${tag}`
}

/**
 * The bot check shows once the page's app runs (the typing started it): a person ticks it when it
 * appears, as any box still empty, before sending.
 */
async function tickWhatShowsLater(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  for (const box of await page.locator('main input[type=checkbox]').all()) if (!(await box.isChecked())) await box.check()
}

interface Filled {
  field: Locator
  kind: FieldInfo['kind']
  value: string
}

/** Ticks and choices first, then every text field (the last one keeps the focus and the caret). */
async function fillEverything(page: Page, tag: string): Promise<Filled[]> {
  const fields = await fieldsOf(page)
  expect(fields.length, 'a form field on the page').toBeGreaterThan(0)
  const filled: Filled[] = []
  const at = (info: FieldInfo) => page.locator(`[id="${info.id}"]`)
  for (const info of fields.filter((f) => f.kind !== 'text')) {
    if (info.kind === 'tick') await at(info).check()
    else await at(info).selectOption(info.choice)
    filled.push({ field: at(info), kind: info.kind, value: info.kind === 'tick' ? 'true' : info.choice })
  }
  for (const info of fields.filter((f) => f.kind === 'text')) {
    const value = textFor(info, tag)
    // A tap, then the text as a phone's keyboard suggestion, autofill or a paste puts it: at once.
    await at(info).click()
    await at(info).fill(value)
    filled.push({ field: at(info), kind: 'text', value })
  }
  return filled
}

async function expectNothingLost(page: Page, filled: Filled[], label: string) {
  // Long enough for the page's scripts to have started and settled, even on the slowed CPU.
  await page.waitForTimeout(3000)
  for (const { field, kind, value } of filled) {
    if (kind === 'tick') await expect(field, `${label}: a tick`).toBeChecked({ timeout: 1 })
    else await expect(field, `${label}: what was typed`).toHaveValue(value, { timeout: 1 })
  }
  const last = filled.at(-1)
  if (last?.kind === 'text') {
    await expect(last.field, `${label}: the focus`).toBeFocused({ timeout: 1 })
    const caret = await last.field.evaluate((el: HTMLInputElement) => {
      try {
        return el.selectionStart === null ? null : el.selectionStart === el.value.length
      } catch {
        return null // e-mail boxes have no caret position to read
      }
    })
    if (caret !== null) expect(caret, `${label}: the caret at the end`).toBe(true)
  }
}

test.describe('nothing typed is lost while the page starts', () => {
  test.describe.configure({ timeout: 180_000 })
  for (const { path, submit } of PAGES) {
    test(`${path}: typed 0, 100, 300 and 1,000 ms after load`, async ({ browser }) => {
      // The four visits side by side, each a fresh first visit (nothing cached) from a household of its
      // own: their 3-s waits overlap, and the busier machine only moves when each page's scripts start.
      const visit = async (moment: number) => {
        const context = await browser.newContext({ extraHTTPHeaders: personAddress() })
        await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'))
        const page = await context.newPage()
        await page.goto(path, { waitUntil: 'load' })
        if (moment) await page.waitForTimeout(moment)
        const tag = unique()
        const filled = await fillEverything(page, tag)
        await expectNothingLost(page, filled, `${path} at ${moment} ms`)
        if (submit) {
          await tickWhatShowsLater(page)
          await page.getByRole('button', { name: submit.button }).click()
          await expect(page).toHaveURL(submit.lands)
          await expect(page.getByText(/Please agree|acepte recibir|veuillez accepter/)).toHaveCount(0)
        }
        await context.close()
      }
      await Promise.all(MOMENTS.map(visit))
    })
  }

  test('on an old phone (CPU 4× slower): sign-up and the scam checker keep every key', async ({ browser }) => {
    for (const path of ['/signup', '/scam-check', '/login']) {
      const context = await browser.newContext({ extraHTTPHeaders: personAddress() })
      await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'))
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(path, { waitUntil: 'load' })
      const filled = await fillEverything(page, unique())
      await expectNothingLost(page, filled, `${path} at 4× CPU`)
      if (path === '/signup') {
        await tickWhatShowsLater(page)
        await page.getByRole('button', { name: 'Sign up' }).click()
        await expect(page).toHaveURL(/\/verify-otp$/, { timeout: 20_000 })
      }
      await context.close()
    }
  })
})
