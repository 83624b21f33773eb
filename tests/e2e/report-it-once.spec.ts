// "Report it once" as a person uses it (docs/report-it-once.md), in English (US), Spanish (Mexico) and
// French (Canada): the guided form one question a screen (axe on each), what was typed kept through a
// reload, the report pack with the right agencies and copy buttons (and the other two countries' packs),
// a real PDF, the account with two reference numbers, and the day-1 and day-3 check-ins arriving once
// each when the cron is run by hand, then stopped by the link.
import { readFileSync } from 'node:fs'
import { PDFDocument } from '@cantoo/pdf-lib'
import type { Page } from '@playwright/test'
import { OFFICIAL_ENTRIES } from '#content/official-directory'
import en from '../../messages/report/en.json' with { type: 'json' }
import es from '../../messages/report/es.json' with { type: 'json' }
import fr from '../../messages/report/fr.json' with { type: 'json' }
import {
  type Account,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  holdRequests,
  hydrated,
  logIn,
  newPersonPage,
  outbox,
  signUp,
  test,
  unique,
} from './fixtures'

const WORDS = { en, es, fr } as const
type Lang = keyof typeof WORDS
const DAY = 24 * 60 * 60 * 1000

const CASES: { lang: Lang; prefix: string; country: 'us' | 'ca' | 'mx'; agencies: RegExp[]; absent: RegExp[] }[] = [
  {
    lang: 'en',
    prefix: '',
    country: 'us',
    agencies: [/Federal Trade Commission/, /IC3/, /7726|phone company/i],
    absent: [/Anti-Fraud Centre/, /Condusef/],
  },
  {
    lang: 'es',
    prefix: '/es',
    country: 'mx',
    agencies: [/Condusef/, /Profeco/],
    absent: [/Centro Canadiense Antifraude/, /Comisión Federal de Comercio/],
  },
  {
    lang: 'fr',
    prefix: '/fr',
    country: 'ca',
    agencies: [/Centre antifraude du Canada/, /compagnie de téléphone/],
    absent: [/Condusef/, /Federal Trade Commission/],
  },
]

/** The agency only a country's pack names, by its directory name in the page's language. */
const ONLY_IN = { us: 'ftc', ca: 'cafc', mx: 'condusef' } as const
const agencyIn = (country: keyof typeof ONLY_IN, lang: Lang) =>
  OFFICIAL_ENTRIES.find((e) => e.id === ONLY_IN[country])?.names[lang] ?? country

/** The cron, run by hand as the README shows, at a chosen time (ms). */
async function runCron(page: Page, at: number) {
  const res = await page.request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/15 * * * *')}&time=${at}`)
  expect(res.ok()).toBe(true)
}

async function checkins(page: Page, email: string, day: number, w: (typeof WORDS)[Lang]) {
  const subject = w.report_mail_subject.replace('{company}', 'SaffeSupport').replace('{day}', String(day))
  return (await outbox(page.request, email)).filter((mail) => mail.subject === subject)
}

/**
 * A story typed at question 2 and kept on this device, then a reload whose page code arrives only after
 * Next is pressed, as on a slow phone: the press is held and pressed again once the app runs
 * (app/client.tsx). `before` runs in the reloaded page before any of its scripts.
 */
async function pressNextBeforeTheAppAfterAReload(page: Page, story: string, before?: () => void) {
  const w = WORDS.en
  await page.goto('/report-it-once')
  await hydrated(page)
  await page.getByRole('radio', { name: w.report_country_us, exact: true }).check()
  await page.getByRole('button', { name: w.report_next, exact: true }).click()
  await page.getByRole('textbox', { name: w.report_q_what }).pressSequentially(story)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('reportDraft') ?? '')).toContain(story)
  if (before) await page.addInitScript(before)
  const { release, count } = await holdRequests(page, '**/assets/report-it-once-*.js')
  await page.reload({ waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: w.report_next, exact: true }).click()
  await expect.poll(count).toBeGreaterThan(0)
  release()
}

