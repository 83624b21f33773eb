// The JavaScript a first visit to a page downloads, in gzip bytes, and the budget it must stay under.
// Used by `npm run js-budget` (scripts/js-budget.mjs) and by the e2e test tests/e2e/js-budget.spec.ts.
//
// A page is opened in Chromium like a first-time visitor (empty storage, no clicks, no scrolling);
// every script it loads until hydration has ended and the network is quiet is counted once, with
// the size of the built file in dist/client gzipped at level 9 (what Vite reports; the edge may
// compress a little differently). Code that loads only on interaction (the chat, dialogs) is not
// counted, exactly as Lighthouse does not count it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')

/** KB = 1,024 bytes, as Lighthouse and docs/performance.md count. */
export const BUDGET_KB = { content: 110, interactive: 120 }

/** Issue 17: a Spanish page (/es/...) loads at most this much more than its English twin. */
export const SPANISH_EXTRA_KB = 3

/** The Spanish twin of an English page path: `/` → `/es`, `/Pricing` → `/es/Pricing`. */
export const spanishTwin = (page) => (page === '/' ? '/es' : `/es${page}`)

/** The pages checked, and which budget each one has (issue 18: words-only pages get the smaller one). */
export const BUDGET_PAGES = [
  { path: '/', kind: 'interactive' },
  { path: '/Pricing', kind: 'interactive' },
  { path: '/product/1', kind: 'interactive' },
  { path: '/scam-check', kind: 'interactive' },
  { path: '/blog/romance-scam', kind: 'content' },
  { path: '/about', kind: 'content' },
  { path: '/terms', kind: 'content' },
]

const gzipCache = new Map()
/** Gzip size of a built client file (`/assets/x.js` → dist/client/assets/x.js). */
export function gzipBytes(urlPath) {
  let size = gzipCache.get(urlPath)
  if (size === undefined) {
    const file = path.join(root, 'dist/client', decodeURIComponent(urlPath))
    size = gzipSync(readFileSync(file), { level: 9 }).length
    gzipCache.set(urlPath, size)
  }
  return size
}

/**
 * Opens `url` in a fresh page of `context` (Playwright) and returns the scripts it loaded:
 * `{ scripts: [{ path, gzip }], totalBytes, hydrate, afterActionBytes }`, biggest first.
 * A page marked `<html data-hydrate>` (app/client.tsx) loads the app only later: at the first action
 * (`interaction`), or when a button or field that needs it is used (`controls`, the words-only pages).
 * Its budget is what loads before that; `afterActionBytes` is the total once the mouse has moved (on a
 * words-only page: onto the chat button) and React has hydrated (checked, so a page that never
 * hydrates fails).
 */
export async function measurePage(context, url) {
  const page = await context.newPage()
  const seen = new Set()
  page.on('request', (req) => {
    if (req.resourceType() !== 'script') return
    const u = new URL(req.url())
    if (u.pathname.startsWith('/assets/')) seen.add(u.pathname)
  })
  const total = (paths) => [...paths].reduce((n, p) => n + gzipBytes(p), 0)
  let hydrate
  let atLoad
  let afterActionBytes
  try {
    await page.goto(url, { waitUntil: 'load' })
    hydrate = await page.evaluate(() => document.documentElement.dataset.hydrate)
    if (hydrate) {
      await page.waitForLoadState('networkidle')
      atLoad = new Set(seen)
      if (hydrate === 'controls') await page.locator(CHAT_BUTTON).hover()
      else await page.mouse.move(10, 10)
    }
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.waitForLoadState('networkidle')
    if (hydrate) afterActionBytes = total(seen)
  } finally {
    await page.close()
  }
  const scripts = [...(atLoad ?? seen)].map((p) => ({ path: p, gzip: gzipBytes(p) })).sort((a, b) => b.gzip - a.gzip)
  return { scripts, totalBytes: scripts.reduce((n, s) => n + s.gzip, 0), hydrate, afterActionBytes }
}

/** The floating chat button (app/features/chat/ChatLauncher.tsx), on every public page. */
export const CHAT_BUTTON = 'button[aria-expanded][aria-label]:not([data-text-size-choice])'

export const kb = (bytes) => Math.round(bytes / 102.4) / 10
