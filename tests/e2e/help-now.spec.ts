// /help-now: the steps for each situation in each country, server-rendered and working
// without JavaScript, printable, and handing the situation to a call-back request.
import { planFor, type StepWords, situations, steps } from '#content/help-now'
import { site } from '#content/site'
import { expect, expectAccessible, holdRequests, hydrated, outbox, test } from './fixtures'
import { OWN_STEP } from './help-now-steps'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const country of ['us', 'ca'] as const) {
    test(`each situation shows its steps in ${country === 'us' ? 'the US' : 'Canada'}`, async ({ page }) => {
      for (const { value } of situations) {
        await page.goto(`/help-now?country=${country}&s=${value}`)
        const results = page.getByRole('region', { name: 'Your steps, most urgent first' })
        // The step's title, and its first number where it gives one (e.g. "Equifax: 1-888-298-0045").
        const own: StepWords = steps[OWN_STEP[value][country]]
        await expect(results, value).toContainText(own.title)
        const contact = own.contacts?.[0]
        if (contact?.phone) await expect(results, value).toContainText(`${contact.name}: ${contact.phone}`)
        await expect(results.locator('.help-step').first()).toContainText('If anyone is in danger, call 911.')
        if (country === 'us') {
          await expect(results).toContainText('Federal Trade Commission (FTC): 1-877-382-4357 or ReportFraud.ftc.gov')
          await expect(results).not.toContainText('Canadian Anti-Fraud Centre')
        } else {
          await expect(results).toContainText('Canadian Anti-Fraud Centre: 1-888-495-8501 or antifraudcentre-centreantifraude.ca')
          await expect(results).not.toContainText('ReportFraud.ftc.gov')
        }
      }
    })
  }

  test('the form works: choose, submit, and read the steps', async ({ page }) => {
    await page.goto('/help-now')
    await page.getByLabel('Canada', { exact: true }).check()
    await page.getByLabel('I paid with a gift card').check()
    await page.getByLabel('The caller is still on the line, or keeps calling').check()
    await page.getByRole('button', { name: 'Show my steps' }).click()
    await expect(page).toHaveURL(/\/help-now\?country=ca&s=on-the-line\.gift-card$/)
    const steps = page.locator('.help-step')
    await expect(steps.nth(1)).toContainText('Hang up now.')
    await expect(steps.nth(2)).toContainText('Call the company that issued the gift card')
    await expect(page.getByText('1-888-495-8501')).toBeVisible()
    // The answers are kept in the form below the steps.
    await expect(page.getByLabel('Canada', { exact: true })).toBeChecked()
    await expect(page.getByLabel('I paid with a gift card')).toBeChecked()
  })

  test('bad input: unknown values are ignored, another country shows both, everything at once works', async ({ page }) => {
    const res = await page.goto('/help-now?country=fr&s=bogus&s=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'I think I’ve been scammed' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your steps, most urgent first' })).toHaveCount(0)
    await expect(page.locator('script:not([src])').filter({ hasText: 'alert(1)' })).toHaveCount(0)

    const all = situations.map((s) => `s=${s.value}`).join('&')
    expect((await page.goto(`/help-now?country=xx&${all}&s=wire&s=wire`))?.status()).toBe(200)
    const results = page.getByRole('region', { name: 'Your steps, most urgent first' })
    await expect(results.getByRole('heading', { name: 'In the United States' })).toBeVisible()
    await expect(results.getByRole('heading', { name: 'In Canada' })).toBeVisible()
    // Every number of the two plans is on it (Mexico's, Panama's and Costa Rica's are in their own plans).
    const shown = planFor(
      undefined,
      situations.map((s) => s.value),
    ).flatMap((p) => p.steps.flatMap((s) => s.contacts ?? []))
    for (const c of shown) if (c.phone) await expect(results.getByText(c.phone).first()).toBeVisible()

    // A country given without a situation asks for one.
    await page.goto('/help-now?country=us')
    await expect(page.getByRole('alert')).toContainText('Please choose at least one thing that happened.')
  })
})

test('prints only the steps, with every number in full, on at most four pages (14 pt, with room for notes: decision 152)', async ({
  page,
}) => {
  await page.goto('/help-now?country=us&s=on-the-line.gift-card.id-number')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Show my steps' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print these steps' })).toBeHidden()
  const results = page.getByRole('region', { name: 'Your steps, most urgent first' })
  for (const n of ['911', '1-888-298-0045', '1-888-397-3742', '1-888-909-8872', '1-877-382-4357', '1-833-372-8311', site.phone]) {
    await expect(results.getByText(n, { exact: false }).first(), n).toBeVisible()
  }
  const pdf = await page.pdf({ format: 'Letter' })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages.length).toBeGreaterThan(0)
  // 14 pt type and ruled room for case numbers (decision 152): longer than the old 11 pt sheet.
  expect(pages.length).toBeLessThanOrEqual(4)
})