// The replayed press must not store an empty draft over the one kept on this device.
test('en: a Next pressed before the app has started after a reload keeps the story kept on this device', async ({ page }) => {
  const story = 'A man said he was from my bank and asked me to move my savings to a safe account.'
  await pressNextBeforeTheAppAfterAReload(page, story)
  await expect(page.getByRole('textbox', { name: WORDS.en.report_q_what })).toHaveValue(story)
  expect(await page.evaluate(() => localStorage.getItem('reportDraft') ?? '')).toContain(story)
})

// The replay waits until React has nothing left to do, so the page's own start-up work (here: putting the
// stored draft back and keeping it) has run first, however late React gets to it on a busy phone (decision 220).
test('en: a held Next is never pressed again before the page has put its stored draft back, even when React runs late', async ({
  page,
}) => {
  await pressNextBeforeTheAppAfterAReload(page, 'A caller asked for gift cards.', () => {
    // React's scheduler runs its work, mount effects included, through a MessageChannel: each message
    // comes 50 ms late, as on a phone busy with something else. Frames keep their pace.
    const Channel = window.MessageChannel
    window.MessageChannel = class {
      port1: MessagePort
      port2: { postMessage: (message: unknown) => void }
      constructor() {
        const channel = new Channel()
        this.port1 = channel.port1
        this.port2 = { postMessage: (message) => setTimeout(() => channel.port2.postMessage(message), 50) }
      }
    } as unknown as typeof MessageChannel
    const order: string[] = []
    Object.assign(window, { order })
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'reportDraft') order.push('draft kept')
      return setItem.call(this, key, value)
    }
    // The entry's replay of the held press (a person's own taps are trusted events).
    addEventListener('click', (e) => !e.isTrusted && document.documentElement.dataset.hydrated && order.push('press replayed'), true)
  })
  const order = () => page.evaluate(() => (window as unknown as { order: string[] }).order)
  // The held press ends one of two ways, both right: replayed on the Next it was made on, or dropped because
  // putting the draft back has already moved the page on to question 2 and that Next is gone (pressing the
  // new one would move the person on twice). Either way nothing is held any more, the draft was kept before
  // any replay, and the person is at question 2 with their words.
  await expect
    .poll(() => page.evaluate(() => !document.querySelector('[data-held]') && (window as unknown as { order: string[] }).order))
    .toContain('draft kept')
  expect((await order())[0]).toBe('draft kept')
  await expect(page.getByRole('textbox', { name: WORDS.en.report_q_what })).toHaveValue('A caller asked for gift cards.')
  expect(await page.evaluate(() => localStorage.getItem('reportDraft') ?? '')).toContain('A caller asked for gift cards.')
})

