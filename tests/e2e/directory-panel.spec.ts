// The console's "Official directory" view (docs/official-directory.md): the seeded expert proposes an
// addition with the keyboard and mouse, sees it wait for review, and cannot approve it alone (a second
// expert must: the approval itself is held by tests/worker/official-directory.test.ts with two experts).
import { expect, expectAccessible, openExpertConsole, test } from './fixtures'

test('an expert proposes a directory entry; it waits for a second expert', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await openExpertConsole(browser)
  const summary = page.locator('summary', { hasText: /^Official directory$/ })
  await summary.click()
  const panel = page.locator('details', { has: summary })
  await expect(panel.getByText(/^Version \d{4}-\d{2}-\d{2}\.\d+, \d+ entries on/)).toBeVisible()

  const id = `e2e-cu-${Date.now().toString(36)}`
  const entry = {
    id,
    names: { en: 'E2E Credit Union', es: 'E2E Credit Union', fr: 'E2E Credit Union' },
    aliases: ['e2e cu'],
    country: 'us',
    kind: 'bank',
    website: `https://www.${id}.org/`,
    domains: [`${id}.org`],
    phones: [],
    never: [],
    sources: [{ url: `https://www.${id}.org/contact`, checked: '2026-12-04' }],
  }
  const box = panel.getByLabel(/Entry \(JSON/)
  await box.fill(JSON.stringify(entry, null, 2))
  await panel.getByLabel(/Note for the reviewer/).fill('From the credit union’s contact page, checked today.')
  await panel.getByRole('button', { name: 'Send for review' }).click()
  await expect(panel.getByRole('status')).toHaveText(/Proposal saved/)
  const item = panel.getByRole('listitem').filter({ hasText: `Add “${id}”` })
  await expect(item).toBeVisible()

  await item.getByRole('button', { name: /^Approve #\d+$/ }).click()
  await expect(panel.getByRole('alert')).toHaveText(/A second expert must review this proposal/)
  await expect(panel.getByRole('listitem').filter({ hasText: `Add “${id}”` })).toBeVisible()

  // A bad entry is refused with a plain reason, nothing saved.
  await box.fill(JSON.stringify({ ...entry, id: `${id}-b`, website: 'https://www.elsewhere.com/' }))
  await panel.getByLabel(/Note for the reviewer/).fill('Second try.')
  await panel.getByRole('button', { name: 'Send for review' }).click()
  await expect(panel.getByRole('alert')).toHaveText(/own domains/)
  await expectAccessible(page)
  await page.context().close()
})
