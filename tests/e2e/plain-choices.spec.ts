// Plain choices (issue 47): the language box names the other languages (7.3), the comparison table on a
// phone names the plan in every cell (4.3), and every password box has "Show what I typed" (5.4).
import { expect, hydrated, test } from './fixtures'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the language box in the bottom band names the other languages, not codes', async ({ page }) => {
    for (const [path, names] of [
      ['/', ['Español', 'Français']],
      ['/es', ['English', 'Français']],
      ['/fr', ['English', 'Español']],
    ] as const) {
      await page.goto(path)
      const summary = page.locator('.bottom-dock .lang-menu summary')
      for (const name of names) await expect(summary.getByText(name, { exact: true })).toBeVisible()
      await expect(summary).not.toContainText('/')
      // The box and the text size and Chat buttons share the band without covering one another.
      const boxes = await page
        .locator('.bottom-dock .lang-menu summary, .bottom-dock [data-text-size-choice], .chat-launcher')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => [r.left, r.right]))
      const sorted = boxes.sort((a, b) => a[0] - b[0])
      for (let i = 1; i < sorted.length; i++) expect(sorted[i][0]).toBeGreaterThanOrEqual(sorted[i - 1][1] - 1)
    }
  })

  test('at 200% zoom on a laptop the band\'s "we serve you in…" line never runs under the Chat button', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 })
    for (const path of ['/fr', '/es']) {
      await page.goto(path)
      const line = await page.locator('.bottom-dock .dock-lang-help').boundingBox()
      const chat = await page.locator('.chat-launcher').boundingBox()
      expect(line && chat && line.x + line.width <= chat.x, `${path}: the line ends before the Chat button`).toBe(true)
    }
  })

  test('at the largest text, the open menu scrolls its last button clear of the Chat button', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Larger text size', exact: true }).click()
    await page.goto('/fr')
    await page.locator('summary', { hasText: 'Menu' }).click()
    const last = page.locator('.site-menu-panel .when-signed-out a').last()
    await page.locator('.site-menu-panel .nav-group-summary').first().hover()
    await page.mouse.wheel(0, 5000)
    await expect(last).toBeInViewport({ ratio: 1 })
    const [button, chat] = [await last.boundingBox(), await page.locator('.chat-launcher').boundingBox()]
    expect(button && chat && button.y + button.height <= chat.y, 'the last button ends above the Chat button').toBe(true)
  })

  test('at the largest text a message box puts its icon above the words, which get its whole width', async ({ page }) => {
    await page.goto('/verify-otp')
    await page.getByRole('button', { name: 'Larger text size', exact: true }).click()
    const box = page.getByRole('alert')
    await expect(box).toContainText('Email not found')
    const [outer, words] = [await box.boundingBox(), await box.locator('p').first().boundingBox()]
    expect(outer && words && words.width >= outer.width * 0.85, 'the words span the box').toBe(true)
  })

  test('every ✓ in the comparison table says for which plan', async ({ page }) => {
    await page.goto('/Pricing')
    const table = page.getByRole('table')
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .last()
    const cells = row.getByRole('cell')
    const count = await cells.count()
    expect(count).toBeGreaterThan(3)
    const headers = await table.locator('thead th[scope="col"]').allTextContents()
    for (let i = 0; i < count; i++) await expect(cells.nth(i).locator('[data-cell-plan]')).toHaveText(headers[i + 1])
  })
})

test('the password box shows what was typed on request, and hides it again', async ({ page }) => {
  await page.goto('/login')
  await hydrated(page)
  const password = page.getByLabel('Password', { exact: true })
  await password.fill('Blue-Heron-42')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByLabel('Show what I typed').check()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(password).toHaveValue('Blue-Heron-42')
  await page.getByLabel('Show what I typed').uncheck()
  await expect(password).toHaveAttribute('type', 'password')
})

// The checker shows which words triggered each sign inside the quote (review 2.3), in French as in English (N7).
test('the checker marks the words that triggered a sign inside the quote, in French', async ({ page }) => {
  await page.goto('/fr/scam-check')
  await hydrated(page)
  await page
    .getByLabel('Collez le message, l’adresse Web ou le numéro de téléphone')
    .fill(
      'Grand-maman, c’est moi. Je suis en prison et j’ai besoin d’argent pour la caution. Achète des cartes-cadeaux et ne le dis à personne.',
    )
  await page.getByRole('button', { name: 'Vérifier', exact: true }).click()
  const signs = page.getByRole('region', { name: /Les signes d’alerte que nous avons trouvés/ })
  const marked = signs.locator('q mark[data-trigger]')
  await expect(marked.filter({ hasText: /cartes-cadeaux/i })).toBeVisible()
  expect(await marked.count()).toBeGreaterThanOrEqual(2)
})

// Seen in the journeys' screenshots: at the largest text on a phone the French verdict split
// "Probabl/ement" beside its mark. Each word of the verdict now sits whole on a line.
test('at the largest text on a phone the verdict never splits a word', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => window.localStorage.setItem('textSize', 'larger'))
  await page.goto('/fr/scam-check')
  await hydrated(page)
  await page
    .getByLabel('Collez le message, l’adresse Web ou le numéro de téléphone')
    .fill(
      'Grand-maman, c’est moi. Je suis en prison et j’ai besoin d’argent pour la caution. Achète des cartes-cadeaux et ne le dis à personne.',
    )
  await page.getByRole('button', { name: 'Vérifier', exact: true }).click()
  const verdict = page.locator('[data-verdict]')
  await expect(verdict).toHaveText('Probablement une arnaque')
  // Every word's rectangles: one line each (a split word has two).
  const split = await verdict.evaluate((el) => {
    const text = el.firstChild as Text
    const words = [...text.data.matchAll(/\S+/g)]
    return words
      .filter((w) => {
        const range = document.createRange()
        range.setStart(text, w.index ?? 0)
        range.setEnd(text, (w.index ?? 0) + w[0].length)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1
      })
      .map((w) => w[0])
  })
  expect(split).toEqual([])
})
