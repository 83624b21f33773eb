// The console's review queue (issue 41 item 6, issue 45), as an expert uses it: an item a visitor sent
// with consent is in the queue, the expert labels it "Scam" with a family, and "Export labelled items"
// gives it as a line in the checker's data format (data/scam-check/messages.jsonl: text, label, lang,
// family, template, split), with where it came from and when consent was given.
import { readFileSync } from 'node:fs'
import { expect, expectAccessible, openExpertConsole, test, unique } from './fixtures'

test('an expert labels a sent item in the review queue, and the export gives it in the checker’s data format', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  // A visitor sends a message from the report form with consent (the form's own call; its UI has its own test).
  const text = `Your toll is unpaid ${unique()}. Pay now at ezpass-toll-pay.info or your licence is suspended.`
  const sent = await page.request.post('/api/review', { data: { source: 'report', text, consent: true } })
  expect(sent.status()).toBe(201)

  const expert = await openExpertConsole(browser)
  await expert.getByText('Review queue', { exact: false }).first().click()
  const item = expert.getByRole('listitem').filter({ hasText: text })
  await expect(item).toBeVisible()
  await expect(item).toContainText('from the report form')
  const form = item.getByRole('form')
  await form.getByRole('radio', { name: 'Scam', exact: true }).check()
  await form.getByRole('textbox', { name: 'Family' }).fill('toll')
  await form.getByRole('button', { name: 'Save label' }).click()
  await expect(item.getByRole('button', { name: 'Change label' })).toBeVisible()
  await expect(item.getByRole('radio', { name: 'Scam', exact: true })).toBeChecked()
  await expectAccessible(expert)

  const [download] = await Promise.all([
    expert.waitForEvent('download'),
    expert.getByRole('button', { name: 'Export labelled items' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('review-labelled.jsonl')
  await expect(expert.getByText(/Exported: review-labelled\.jsonl/)).toBeVisible()
  const lines = readFileSync(await download.path(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const mine = lines.find((line) => line.text === text)
  expect(mine, 'the labelled item is in the export').toBeDefined()
  expect(mine).toMatchObject({ text, label: 'scam', lang: 'en', family: 'toll', split: 'train', source: 'saffesupport-report-consented' })
  expect(mine?.template).toMatch(/^review-\d+$/)
  expect(Date.parse(String(mine?.consentAt))).toBeGreaterThan(0)
  expect(Date.parse(String(mine?.labelledAt))).toBeGreaterThan(0)
  // The same keys the checker's data file has, each of the same type.
  const sample = JSON.parse(readFileSync('data/scam-check/messages.jsonl', 'utf8').split('\n', 1)[0]) as Record<string, unknown>
  for (const key of Object.keys(sample)) expect(typeof mine?.[key], key).toBe(typeof sample[key])
  await expert.context().close()
})
