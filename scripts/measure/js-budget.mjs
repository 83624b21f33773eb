// `npm run js-budget`: gzip KB of JavaScript a first visit loads on each budget page (see
// scripts/measure/js-budget-lib.mjs), checked against the JavaScript budget (docs/performance.md): 110 KB on words-only pages,
// 120 KB on / and the interactive pages, and each page's Spanish twin (/es/...) against the
// (at most 3 KB more than the English); then what a visit that reads, scrolls, opens a dialog,
// expands a section, zooms and follows a link loads (at most 15 KB), and what opening the chat adds
// (at most 80 KB; decision 100). Exits 1 if a page is over.
//
// Serves the last build (run `npm run build` first) with scripts/serve.mjs spawnLocalSite on its own port
// and fresh state (JS_BUDGET_PORT, default 8877), or measures a running server: --base=http://host:port.
// --list prints every script of every page; --pages=/a,/b measures other pages (the content budget
// unless the page is one of the budget pages).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'
import { root, spawnLocalSite } from '../serve.mjs'
import { BUDGET_KB, BUDGET_PAGES, CHAT_KB, kb, measurePage, TRANSLATION_EXTRA_KB, translatedTwins, VISIT_KB } from './js-budget-lib.mjs'

const baseArg = process.argv.find((a) => a.startsWith('--base='))
const list = process.argv.includes('--list')
const pagesArg = process.argv.find((a) => a.startsWith('--pages='))
const pages = pagesArg
  ? pagesArg
      .slice('--pages='.length)
      .split(',')
      .map((p) => BUDGET_PAGES.find((b) => b.path === p) ?? { path: p, kind: 'content' })
  : BUDGET_PAGES
const port = Number(process.env.JS_BUDGET_PORT ?? 8877)

if (!existsSync(path.join(root, 'dist/client'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(2)
}

const server = baseArg ? null : await spawnLocalSite({ port, stateDir: `.wrangler/js-budget-state-${port}` })
const base = baseArg ? baseArg.slice('--base='.length) : server.base

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
let over = 0
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } })
  console.log(`page                   at load    a visit (≤ ${VISIT_KB})   + chat (≤ ${CHAT_KB})   load budget`)
  for (const { path: page, kind } of pages) {
    const { scripts, totalBytes, visitBytes, chatBytes } = await measurePage(context, `${base}${page}`)
    const budget = BUDGET_KB[kind]
    const ok = kb(totalBytes) <= budget && kb(visitBytes) <= VISIT_KB && kb(chatBytes) <= CHAT_KB
    if (!ok) over++
    const cell = (bytes, width) => `${kb(bytes).toFixed(1)} KB`.padStart(width)
    console.log(
      `${page.padEnd(22)} ${cell(totalBytes, 8)} ${cell(visitBytes, 16)} ${cell(chatBytes, 15)}   ${budget} KB ${kind}${ok ? '' : '  OVER'}`,
    )
    if (list) for (const s of scripts) console.log(`    ${`${kb(s.gzip).toFixed(1)}`.padStart(6)}  ${s.path}`)
    // Each page's twin in every other language costs at most TRANSLATION_EXTRA_KB more.
    for (const twin of translatedTwins(page)) {
      const other = await measurePage(context, `${base}${twin}`, { loadOnly: true })
      const extra = kb(other.totalBytes) - kb(totalBytes)
      const fits = extra <= TRANSLATION_EXTRA_KB
      if (!fits) over++
      console.log(
        `${twin.padEnd(22)} ${`${kb(other.totalBytes).toFixed(1)} KB`.padStart(9)}   ${extra >= 0 ? '+' : ''}${extra.toFixed(1)} KB over English (at most +${TRANSLATION_EXTRA_KB})${fits ? '' : '  OVER'}`,
      )
    }
  }
  await context.close()
} finally {
  await browser.close()
  server?.stop()
}
if (over) {
  console.error(`${over} page(s) over the JavaScript budget.`)
  process.exit(1)
}
