// "Report it once" with no script (issue 45): one question a page, each button a plain POST to the
// page itself, the pack and then a receipt with two reference numbers drawn by the server,
// in English (US), Spanish (Mexico) and French (Canada). The page says what needs the script (the PDF,
// Copy, Print) and that nothing posted is kept.

import type { Browser, Page } from '@playwright/test'
import en from '../../messages/report/en.json' with { type: 'json' }
import es from '../../messages/report/es.json' with { type: 'json' }
import fr from '../../messages/report/fr.json' with { type: 'json' }
import { expect, expectAccessible, test } from './fixtures'

test.use({ javaScriptEnabled: false })

/**
 * Axe on a page as the server drew it for a browser with no script. Axe is itself a script, so it runs
 * on a copy: the page's HTML with its scripts taken out and its <noscript> parts shown, served at the
 * same address (same styles) in a second browser where scripts may run.
 */
async function expectAccessibleAsDrawn(page: Page, browser: Browser) {
  await page.waitForLoadState()
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<(\/?)noscript>/gi, '<$1div>')
  const url = page.url().split('#')[0]
  const context = await browser.newContext({ javaScriptEnabled: true })
  const copy = await context.newPage()
  await copy.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
  await copy.goto(url)
  await expectAccessible(copy)
  await context.close()
}

const CASES = [
  { w: en, prefix: '', country: 'us', first: /Federal Trade Commission/, absent: /Condusef/ },
  { w: es, prefix: '/es', country: 'mx', first: /Condusef/, absent: /Comisión Federal de Comercio/ },
  { w: fr, prefix: '/fr', country: 'ca', first: /Centre antifraude du Canada/, absent: /Federal Trade Commission/ },
] as const

for (const c of CASES) {
  test(`${c.prefix || '/en'}: with no script, the form posts, the server draws the pack, then a receipt with two numbers`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000)
    const { w } = c
    await page.goto(`${c.prefix}/report-it-once`)
    // One question a page: each Next posts the answers to the page itself, and the server draws the next.
    // Axe on every page the server draws in English; in Spanish and French on the first question, the
    // pack and the receipt (the questions between are the same parts with other words, and the unit
    // tests hold every message of the three languages to be there and not empty).
    const next = async () => {
      await page.getByRole('button', { name: w.report_next, exact: true }).click()
      if (c.w === en) await expectAccessibleAsDrawn(page, browser)
    }
    await expectAccessibleAsDrawn(page, browser)
    await page.getByRole('radio', { name: w[`report_country_${c.country}`], exact: true }).check()
    await next()
    await expect(page.getByText(w.report_nojs_sent)).toBeVisible()
    await page.getByRole('textbox', { name: w.report_q_what }).fill('A man called, said he was from my bank, and asked me to pay by card.')
    await next()
    await page.getByLabel(w.report_q_when).and(page.locator('input')).fill('2026-12-01')
    await next()
    await page.getByRole('checkbox', { name: w.report_contact_phone, exact: true }).check()
    await next()
    await page.getByRole('checkbox', { name: w.report_paid_card, exact: true }).check()
    await page.getByRole('textbox', { name: w.report_amount, exact: true }).fill('$500')
    await next()
    await page.getByRole('textbox', { name: w.report_payment, exact: true }).fill('1 Dec, $500, reference TX-77')
    await page.getByRole('textbox', { name: w.report_bank, exact: true }).fill('First Example Bank')
    // Back and forward again: what was typed comes back in its fields.
    await page.getByRole('button', { name: w.report_back, exact: true }).click()
    await expect(page.getByRole('textbox', { name: w.report_amount, exact: true })).toHaveValue('$500')
    await next()
    await expect(page.getByRole('textbox', { name: w.report_bank, exact: true })).toHaveValue('First Example Bank')
    await next()
    await page.getByRole('textbox', { name: w.report_q_scammer }).fill('+1 213 555 0142, helpdesk-example.info')
    await page.getByRole('button', { name: w.report_to_pack }).click()

    // The pack, drawn by the server: the country's agencies, the answers, and what needs the script.
    await expect(page.getByRole('heading', { level: 2, name: w.report_pack_title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: c.first })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: c.absent })).toHaveCount(0)
    await expect(page.getByRole('definition').filter({ hasText: 'reference TX-77' }).first()).toBeVisible()
    await expect(page.getByText(w.report_nojs_pack)).toBeVisible()
    await expect(page.getByRole('button', { name: w.report_pdf })).toHaveCount(0)
    await expect(page.getByText(w.report_nothing_sent).first()).toBeVisible()
    await expectAccessibleAsDrawn(page, browser)

    // After filing: two reference numbers, and the receipt page to print.
    const refs = page.getByRole('textbox', { name: w.report_ref_number, exact: true })
    await refs.nth(0).fill('REF-1001')
    await page.getByLabel(w.report_ref_date, { exact: true }).nth(0).fill('2026-12-02')
    await refs.nth(1).fill('REF-2002')
    await page.getByRole('button', { name: w.report_nojs_receipt_make }).click()
    await expect(page.getByRole('heading', { level: 2, name: w.report_nojs_receipt_title })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'REF-1001' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'REF-2002' })).toBeVisible()
    await expectAccessibleAsDrawn(page, browser)
    // The answers came along in the page itself: the pack is still whole under the receipt.
    await expect(page.getByRole('definition').filter({ hasText: 'reference TX-77' }).first()).toBeVisible()

    // "Change my answers" gives the questions back, filled in.
    await page.getByRole('button', { name: w.report_edit }).click()
    await expect(page.getByRole('radio', { name: w[`report_country_${c.country}`], exact: true })).toBeChecked()
    // The later questions (not shown yet) hold their answers too.
    await expect(page.locator('input[name="bank"]')).toHaveValue('First Example Bank')
  })
}

test('with no script, a receipt with no number says so and keeps the pack', async ({ page }) => {
  await page.goto('/report-it-once')
  await page.getByRole('radio', { name: en.report_country_us, exact: true }).check()
  await page.getByRole('button', { name: en.report_to_pack }).click()
  await expect(page.getByText(en.report_nojs_pack)).toBeVisible()
  await page.getByRole('button', { name: en.report_nojs_receipt_make }).click()
  await expect(page.getByText(en.report_nojs_receipt_none)).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: /Federal Trade Commission/ })).toBeVisible()
})