for (const c of CASES) {
  test(`${c.lang}: the guided form, a pack for ${c.country.toUpperCase()}, a PDF, two reference numbers, check-ins once each, stop`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(420_000)
    const w = WORDS[c.lang]
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const account: Account = { name: 'Rosa Test', email: `report-${unique()}@example.com`, password: 'a long enough password' }
    await signUp(page, account)
    await logIn(page, account)
    await expect(page).not.toHaveURL(/\/login$/)

    // One question a screen. The first tap is a real one, on the page as it arrives.
    await page.goto(`${c.prefix}/report-it-once`)
    await page.getByRole('radio', { name: w[`report_country_${c.country}`], exact: true }).check()
    await expectAccessible(page)
    // Axe on every question in English; in Spanish and French on the first one, the pack, the receipt
    // and the stop page (the questions between are the same parts with other words, and the unit tests
    // hold every message of the three languages to be there and not empty).
    const questionScan = () => (c.lang === 'en' ? expectAccessible(page) : Promise.resolve())
    await page.getByRole('button', { name: w.report_next, exact: true }).click()
    const story = 'They called from a number I did not know and said my account was locked. I bought cards.'
    const what = page.getByRole('textbox', { name: w.report_q_what })
    await what.pressSequentially(story.slice(0, 30))
    await what.fill(story)
    // Nothing typed is lost: after a reload, the answers are still on this device.
    await page.reload()
    await page.getByRole('button', { name: w.report_next, exact: true }).click()
    await expect(page.getByRole('textbox', { name: w.report_q_what })).toHaveValue(story)
    await page.getByRole('button', { name: w.report_next, exact: true }).click()
    await page.getByLabel(w.report_q_when).and(page.locator('input')).fill('2026-12-01')
    await questionScan()
    await page.getByRole('button', { name: w.report_next, exact: true }).click()
    await page.getByRole('checkbox', { name: w.report_contact_text, exact: true }).check()
    await page.getByRole('checkbox', { name: w.report_contact_phone, exact: true }).check()
    await questionScan()
    await page.getByRole('button', { name: w.report_next, exact: true }).click()
    await page.getByRole('checkbox', { name: w['report_paid_gift-card'], exact: true }).check()
    await page.getByRole('checkbox', { name: w.report_paid_card, exact: true }).check()
    await page.getByRole('textbox', { name: w.report_amount, exact: true }).fill('$500')
    await questionScan()
    await page.getByRole('button', { name: w.report_next, exact: true }).click()
    await page.getByRole('textbox', { name: w.report_payment, exact: true }).fill('Card 6006 4912, 1 Dec, $500')
    await page.getByRole('textbox', { name: w.report_bank, exact: true }).fill('First Example Bank')
    await page.getByRole('textbox', { name: w.report_gift_card, exact: true }).fill('Target')
    await questionScan()
    await page.getByRole('button', { name: w.report_next, exact: true }).click()
    await page.getByRole('textbox', { name: w.report_q_scammer }).fill('+1 213 555 0142, helpdesk-example.info')
    await questionScan()
    await page.getByRole('button', { name: w.report_next, exact: true }).click()
    await page.getByRole('checkbox', { name: w['report_shared_bank-login'], exact: true }).check()
    await questionScan()
    await page.getByRole('button', { name: w.report_to_pack }).click()

    // The pack: the country's agencies, each answer copied one at a time.
    await expect(page.getByRole('heading', { name: w.report_pack_title })).toBeFocused()
    for (const name of c.agencies) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
    for (const name of c.absent) await expect(page.getByRole('heading', { level: 3, name })).toHaveCount(0)
    await expect(page.getByText(w.report_nothing_sent).first()).toBeVisible()
    // The same account, for the other two countries: each gets its own agencies (then back to this one).
    for (const other of [...(['us', 'ca', 'mx'] as const).filter((x) => x !== c.country), c.country]) {
      await page.getByRole('button', { name: w.report_edit }).click()
      await page.getByRole('radio', { name: w[`report_country_${other}`], exact: true }).check()
      await page.getByRole('button', { name: w.report_to_pack }).first().click()
      await expect(page.getByRole('heading', { level: 3, name: agencyIn(other, c.lang) })).toBeVisible()
      for (const absent of (['us', 'ca', 'mx'] as const).filter((x) => x !== other))
        await expect(page.getByRole('heading', { level: 3, name: agencyIn(absent, c.lang) })).toHaveCount(0)
    }
    const copy = page.getByRole('button', { name: new RegExp(`^${w.report_copy}\\s*:`) }).first()
    await copy.click()
    await expect(page.getByRole('button', { name: new RegExp(`^${w.report_copied}\\s*:`) }).first()).toBeVisible()
    expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(0)
    await expectAccessible(page)

    // A PDF in the person's language.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.report_pdf }).click()])
    expect(download.suggestedFilename()).toBe(`${w.report_pdf_file}.pdf`)
    const bytes = readFileSync(await download.path())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe(w.report_pack_title)
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)

    // Saved to the account, then two reference numbers.
    await page.getByRole('button', { name: w.report_save }).click()
    await expect(page.getByText(w.report_saved)).toBeVisible()
    const where = page.getByRole('combobox', { name: w.report_ref_where, exact: true })
    const options = await where.locator('option').allTextContents()
    await where.selectOption({ index: 0 })
    await page.getByRole('textbox', { name: w.report_ref_number, exact: true }).fill('REF-1001')
    await page.getByRole('button', { name: w.report_ref_add }).click()
    await expect(page.getByText(/REF-1001/)).toBeVisible()
    await where.selectOption({ index: 1 })
    await page.getByRole('textbox', { name: w.report_ref_number, exact: true }).fill('REF-2002')
    await page.getByRole('button', { name: w.report_ref_add }).click()
    await expect(page.getByText(/REF-2002/)).toBeVisible()

    // We stay with you: the check-ins, opted in.
    await page.getByRole('button', { name: w.report_stay_on }).click()
    await expect(page.getByText(w.report_stay_started)).toBeVisible()

    // The receipt page: every report, its numbers and dates.
    await page.getByRole('link', { name: w.report_receipts_link }).click()
    await expect(page.getByRole('cell', { name: 'REF-1001' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'REF-2002' })).toBeVisible()
    await expect(page.getByRole('cell', { name: options[0] })).toBeVisible()
    await expectAccessible(page)
    // On a phone with the largest text, the receipt does not scroll sideways (one number a block).
    await page.addInitScript(() => window.localStorage.setItem('textSize', 'larger'))
    await page.setViewportSize({ width: 375, height: 900 })
    await expectNoSidewaysScroll(page, [[`${c.prefix}/my-reports`, (p) => expect(p.getByRole('cell', { name: 'REF-2002' })).toBeVisible()]])
    await expectAccessible(page)

    // Day 1 and day 3, each once, when the cron is run by hand (twice each).
    const start = Date.now()
    await runCron(page, start + DAY + 60_000)
    await runCron(page, start + DAY + 120_000)
    await expect.poll(async () => (await checkins(page, account.email, 1, w)).length, { timeout: 60_000 }).toBe(1)
    await runCron(page, start + 3 * DAY + 60_000)
    await runCron(page, start + 3 * DAY + 120_000)
    await expect.poll(async () => (await checkins(page, account.email, 3, w)).length, { timeout: 60_000 }).toBe(1)
    expect(await checkins(page, account.email, 1, w)).toHaveLength(1)
    const [mail] = await checkins(page, account.email, 3, w)
    expect(mail.text).toContain(w.report_mail_recovery)

    // Stop works with one click from the mail, without signing in.
    const stop = /(\S*\/report-checkins\?stop=\S+)/.exec(mail.text)?.[1] ?? ''
    const stranger = await newPersonPage(browser)
    await stranger.goto(new URL(stop).pathname + new URL(stop).search)
    await expectAccessible(stranger)
    await stranger.getByRole('button', { name: w.report_stay_stop }).click()
    await expect(stranger.getByText(w.report_stay_stopped)).toBeVisible()
    await stranger.context().close()
  })
}

