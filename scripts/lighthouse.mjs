// `npm run lighthouse`: Lighthouse (the npm package, programmatic API) in Debian's Chromium, mobile
// emulation with Lighthouse's default simulated throttling, against `npm start`'s server started on
// its own port and fresh state (scripts/serve.mjs spawnLocalSite; build first with --build).
// Prints the four category scores and LCP, TBT, CLS and the total JavaScript bytes (transfer, gzip)
// per page; writes every report to lighthouse-results/<page>.json and a summary to
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
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs'
import { root, spawnLocalSite } from './serve.mjs'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8875)
const pagesArg = process.argv.find((a) => a.startsWith('--pages='))
const PAGES = pagesArg
  ? pagesArg.slice('--pages='.length).split(',')
  : ['/', '/Pricing', '/microsoft-store', '/product/1', '/blog/romance-scam', '/login', '/scam-check', '/es', '/es/Pricing']

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
  console.log('\nReports: lighthouse-results/*.json (open in https://googlechrome.github.io/lighthouse/viewer/)')
} finally {
  if (chrome) await chrome.kill()
  server.stop()
}
