// The expert console's System view (decision 123), in the browser: after a scheduled run and a mail,
// an expert opens it with the keyboard and reads the last run of each job, the alert deliveries, the
// mail budget of every purpose this hour and the call-backs not yet mailed; it refreshes; it is
// accessible and fits a phone. (That customers and strangers get 403 from /api/system is a worker
// test: tests/worker/system.test.ts.)
import { expect, expectAccessible, openExpertConsole, test } from './fixtures'

const CRON_TRIGGER = `/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/15 * * * *')}`

test.describe('the System view of the expert console', () => {
  test('shows each job, the deliveries, the mail budget per purpose and the call-backs; refreshes; keyboard and axe', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    // Something to show: one newsletter mail this hour, then a scheduled run of the 15-minute jobs.
    const signup = await request.post('/api/newsletter', {
      data: { email: `system-view-${Date.now()}@example.com` },
      headers: { 'cf-connecting-ip': '198.51.100.77' },
    })
    expect(signup.status()).toBe(200)
    expect((await request.get(CRON_TRIGGER)).status()).toBe(200)

    const page = await openExpertConsole(browser)
    const summary = page.locator('summary', { hasText: /^System$/ })
    await summary.focus()
    await expect(summary).toBeFocused()
    await page.keyboard.press('Enter')
    const panel = page.locator('details', { has: summary })
    await expect(panel).toHaveAttribute('open', '')

    const jobs = panel.getByRole('table', { name: 'Scheduled jobs and queues: last run' })
    await expect(jobs).toBeVisible()
    for (const job of ['alert-dispatch', 'callback-notify']) {
      const row = jobs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: job, exact: true }) })
      await expect(row).toHaveCount(1)
      await expect(row.getByRole('cell').nth(1)).toHaveText('ok')
    }
    await expect(panel).toContainText(/Alert deliveries: \d+ queued, \d+ sending, \d+ sent, \d+ failed\. Dead letters: \d+\./)
    // Every purpose's budget, the trusted contact's included (decision 120), with this hour's use.
    const mail = panel.locator('p', { hasText: 'Mail this hour:' })
    for (const [purpose, limit] of [
      ['account', 600],
      ['warning', 200],
      ['callback', 30],
      ['trusted', 200],
      ['report', 100],
      ['alert', 150],
    ] as const) {
      await expect(mail).toContainText(new RegExp(`${purpose} \\d+ of ${limit}`))
    }
    await expect(mail).toContainText(/newsletter [1-9]\d* of 40/)
    await expect(panel).toContainText(/Call-back requests not yet mailed to sales: \d+\./)

    // Refresh reads the numbers again: one more newsletter mail shows without reopening.
    const before = Number(/newsletter (\d+) of/.exec((await mail.textContent()) ?? '')![1])
    await request.post('/api/newsletter', {
      data: { email: `system-view-2-${Date.now()}@example.com` },
      headers: { 'cf-connecting-ip': '198.51.100.78' },
    })
    await panel.getByRole('button', { name: 'Refresh' }).click()
    await expect.poll(async () => Number(/newsletter (\d+) of/.exec((await mail.textContent()) ?? '')![1])).toBeGreaterThan(before)

    await expectAccessible(page)
    await page.screenshot({ path: 'test-results/system-panel-1280.png', fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: 'test-results/system-panel-375.png', fullPage: true })
    await page.context().close()
  })
})
