// The scam checker's trained model on the page (decisions 130, 336): a scam no rule explains gets "Be careful"
// with the honest general reason, in English and Spanish, and the page says in one plain line that the
// checker is automatic, can be wrong, and that an expert can look.
import { expect, expectAccessible, hydrated, test } from './fixtures'

// A real scam text of the training side no rule reads (macobserver.com, real/round7-en.jsonl; decision 336).
const UNVERIFIED = 'We have detected an unverified transaction.'

test('a scam only the model recognises gets "Be careful" and the general reason', async ({ page }) => {
  await page.goto('/scam-check')
  await hydrated(page)
  await expect(page.getByText('It is automatic (rules and a trained model) and it can be wrong.')).toBeVisible()
  await page.getByLabel('Paste the message, the web address or the phone number').fill(UNVERIFIED)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(page.locator('[data-verdict]')).toHaveText('Be careful')
  await expect(page.getByRole('heading', { name: 'It reads like known scam messages' })).toBeVisible()
  // It quotes nothing, so no empty "In your text" line.
  await expect(page.getByText('In your text:')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ask us to call you', exact: true })).toBeVisible()
  await expectAccessible(page)
})

test('the Spanish page says the checker is automatic and can be wrong', async ({ page }) => {
  await page.goto('/es/scam-check')
  await expect(page.getByText('Es automático (reglas y un modelo entrenado) y puede equivocarse.')).toBeVisible()
})