test('the form and the pack at 375 px with the largest text and at 1280 px, with no sideways scroll', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('textSize', 'larger'))
  const fill = async (p: Page) => {
    await p.getByRole('radio', { name: en.report_country_us, exact: true }).check()
    await p.getByRole('button', { name: en.report_to_pack }).first().click()
    await expect(p.getByRole('heading', { name: en.report_pack_title })).toBeVisible()
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page, [['/report-it-once'], ['/fr/report-it-once'], ['/report-it-once', fill]])
  }
})

test('the scam checker asks "Was this right?", shows what would be sent without names or numbers, and sends it only when agreed', async ({
  page,
}) => {
  await page.goto('/scam-check')
  await page
    .getByLabel('Paste the message, the web address or the phone number')
    .fill('Hi Maria, your E-ZPass toll is unpaid. Pay today or call 1-800-555-0199: https://ezpass-pay.info/now')
  await page.getByRole('button', { name: 'Check' }).click()
  await expect(page.getByRole('heading', { name: en.report_review_right_q })).toBeVisible()
  await expect(page.getByRole('link', { name: en.report_link })).toHaveAttribute('href', '/report-it-once')
  await page.getByRole('button', { name: en.report_review_right_no }).click()
  await expect(page.getByRole('button', { name: en.report_review_right_no })).toHaveAttribute('aria-pressed', 'true')
  const preview = page.getByTestId('review-preview')
  await expect(preview).toContainText('ezpass-pay.info')
  await expect(preview).not.toContainText('Maria')
  await expect(preview).not.toContainText('555-0199')
  await page.getByRole('button', { name: en.report_review_send }).click()
  await expect(page.getByText(en.report_review_err_agree)).toBeVisible()
  await page.getByRole('checkbox', { name: en.report_review_agree }).check()
  await page.getByRole('button', { name: en.report_review_send }).click()
  await expect(page.getByText(en.report_review_sent)).toBeVisible()
  await expectAccessible(page)
})
