// `npm run lighthouse`: Lighthouse (the npm package, programmatic API) in Debian's Chromium, mobile
// emulation with Lighthouse's default simulated throttling, against `npm start`'s server started on
// its own port and fresh state (scripts/serve.mjs spawnLocalSite; build first with --build).
// Prints the four category scores and LCP, TBT, CLS and the total JavaScript bytes (transfer, gzip)
// per page, then the performance targets (docs/performance.md; met or not) for the pages it names; writes every report to lighthouse-results/<page>.json and a summary to
// lighthouse-results/latest.json. Offline: the pages are on loopback, Chromium's own network
// features are off, and no audit fetches anything from the internet.
//
// Options: --build, --pages=/,/Pricing (default: the pages below, with the Spanish /es and /es/Pricing),
// LIGHTHOUSE_PORT (8875).
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'
import { root, spawnLocalSite } from '../serve.mjs'
import { BUDGET_KB, BUDGET_PAGES } from './js-budget-lib.mjs'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8875)
const pagesArg = process.argv.find((a) => a.startsWith('--pages='))
const PAGES = pagesArg
  ? pagesArg.slice('--pages='.length).split(',')
  : ['/', '/Pricing', '/microsoft-store', '/product/1', '/blog/romance-scam', '/login', '/scam-check', '/es', '/es/Pricing']

/**
 * The JavaScript budget (KB) of each page it checks, from the list `npm run js-budget` uses:
 * `/` and the interactive pages 120, reading pages 110. Lighthouse's transfer size is what the page
 * loaded during the audit, which has no clicks or scrolling: on pages that start at the first action,
 * the app is not in it (decision 083).
 */
const TARGET_PAGES = Object.fromEntries(BUDGET_PAGES.map((p) => [p.path, BUDGET_KB[p.kind]]))

// The flags every script starts Chromium with (scripts/chromium.mjs), plus what keeps it quieter still.
const CHROME_FLAGS = [
  ...CHROMIUM_ARGS,
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--no-default-browser-check',
  '--metrics-recording-only',
]

const server = await spawnLocalSite({ port: PORT, stateDir: `.wrangler/lighthouse-state-${PORT}`, build: process.argv.includes('--build') })
const { base } = server
let chrome
try {
  // Warm the page cache: visitors of a live site get cached pages.
  for (const page of PAGES) await fetch(`${base}${page}`).then((r) => r.text())

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  const outDir = path.join(root, 'lighthouse-results')
  mkdirSync(outDir, { recursive: true })
  const rows = []
  for (const page of PAGES) {
    const audit = () =>
      lighthouse(
        `${base}${page}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'mobile',
            throttlingMethod: 'simulate',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
        },
      )
    // Chromium occasionally loses the trace (Lighthouse's NO_NAVSTART): measure that page again once.
    let result = await audit()
    if (result.lhr.runtimeError) {
      console.warn(`${page}: ${result.lhr.runtimeError.code}; measuring again`)
      result = await audit()
    }
    const lhr = result.lhr
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const metric = (id) => lhr.audits[id]?.numericValue
    const requests = lhr.audits['network-requests']?.details?.items ?? []
    const scripts = requests.filter((r) => r.resourceType === 'Script')
    const jsTransfer = scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0)
    const jsResource = scripts.reduce((n, r) => n + (r.resourceSize ?? 0), 0)
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => `${a.id} (${a.displayValue ?? Math.round(a.score * 100)})`)
    const row = {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(metric('largest-contentful-paint') ?? 0),
      tbtMs: Math.round(metric('total-blocking-time') ?? 0),
      cls: Math.round((metric('cumulative-layout-shift') ?? 0) * 1000) / 1000,
      fcpMs: Math.round(metric('first-contentful-paint') ?? 0),
      jsTransferKB: Math.round(jsTransfer / 102.4) / 10,
      jsUncompressedKB: Math.round(jsResource / 102.4) / 10,
      scripts: scripts.length,
      runtimeError: lhr.runtimeError?.message,
      notPerfect: failing,
    }
    rows.push(row)
    const file = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-zA-Z0-9-]+/g, '_')
    writeFileSync(path.join(outDir, `${file}.json`), result.report)
    console.log(
      `  ${page}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.jsTransferKB} KB`,
    )
  }

  const summary = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    chromium: CHROMIUM_PATH,
    settings: 'mobile emulation, simulated throttling (Lighthouse defaults), page cache warm',
    pages: rows,
  }
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(summary, null, 2)}\n`)
  console.log(`\n${JSON.stringify(rows, null, 2)}\n`)
  const pad = (s, n) => String(s).padEnd(n)
  console.log(
    `${pad('page', 22)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}${pad('CLS', 7)}JS KB (gzip)`,
  )
  for (const r of rows) {
    console.log(
      `${pad(r.page, 22)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 6)}${pad(r.seo, 6)}${pad(r.lcpMs, 8)}${pad(r.tbtMs, 8)}${pad(r.cls, 7)}${r.jsTransferKB}`,
    )
  }
  for (const r of rows) if (r.notPerfect.length) console.log(`${r.page} audits below 100: ${r.notPerfect.join(', ')}`)

  // The performance targets, on the pages it names that were measured.
  const checks = []
  for (const r of rows) {
    const budgetKB = TARGET_PAGES[r.page]
    if (budgetKB === undefined) continue
    const categories = [r.performance, r.accessibility, r.bestPractices, r.seo]
    checks.push(
      {
        target: `${r.page}: performance, accessibility, best practices and SEO 100`,
        value: categories.join('/'),
        met: categories.every((n) => n === 100),
      },
      { target: `${r.page}: simulated LCP ≤ 1.8 s, CLS 0`, value: `${r.lcpMs} ms, ${r.cls}`, met: r.lcpMs <= 1800 && r.cls === 0 },
      { target: `${r.page}: JavaScript ≤ ${budgetKB} KB`, value: `${r.jsTransferKB} KB`, met: r.jsTransferKB <= budgetKB },
    )
  }
  summary.targets = checks
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(summary, null, 2)}\n`)
  if (checks.length) {
    console.log('\nTargets (docs/performance.md):')
    for (const c of checks) console.log(`  ${c.met ? 'met    ' : 'NOT MET'}  ${c.target}: ${c.value}`)
  }
  console.log('\nReports: lighthouse-results/*.json (open in https://googlechrome.github.io/lighthouse/viewer/)')
} finally {
  if (chrome) await chrome.kill()
  server.stop()
}