test('with JavaScript: the country is guessed, the answer appears without a reload and takes focus', async ({ page }) => {
  await page.goto('/help-now')
  await hydrated(page)
  // The local server reports the US (Miniflare's default request country).
  await expect(page.getByLabel('United States', { exact: true })).toBeChecked()
  await expect(page.getByText('We guessed United States from your internet connection.')).toBeVisible()
  await page.getByLabel('Canada', { exact: true }).check()
  await page.getByLabel('I let someone onto my computer').check()
  await page.getByRole('button', { name: 'Show my steps' }).click()
  await expect(page).toHaveURL(/\/help-now\?country=ca&s=remote$/)
  await expect(page.getByRole('heading', { name: 'Your steps, most urgent first' })).toBeFocused()
  await expect(page.getByText('Disconnect the computer from the internet.')).toBeVisible()
  await expectAccessible(page)
})

test('"Call me back" carries the situation to the call-back form, editable and removable, never in the URL', async ({ page }) => {
  await page.goto('/help-now?country=us&s=gift-card.wire')
  await hydrated(page)
  await page.getByRole('link', { name: 'Call me back' }).click()
  await expect(page).toHaveURL(/\/contact#callback-title$/)
  await hydrated(page)
  const note = page.getByLabel('Note for our team (attached)')
  await expect(note).toHaveValue(/What happened:\n- I paid with a gift card\n- I sent a wire or bank transfer/)
  expect(page.url()).not.toContain('gift')
  await note.fill(`${await note.inputValue()}\nThey called from a blocked number.`)
  await page.getByLabel('Your name').fill('Dorothy Help-Now')
  await page.getByLabel('Phone number').fill('555-010-4477')
  await page.getByLabel('Your time zone').selectOption('central')
  await page.getByLabel('Best time to call').selectOption('any')
  await page.getByLabel('What would you like to talk about?').selectOption('scam-worry')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Request a call back' }).click()
  await expect(page.getByText('Your request has been sent.')).toBeVisible()
  const mail = (await outbox(page.request, site.salesEmail)).find((m) => m.subject.includes('Dorothy Help-Now'))
  expect(mail?.text).toContain('Time zone: Central time')
  expect(mail?.text).toContain('- I sent a wire or bank transfer\nThey called from a blocked number.')

  // Sent: the note is gone. A new one can be removed before sending.
  await page.goto('/help-now?country=ca&s=crypto')
  await hydrated(page)
  await page.getByRole('link', { name: 'Call me back' }).click()
  await hydrated(page)
  await page.getByRole('button', { name: 'Remove the note' }).click()
  await expect(page.getByLabel('Note for our team (attached)')).toHaveCount(0)
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Note for our team (attached)')).toHaveCount(0)
})

test.describe('a light page (decision 372)', () => {
  test.use({ freshVisitor: true })

  test('the first-hour plan loads no app: the country is guessed and the steps print without it', async ({ page }) => {
    const { count } = await holdRequests(page, '**/assets/hydrate-*.js')
    await page.goto('/help-now')
    // The island guesses the country (Miniflare's default request country is the US).
    await expect(page.getByLabel('United States', { exact: true })).toBeChecked()
    await expect(page.getByText('We guessed United States from your internet connection.')).toBeVisible()
    await page.goto('/help-now?country=us&s=gift-card')
    await expect(page.getByRole('button', { name: 'Print these steps' })).toBeVisible()
    await page.mouse.wheel(0, 900)
    expect(count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  })

  test('"Call me back" tapped before the app runs is held, then carries the situation to the form', async ({ page }) => {
    const { release, count } = await holdRequests(page, '**/assets/hydrate-*.js')
    await page.goto('/help-now?country=us&s=wire')
    await hydrated(page)
    const link = page.getByRole('link', { name: 'Call me back' })
    await link.click()
    await expect.poll(count).toBe(1)
    await expect(link).toHaveAttribute('data-held', '')
    expect(new URL(page.url()).pathname).toBe('/help-now')
    release()
    await expect(page).toHaveURL(/\/contact#callback-title$/)
    // The note waits in this tab's storage: /contact starts its app at load to show it.
    await expect(page.getByLabel('Note for our team (attached)')).toHaveValue(/I sent a wire or bank transfer/)
  })
})

test('the header, the landing hero and the menus lead to /help-now and /verify-us', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.locator('.landing-hero').getByRole('link', { name: 'I think I’ve been scammed' }).click()
  await expect(page).toHaveURL(/\/help-now$/)
  await expect(page.locator('.header-utility').getByRole('link', { name: 'I think I’ve been scammed' })).toBeVisible()
  await expect(page.locator('.site-footer').getByRole('link', { name: 'Is this really us? Check who is helping you' })).toHaveAttribute(
    'href',
    '/verify-us',
  )
  await page.goto('/how-we-contact-you')
  await expect(page.getByRole('link', { name: 'our "Is this really us?" page' })).toHaveAttribute('href', '/verify-us')
  await page.goto('/IdentifyFakeCalls')
  await expect(page.getByRole('link', { name: 'first-hour plan: I think I’ve been scammed' })).toHaveAttribute('href', '/help-now')
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/help-now</loc>')
  expect(sitemap).toContain('/verify-us</loc>')
})
