import { expect, expectAccessible, hydrated, outbox as outboxOf, test } from './fixtures'

/** Runs the `scheduled` handler the way a Cron Trigger would (Miniflare's local trigger, scripts/serve.mjs). */
const CRON_TRIGGER = `/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/15 * * * *')}&time=${Date.parse('2026-11-23T01:00:00Z')}`
const NEWEST_SUBJECT = 'Urgent scam alert: Calls "from" Social Security or the CRA threatening arrest are fake'

test.describe('scam alerts', () => {
  test('sign up, confirm, the cron sends the alert, and its link unsubscribes', async ({ page, request }) => {
    // Many page loads, two axe runs and the queue's batch wait: more than the default 30 s on a busy machine.
    test.setTimeout(120_000)
    const email = `alerts-${Date.now()}@example.com`
    const outbox = () => outboxOf(request, email)

    await page.goto('/')
    await hydrated(page)
    const form = page.locator('form.newsletter-form')
    await form.getByLabel('Your e-mail address').fill(email)
    await form.getByRole('button', { name: 'Sign me up' }).click()
    await expect(form.getByRole('status')).toContainText('check your inbox')
    const confirm = new URL(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec((await outbox())[0].text)![0])
    await page.goto(confirm.pathname + confirm.search)
    // Opening the link confirms nothing (a mail scanner does that): the button does.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your sign-up')
    await page.getByRole('button', { name: 'Yes, send me scam alerts' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed up')

    const trigger = await request.get(CRON_TRIGGER)
    expect(trigger.status()).toBe(200)
    // The queue consumer sends in batches: wait until the alert is in the outbox.
    await expect.poll(async () => (await outbox()).map((m) => m.subject), { timeout: 20_000 }).toContain(NEWEST_SUBJECT)
    const mail = (await outbox()).find((m) => m.subject === NEWEST_SUBJECT)!
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = /^<(\S+)>$/.exec(mail.headers['List-Unsubscribe'])![1]

    // The visible link: a page with a confirm button (opening it alone unsubscribes nobody).
    const pageLink = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail.text)![0])
    await page.goto(pageLink.pathname + pageLink.search)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from scam alerts?')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Yes, unsubscribe me' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')

    // A mail program's one-click POST (RFC 8058) for the same address now says "already".
    const again = await request.post(new URL(oneClick).pathname + new URL(oneClick).search, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    })
    expect(again.status()).toBe(200)
    expect(((await again.json()) as { result: string }).result).toBe('already')

    // A bad link: a clear page, not an error.
    await page.goto('/newsletter/unsubscribe?token=not-a-real-token')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link did not work')
  })

  test('alert pages go through the page cache', async ({ request }) => {
    for (const path of ['/alerts', '/alerts/voice-clone-family-calls']) {
      await request.get(path)
      const again = await request.get(path)
      expect(again.headers()['x-cache'], path).toBe('HIT')
    }
    // A bad alert address is a 404 page, not an error.
    expect((await request.get('/alerts/no-such-alert')).status()).toBe(404)
  })

  test('/alerts lists alerts newest first and filters by country', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/alerts')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scam alerts')
    const titles = page.locator('main li h3')
    const all = await titles.count()
    expect(all).toBeGreaterThanOrEqual(6)
    await expect(titles.first()).toContainText('Social Security or the CRA')
    const dates = await page.locator('main li time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
    expect([...dates].sort().reverse()).toEqual(dates)
    await expectAccessible(page)

    await page.getByLabel('Canada', { exact: true }).check()
    await expect(page).toHaveURL(/country=CA/)
    await expect(page.getByText('unpaid road toll')).toHaveCount(0)
    expect(await titles.count()).toBeLessThan(all)

    await page.getByRole('link', { name: /Bitcoin ATM/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bitcoin ATM')
    await expect(page.getByText('Source: Federal Trade Commission (FTC)')).toBeVisible()
    await expectAccessible(page)
  })

  test('both feeds parse, and every page links to them', async ({ page }) => {
    await page.goto('/about')
    // The feeds (the hreflang alternates of the page's languages aside).
    const links = await page.locator('link[rel="alternate"]:not([hreflang])').evaluateAll((els) => els.map((e) => e.getAttribute('href')))
    expect(links).toEqual(['/alerts/rss.xml', '/alerts/feed.json'])
    const parsed = await page.evaluate(async () => {
      const xml = await (await fetch('/alerts/rss.xml')).text()
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      const json = (await (await fetch('/alerts/feed.json')).json()) as { version: string; items: { title: string }[] }
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        rss: doc.documentElement.getAttribute('version'),
        rssItems: [...doc.querySelectorAll('channel > item > title')].map((t) => t.textContent),
        jsonVersion: json.version,
        jsonItems: json.items.map((i) => i.title),
      }
    })
    expect(parsed.error).toBeNull()
    expect(parsed.rss).toBe('2.0')
    expect(parsed.rssItems.length).toBeGreaterThanOrEqual(6)
    expect(parsed.jsonVersion).toMatch(/jsonfeed\.org\/version\/1/)
    expect(parsed.jsonItems).toEqual(parsed.rssItems)
  })
})
