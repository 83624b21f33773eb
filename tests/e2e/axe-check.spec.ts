// The accessibility check every spec uses (expectAccessible in fixtures.ts) finds what it is there to
// find: planted faults on a page, in a later state of the same page (axe already on it), and inside
// one of its frames.
import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'

const FAULTS = `<p style="color:#bbb;background:#fff">Grey on white, too faint to read</p>
  <input type="text">
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`

/** Serves `body` at a path of the local site, as a page of its own (a new document, as a link gives). */
async function open(page: Page, path: string, body: string) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Planted</title><body><main><h1>Planted</h1>${body}</main></body></html>`,
    }),
  )
  await page.goto(path)
}

const failure = (page: Page) =>
  expectAccessible(page).then(
    () => '',
    (error: Error) => error.message,
  )

test('it finds faint text, a field without a name and a picture without words, then the same added later, and in a frame', async ({
  page,
}) => {
  await open(page, '/planted-clean', '<p>Nothing wrong here.</p>')
  await expectAccessible(page)
  // The same document after a change, as after a form's Next: axe is already there.
  await page.evaluate((faults) => document.querySelector('main')?.insertAdjacentHTML('beforeend', faults), FAULTS)
  const later = await failure(page)
  for (const rule of ['color-contrast', 'label', 'image-alt']) expect(later).toContain(rule)

  await open(page, '/planted-faults', FAULTS)
  const found = await failure(page)
  for (const rule of ['color-contrast', 'label', 'image-alt']) expect(found).toContain(rule)

  // A fault that only a same-origin frame holds.
  await open(page, '/planted-frame', `<iframe title="Inside" srcdoc="${FAULTS.replaceAll('"', '&quot;')}"></iframe>`)
  await expect.poll(() => page.frames().length).toBe(2)
  const inFrame = await failure(page)
  expect(inFrame).toContain('image-alt')
  expect(inFrame).toContain('iframe img')
})
