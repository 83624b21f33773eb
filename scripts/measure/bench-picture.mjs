// `npm run bench:picture`: the picture reader of /scam-check (docs/scam-check.md, decision 140) in
// Debian's Chromium against the last build (`npm run build` first), served on its own port and fresh
// state (PICTURE_BENCH_PORT, default 8879), or a running server with --base=http://host:port.
// Each picture is given to a fresh page (nothing cached: the OCR's files load every time, as on a first
// visit) and timed from the choice of the file to the answer on screen. Prints the median and the
// slowest time for message screenshots and for QR codes, and how many were flagged ("Likely a scam" or
// "Be careful"). --quick: a few of each. Targets: screenshots ≤ 8 s median, QR codes ≤ 2 s; scams
// ≥ 90% flagged, ordinary pictures ≤ 15% flagged.
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'
import { root, spawnLocalSite } from '../serve.mjs'
import { messageScreenshot, qrCodePng } from './picture-samples.mjs'

const quick = process.argv.includes('--quick')
const baseArg = process.argv.find((a) => a.startsWith('--base='))
const port = Number(process.env.PICTURE_BENCH_PORT ?? 8879)
const json = (file) => JSON.parse(readFileSync(path.join(root, 'tests/fixtures/scam-check', file), 'utf8'))

// Messages from the checker's corpus (tests/fixtures/scam-check/) short enough to fit on one screen.
const fits = (row) => row.text.length <= 420
const pick = (rows, n) => {
  const short = rows.filter(fits)
  const step = Math.max(1, Math.floor(short.length / n))
  return short.filter((_, i) => i % step === 0).slice(0, n)
}
const spanish = json('spanish.json')
const n = quick ? 2 : 8
const messages = [
  ...pick(json('scams-en.json'), n).map((r) => ({ ...r, label: 'scam', lang: 'en' })),
  ...pick(
    spanish.filter((r) => r.label === 'scam'),
    Math.ceil(n / 2),
  ).map((r) => ({ ...r, label: 'scam', lang: 'es' })),
  ...pick(json('legit-en.json'), n).map((r) => ({ ...r, label: 'legit', lang: 'en' })),
  ...pick(
    spanish.filter((r) => r.label === 'legit'),
    Math.ceil(n / 2),
  ).map((r) => ({ ...r, label: 'legit', lang: 'es' })),
].map((r, i) => ({ kind: 'screenshot', label: r.label, lang: r.lang, dark: i % 2 === 1, text: r.text }))

// Look-alike addresses of the kind the FTC and USPS warn about, and real agencies' pages.
const LOOKALIKE = [
  'https://usps-redelivery.top/track',
  'http://paypa1-secure.com/login',
  'https://irs-gov.tax-refund.info/claim',
  'https://ssa-gov.online/benefits',
  'https://fedex-delivery-reschedule.xyz/pkg',
  'https://www.apple.com.id-verify.co/',
  'https://e-zpass-tolls.icu/pay',
  'https://amaz0n-account-verify.com/signin',
  'https://wellsfargo.secure-alerts.net/verify',
  'https://parking-pay-citymeter.top/pay',
]
const AGENCY = [
  'https://www.irs.gov/payments',
  'https://www.ssa.gov/myaccount/',
  'https://www.usps.com/',
  'https://www.canada.ca/en/revenue-agency.html',
  'https://www.medicare.gov/',
  'https://www.ftc.gov/',
  'https://www.va.gov/',
  'https://www.usa.gov/',
]
const codes = [
  ...LOOKALIKE.slice(0, quick ? 2 : undefined).map((text) => ({ kind: 'qr', label: 'scam', lang: 'en', text })),
  ...AGENCY.slice(0, quick ? 2 : undefined).map((text) => ({ kind: 'qr', label: 'legit', lang: 'en', text })),
]

const server = baseArg ? null : await spawnLocalSite({ port, stateDir: `.wrangler/picture-bench-state-${port}` })
const base = baseArg ? baseArg.slice('--base='.length) : server.base
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

async function measure(sample, i) {
  const png = sample.kind === 'qr' ? await qrCodePng(sample.text) : await messageScreenshot(browser, sample.text, { dark: sample.dark })
  // One client address per picture: the checker's limit (30 a client in 10 minutes) is not what is measured.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'cf-connecting-ip': `198.51.100.${(i % 250) + 1}` },
  })
  try {
    const page = await context.newPage()
    await page.goto(`${base}${sample.lang === 'es' ? '/es' : ''}/scam-check`)
    // The page's app starts at the first action (app/client.tsx); a visitor's tap on the input does that.
    await page.mouse.move(10, 10)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const started = performance.now()
    await page.locator('input[type=file]').setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: png })
    const outcome = page.locator('[data-verdict], .scam-picture [role=alert]')
    await outcome.first().waitFor({ timeout: 90_000 })
    const ms = performance.now() - started
    const verdict =
      (await page
        .locator('[data-verdict]')
        .getAttribute('data-verdict')
        .catch(() => null)) ?? 'none'
    return { ...sample, ms, verdict, read: await page.locator('textarea').inputValue() }
  } finally {
    await context.close()
  }
}

const results = []
try {
  let i = 0
  for (const sample of [...codes, ...messages]) {
    const r = await measure(sample, i++)
    results.push(r)
    const shown = sample.kind === 'qr' ? sample.text : `${sample.text.slice(0, 50).replace(/\s+/g, ' ')}…`
    console.log(
      `${r.kind.padEnd(10)} ${r.label.padEnd(5)} ${r.lang} ${sample.dark ? 'dark ' : 'light'} ${(r.ms / 1000).toFixed(2).padStart(6)} s  ${r.verdict.padEnd(11)} ${shown}`,
    )
  }
} finally {
  await browser.close()
  server?.stop()
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(0)}%` : '–')
console.log('')
console.log(
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Chromium headless`,
)
console.log('| pictures | count | median | slowest | scams flagged | ordinary flagged |')
console.log('|---|---|---|---|---|---|')
for (const [name, rows] of [
  ['message screenshots, light', results.filter((r) => r.kind === 'screenshot' && !r.dark)],
  ['message screenshots, dark', results.filter((r) => r.kind === 'screenshot' && r.dark)],
  ['message screenshots, all', results.filter((r) => r.kind === 'screenshot')],
  ['QR codes', results.filter((r) => r.kind === 'qr')],
]) {
  const scams = rows.filter((r) => r.label === 'scam')
  const legit = rows.filter((r) => r.label === 'legit')
  const flagged = (rs) => rs.filter((r) => r.verdict === 'likely-scam' || r.verdict === 'suspicious').length
  console.log(
    `| ${name} | ${rows.length} | ${(median(rows.map((r) => r.ms)) / 1000).toFixed(1)} s | ${(Math.max(...rows.map((r) => r.ms)) / 1000).toFixed(1)} s | ${flagged(scams)}/${scams.length} (${pct(flagged(scams), scams.length)}) | ${flagged(legit)}/${legit.length} (${pct(flagged(legit), legit.length)}) |`,
  )
}
const missed = results.filter((r) => r.label === 'scam' && !['likely-scam', 'suspicious'].includes(r.verdict))
for (const r of missed) console.log(`\nmissed (${r.kind}, ${r.lang}${r.dark ? ', dark' : ''}): read as\n${r.read}`)
