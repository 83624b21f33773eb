// `npm run first-tap`: how long the first tap on a page's main control takes to show its answer, on
// the phone Lighthouse's mobile profile stands for: Debian's Chromium with the CPU slowed 4× and the
// network at 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up (CDP
// `Emulation.setCPUThrottlingRate` and `Network.emulateNetworkConditions`), a 390 × 800 touch screen,
// a fresh first visit every time (new browser context: empty cache, no cookies).
//
// Each row's control is scrolled into view at the load event and tapped 300 ms after it and, on another
// fresh first visit, 5 s after it. The time runs from the `pointerdown` event's own timeStamp (the `change` event's for the
// blog select) to the first requestAnimationFrame in which the answer is visible: a watch installed
// in the page before its own scripts, so the test driver's overhead does not count. It survives a
// page load (the start is kept in sessionStorage as wall-clock time), so an answer that is a new
// document (a form post, a link) is timed too. Median of --runs (default 3). The first row is a plain
// page whose native <dialog> opens in its own click handler: the floor of the method (should read
// under 100 ms). Target (issue 42): every first response ≤ 100 ms at both moments (within 2× the plain
// <dialog> page), the chat ready to type ≤ 200 ms, /scam-check's verdict ≤ 1 s.
//
// Serves the last build (`npm run build` first) with scripts/serve.mjs spawnLocalSite and fresh state, behind the
// edge proxy on its own port (FIRST_TAP_PORT, default 8879; the site 10 above), or measures a running server:
// --base=http://host:port.
// --rows=chat,pricing measures some rows only (by key); --runs=N. Prints the load average beside the
// table: on a busy machine every figure reads slower.
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'
import { ADDRESS_COOKIE, startEdgeProxy } from '../edge-proxy.mjs'
import { root, spawnLocalSite } from '../serve.mjs'

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const RUNS = Number(arg('runs') ?? 3)
const MOMENTS = [300, 5000]
const TIMEOUT_MS = 20_000
const port = Number(process.env.FIRST_TAP_PORT ?? 8879)

/** The profile: Lighthouse's mobile figures (moto G power class phone on a slow 4G line). */
const CPU_SLOWDOWN = 4
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 }

const CHAT_OPEN = `(() => { const w = document.getElementById('site-chat-window'); return !!w && w.checkVisibility() })()`
const DIALOG_OPEN = `(() => { const d = document.querySelector('dialog[open]'); return !!d && d.checkVisibility() })()`
const VERDICT = `(() => { const v = document.querySelector('[data-verdict]'); return !!v && v.checkVisibility() })()`

/**
 * The rows. `control`: a Playwright locator's selector; `answers`: name → an expression evaluated
 * in the page each frame (true once the answer shows; `window.__ft` holds the start: its event's
 * target as `__ft.target` and `__ft.invalid` once a field reported invalid); `select`: pick this
 * option instead of tapping (timed from the `change` event); `before`: what the visitor does first;
 * `report`: answers printed beside the row with no target of their own.
 */
const ROWS = [
  {
    key: 'calibration',
    page: '/__first-tap-calibration',
    label: 'plain page, native <dialog>',
    control: '#open',
    answers: { answer: DIALOG_OPEN },
  },
  { key: 'chat', page: '/', label: 'Chat', control: '.chat-launcher', answers: { answer: CHAT_OPEN } },
  { key: 'pricing', page: '/Pricing', label: 'Get Now', control: 'main li[data-plan] button >> nth=0', answers: { answer: DIALOG_OPEN } },
  {
    key: 'product',
    page: '/product/1',
    label: 'Call us to buy',
    control: 'main button:has-text("Call us to buy")',
    answers: { answer: DIALOG_OPEN },
  },
  {
    key: 'cart',
    page: '/microsoft-store',
    label: 'Add to Cart',
    control: 'main button:has-text("Add to Cart") >> nth=0',
    answers: {
      answer: `[...document.querySelectorAll('[role=status]')].some((s) => s.textContent.trim() && s.checkVisibility() && s.getBoundingClientRect().height > 1)`,
    },
  },
  { key: 'article', page: '/blog/romance-scam', label: 'the chat button', control: '.chat-launcher', answers: { answer: CHAT_OPEN } },
  {
    key: 'expand',
    page: '/DefendPro',
    label: 'Expand',
    control: 'main :is(button, summary):has-text("Expand") >> nth=0',
    answers: {
      answer: `(() => { const t = __ft.target; const d = t && t.closest('details'); if (d) return d.open && [...d.children].some((c) => c.tagName !== 'SUMMARY' && c.checkVisibility()); const b = t && t.closest('[aria-controls]'); const p = b && document.getElementById(b.getAttribute('aria-controls')); return !!p && p.checkVisibility() })()`,
    },
  },
  {
    key: 'select',
    page: '/blog',
    label: 'the select (choose an article)',
    select: { control: 'select', option: { index: 1 } },
    // A full page load (the document starts leaving) or a client-side navigation (the address changes).
    answers: { answer: `__ft.leaving || location.pathname + location.search !== __ft.from` },
  },
  {
    key: 'scam',
    page: '/scam-check',
    label: 'Check (pasted message)',
    before: async (page) => {
      await page
        .locator('textarea')
        .fill('URGENT: your bank account is locked. Verify now at http://secure-bank-verify.example and send the code we texted you.')
    },
    control: 'main button[type=submit]',
    answers: {
      answer: `(() => { const b = document.querySelector('main form button[type=submit]'); return !!(b && (b.disabled || b.getAttribute('aria-busy') === 'true')) || ${VERDICT} })()`,
      verdict: VERDICT,
    },
  },
  {
    key: 'login',
    page: '/login',
    label: 'Sign in, empty fields',
    control: 'main button[type=submit]',
    // The browser's own bubble (an unprevented `invalid` event) or a message in the page.
    answers: {
      answer: `__ft.invalid || [...document.querySelectorAll('main [role=alert]')].some((a) => a.textContent.trim() && a.checkVisibility())`,
    },
  },
  // The landing page's own controls and the alert list's filter, answered by the entry (decision 102).
  {
    key: 'carousel',
    page: '/',
    label: 'a carousel arrow',
    control: '.carousel-arrow[aria-label^="Scroll right"] >> nth=0',
    answers: {
      answer: `(() => { const c = __ft.target && __ft.target.closest('.carousel'); const l = c && c.querySelector('ul.carousel-list'); return !!l && l.scrollLeft > 0 })()`,
    },
  },
  // The press's answer is the tapped poster turning into "Loading the video" (its words shown, the play
  // badge gone) or, if that came first, the player itself (decision 350); `player`: the player's frame
  // shown and focused, reported beside it (the first response is the target, not the video site's page).
  {
    key: 'video',
    page: '/',
    label: 'Play video',
    control: '.video-play >> nth=0',
    report: ['player'],
    answers: {
      answer: `(() => { const c = __ft.target && __ft.target.closest('.video-card'); const f = c && c.querySelector('iframe'); const l = c && c.querySelector('.video-play[data-loading] [data-video-loading]'); return !!((f && f.checkVisibility()) || (l && l.checkVisibility())) })()`,
      player: `(() => { const c = __ft.target && __ft.target.closest('.video-card'); const f = c && c.querySelector('iframe'); return !!f && f.checkVisibility() && document.activeElement === f })()`,
    },
  },
  {
    key: 'newsletter',
    page: '/',
    label: 'Sign me up, empty field',
    control: 'form.newsletter-form button[type=submit]',
    answers: { answer: `[...document.querySelectorAll('form.newsletter-form p.text-danger')].some((p) => p.checkVisibility())` },
  },
  {
    key: 'inline-chat',
    page: '/',
    label: 'the in-page chat',
    control: 'main button[aria-controls]:text-is("Chat")',
    answers: {
      answer: `(() => { const b = __ft.target && __ft.target.closest('button'); const p = b && document.getElementById(b.getAttribute('aria-controls')); return !!p && p.checkVisibility() })()`,
    },
  },
  {
    key: 'alerts',
    page: '/alerts',
    label: 'a country (the filter)',
    control: 'main input[name=country][value=CA]',
    answers: { answer: `__ft.leaving || location.pathname + location.search !== __ft.from` },
  },
  // Issue 42: the chat's message box takes typing at the first tap (it is in the panel's first frame).
  {
    key: 'chat-ready',
    page: '/',
    label: 'Chat: ready to type',
    control: '.chat-launcher',
    limit: 200,
    answers: {
      answer: `(() => { const t = document.querySelector('#site-chat-window textarea'); return !!t && t.checkVisibility() && document.activeElement === t })()`,
    },
  },
  // The sign-up page's first field: a tap puts the caret in it (the page's app may still be starting).
  {
    key: 'signup',
    page: '/signup',
    label: 'Your name (takes typing)',
    control: 'main input[name=name]',
    answers: { answer: `document.activeElement === document.querySelector('main input[name=name]')` },
  },
  // "Ask my trusted contact" in the checker's answer, drawn by the server: a signed-in browser (the
  // token's presence shows it; the figure is the button's first response, not the contact's answer).
  {
    key: 'trusted-ask',
    page: '/scam-check',
    label: 'Ask my trusted contact',
    signedIn: true,
    before: async (page) => {
      await page
        .locator('textarea')
        .fill('URGENT: your bank account is locked. Verify now at http://secure-bank-verify.example and send the code we texted you.')
      // Sent without a tap (a tap would start the watch): the browser posts the form, the server answers.
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.locator('main form[data-native-submit]').evaluate((form) => form.submit()),
      ])
      await page.locator('[data-testid=trusted-ask] summary').waitFor()
    },
    // The browser's own <details> (decision 325): the answer is its box for words, shown (`answer`);
    // `opened`: the panel knows the contact (the mail, or why not: here the made-up sign-in is refused).
    control: '[data-testid=trusted-ask] summary',
    answers: {
      answer: `[...document.querySelectorAll('[data-testid=trusted-ask] textarea')].some((e) => e.checkVisibility())`,
      opened: `[...document.querySelectorAll('[data-testid=trusted-ask] :is([data-testid=trusted-preview], [role=alert], [role=status]:has(a))')].some((e) => e.textContent.trim() && e.checkVisibility())`,
    },
  },
  // The scam checker's picture input: a tap opens the device's chooser at once (a plain <input type=file>,
  // no app needed). Timed from the tap to the browser opening its chooser (Playwright's filechooser).
  {
    key: 'picture',
    page: '/scam-check',
    label: 'Choose a picture (chooser opens)',
    control: 'main input[type=file]',
    chooser: true,
    answers: { answer: 'false' },
  },
  // The expert console (issue 42): the seeded expert signed in, a visitor's message waiting; a tap on its
  // row opens the conversation (the row marked current and its messages' area shown).
  {
    key: 'expert',
    page: '/expert',
    label: 'a conversation opens',
    setup: async (context, base) => {
      const res = await context.request.post(`${base}/api/auth/login`, {
        data: {
          email: 'expert@example.com',
          password: process.env.EXPERT_PASSWORD || 'expert-local-password',
          turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
        },
        headers: { 'cf-connecting-ip': '10.77.0.1' },
      })
      const { token, user } = await res.json()
      if (!token) throw new Error(`the expert could not sign in: ${JSON.stringify(user ?? res.status())}`)
      await context.addInitScript(
        ([t, u]) => {
          window.localStorage.setItem('authToken', t)
          window.localStorage.setItem('user', u)
          window.localStorage.setItem('cookieConsent', 'accepted')
        },
        [token, JSON.stringify(user)],
      )
    },
    before: async (page, { browser, base }) => {
      // The expert is on chat (their socket registered) before the visitor writes: otherwise the
      // visitor waits in line and their line stays in their browser until an expert takes them.
      await page
        .getByText(/^Signed in to the chat as /)
        .first()
        .waitFor({ timeout: 60_000 })
      page.visitor = await visitorSays(browser, base, `Is this call from my bank real? ${Math.random().toString(36).slice(2, 8)}`)
      await page.locator(`[data-conversation]:has-text("${page.visitor.text}")`).waitFor({ timeout: 30_000 })
    },
    controlOf: (page) => `[data-conversation]:has-text("${page.visitor.text}")`,
    after: async (page) => {
      // The expert closes it, so the next run finds a free place (6 per expert, counting visitors who
      // wrote in the last 30 minutes, even those who left): a "Mark done" that did not happen filled the
      // places, and later visitors waited in line with their line unsent (in the console: no preview).
      const row = page.locator(`[data-conversation]:has-text("${page.visitor.text}")`).first()
      try {
        if ((await row.getAttribute('aria-current')) !== 'true') await row.click({ timeout: 30_000 })
        await page.getByRole('button', { name: 'Mark done' }).click({ timeout: 30_000 })
        await row.waitFor({ state: 'detached', timeout: 30_000 })
      } catch (error) {
        console.warn(`expert: the conversation was not marked done (${error.message.split('\n')[0]}); later runs may find the places full`)
      }
    },
    answers: {
      answer: `(() => { const r = document.querySelector('[data-conversation][aria-current=true]'); const l = document.querySelector('[role=log][aria-label^="Messages with"]'); return !!r && !!l && l.checkVisibility() })()`,
    },
  },
  { key: 'es-chat', page: '/es', label: 'Chat (Spanish)', control: '.chat-launcher', answers: { answer: CHAT_OPEN } },
  {
    key: 'es-pricing',
    page: '/es/Pricing',
    label: 'Get Now (Spanish)',
    control: 'main li[data-plan] button >> nth=0',
    answers: { answer: DIALOG_OPEN },
  },
]

const CALIBRATION_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Calibration</title></head>
<body><button id="open" style="font-size:20px;padding:12px">Open</button><dialog id="d"><p>Opened.</p><form method="dialog"><button>Close</button></form></dialog>
<script>document.getElementById('open').addEventListener('click', () => document.getElementById('d').showModal())</script></body></html>`

/**
 * Runs in every document before its own scripts. Starts the watch at the row's start event (kept in
 * sessionStorage as wall-clock time, so the watch goes on in the next document), and reports each
 * answer once, as a console message, in the first animation frame that shows it.
 */
function installWatch({ answers, startEvent }) {
  const KEY = '__first_tap'
  const now = () => performance.timeOrigin + performance.now()
  const ft = { target: null, invalid: false, leaving: false, from: location.pathname + location.search }
  window.__ft = ft
  const checks = Object.fromEntries(Object.entries(answers).map(([name, src]) => [name, new Function('__ft', `return (${src})`)]))
  const state = () => JSON.parse(sessionStorage.getItem(KEY) || 'null')
  const save = (s) => sessionStorage.setItem(KEY, JSON.stringify(s))
  const watch = () => {
    const s = state()
    if (!s) return
    const pending = Object.keys(checks).filter((n) => !s.done.includes(n))
    if (pending.length === 0) return
    for (const name of pending) {
      let ok = false
      try {
        ok = Boolean(checks[name](ft))
      } catch {}
      if (ok) {
        s.done.push(name)
        save(s)
        console.log(`__first_tap ${name} ${(now() - s.start).toFixed(1)}`)
      }
    }
    requestAnimationFrame(watch)
  }
  addEventListener(
    startEvent,
    (e) => {
      // Playwright's selectOption sends a synthetic change event; a tap is a real pointerdown.
      if ((startEvent === 'pointerdown' && !e.isTrusted) || state()) return
      ft.target = e.target
      // The event's own time, on this document's clock, as wall-clock time.
      save({ start: performance.timeOrigin + e.timeStamp, done: [], from: ft.from })
      requestAnimationFrame(watch)
    },
    true,
  )
  addEventListener('invalid', () => (ft.invalid = true), true)
  // A page load in answer: the document starts leaving.
  addEventListener('beforeunload', () => {
    ft.leaving = true
    const s = state()
    if (s) watch()
  })
  addEventListener('pagehide', () => {
    ft.leaving = true
    const s = state()
    if (s) watch()
  })
  // A new document after the start: keep watching (from where the watch started).
  if (state()) {
    ft.from = state().from
    requestAnimationFrame(watch)
  }
}

/** A visitor in a browser of their own (no slowdown: only the expert's side is measured) writes in the chat. */
/**
 * A visitor opens the chat, writes `text` and stays until it has gone: it is in their chat's log and no
 * longer waiting as "sending" (a line typed before an expert joins waits in the visitor's browser).
 * Put in line instead (the expert's places are full), it throws: that line would never reach the console.
 */
async function visitorSays(browser, base, text) {
  const address = `10.78.${(Math.random() * 250) | 0}.${1 + ((Math.random() * 250) | 0)}`
  const context = await browser.newContext({ extraHTTPHeaders: { 'cf-connecting-ip': address } })
  // The same address for the chat's WebSocket, which carries no extra header (the proxy reads the cookie).
  await context.addCookies([{ name: ADDRESS_COOKIE, value: address, url: base }])
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'))
  const page = await context.newPage()
  await page.goto(`${base}/`)
  await page.locator('.chat-launcher').first().click()
  // The visitor writes once the chat has answered, as the e2e tests' visitors do: `fill` puts the whole line in at once,
  // and an Enter pressed before the chat has loaded sends nothing (a person takes longer than the load to type a line).
  await page
    .locator('#site-chat-window [data-chat-status="connected"], #site-chat-window [data-chat-status="queued"]')
    .waitFor({ timeout: 60_000 })
  const box = page.locator('#site-chat-window textarea')
  await box.fill(text)
  await box.press('Enter')
  const widget = page.locator('#site-chat-window')
  const seen = (locator, name) =>
    locator.waitFor({ timeout: 60_000 }).then(
      () => name,
      () => 'timeout',
    )
  const first = await Promise.race([
    seen(widget.locator('[role=log]', { hasText: text }), 'sent'),
    seen(widget.locator('[data-chat-status="queued"]'), 'queued'),
  ])
  if (first !== 'sent') {
    // What the visitor's window shows then (its status, any notice, a line waiting or not sent).
    const shows = await widget
      .evaluate((w) =>
        ['[data-chat-status]', '[role=alert]', '[data-chat-pending]', '[data-chat-unsent]', '[aria-busy]']
          .map((q) => `${q}: ${w.querySelector(q)?.textContent?.trim().slice(0, 80) ?? '-'}`)
          .concat(`box: ${w.querySelector('textarea')?.value.slice(0, 80) ?? '-'}`)
          .join('; '),
      )
      .catch((error) => error.message)
    await context.close()
    throw new Error(`the visitor's line did not go (${first}; ${shows}): is the expert on chat with a free place?`)
  }
  await widget.locator('[data-chat-pending]').waitFor({ state: 'detached', timeout: 60_000 })
  return { context, text }
}

async function measureOnce(browser, base, row, waitMs) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
    bypassCSP: true, // the watch compiles its checks with new Function; nothing else changes
  })
  try {
    if (row.key === 'calibration') {
      await context.route(`${base}${row.page}`, (route) => route.fulfill({ contentType: 'text/html', body: CALIBRATION_HTML }))
    }
    if (row.setup) await row.setup(context, base)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await page.addInitScript(installWatch, { answers: row.answers, startEvent: row.select ? 'change' : 'pointerdown' })
    if (row.signedIn) await page.addInitScript(() => window.localStorage.setItem('authToken', 'first-tap-signed-in'))
    const results = {}
    let resolveAll
    const all = new Promise((r) => (resolveAll = r))
    page.on('console', (msg) => {
      const hit = /^__first_tap (\w+) ([\d.]+)$/.exec(msg.text())
      if (!hit) return
      results[hit[1]] ??= Number(hit[2])
      if (Object.keys(row.answers).every((n) => n in results)) resolveAll()
    })
    let chooserAt = null
    const chooser = row.chooser
      ? new Promise((resolve) =>
          page.once('filechooser', () => {
            chooserAt = Date.now()
            resolve()
          }),
        )
      : null
    await page.goto(`${base}${row.page}`, { waitUntil: 'load', timeout: 60_000 })
    if (row.before) await row.before(page, { browser, base })
    const control = row.controlOf ? row.controlOf(page) : row.control
    // A person sees a control before tapping it: it is scrolled into view first (the page has that
    // long to draw it), so the frame timed is the tap's, not the scroll's (a control lower on the page
    // was scrolled to inside the tap before 2026-12-06).
    await page
      .locator(row.select ? row.select.control : control)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }), undefined, { timeout: 10_000 })
      .catch(() => {})
    await page.waitForTimeout(waitMs)
    if (row.select) await page.locator(row.select.control).first().selectOption(row.select.option, { timeout: 10_000 })
    else await page.locator(control).first().tap({ timeout: 10_000 })
    await Promise.race([row.chooser ? chooser : all, new Promise((r) => setTimeout(r, TIMEOUT_MS))])
    if (row.chooser && chooserAt !== null) {
      // The tap's time on the page's clock (wall-clock ms, as Date.now() here) to the chooser opening.
      const start = await page.evaluate(() => JSON.parse(sessionStorage.getItem('__first_tap') || 'null')?.start)
      if (typeof start === 'number') results.answer = chooserAt - start
    }
    if (row.after) await row.after(page)
    return results
  } finally {
    // The row's visitor (a context of their own) leaves too, whatever happened above.
    const visitor = context.pages()[0]?.visitor
    await context.close()
    await visitor?.context.close().catch(() => {})
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}
const show = (values) => {
  if (values.some((v) => v === undefined)) return `> ${TIMEOUT_MS / 1000} s`.padStart(9)
  const ms = median(values)
  return (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`).padStart(9)
}

const wanted = arg('rows')?.split(',')
const rows = wanted ? ROWS.filter((r) => r.key === 'calibration' || wanted.includes(r.key)) : ROWS

if (!arg('base') && !existsSync(path.join(root, 'dist/client'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(2)
}
// The site sits behind the e2e sites' edge proxy (scripts/edge-proxy.mjs), on `port`, the site itself 10 above it:
// Chromium (150 at least) sends no extra header on a WebSocket handshake, so the expert row's visitor, an address of
// its own, carries it in the proxy's cookie too. Without it every visitor's chat was 127.0.0.1, and the chat's limit
// of two conversations per address held the visitor's line back ("the visitor's line did not go").
const server = arg('base') ? null : await spawnLocalSite({ port: port + 10, stateDir: `.wrangler/first-tap-state-${port}` })
const proxy = arg('base') ? null : await startEdgeProxy({ port, target: port + 10 })
const base = arg('base') ?? `http://127.0.0.1:${port}`
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const load = () => os.loadavg()[0].toFixed(2)
let over = 0
try {
  console.log(
    `first tap, median of ${RUNS}: CPU ${CPU_SLOWDOWN}×, 150 ms RTT, 1.6/0.75 Mbit/s, 390×800 touch; load average ${load()} at the start`,
  )
  console.log(`${'page'.padEnd(26)} ${'control'.padEnd(32)} ${'at 300 ms'.padStart(9)} ${'at 5 s'.padStart(9)}`)
  for (const row of rows) {
    const figures = {}
    for (const waitMs of MOMENTS) {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        // A control that never shows (renamed, or the page failed) is a row with no figure, not the end.
        runs.push(
          await measureOnce(browser, base, row, waitMs).catch((err) => {
            console.error(`${row.key}: ${err.message.split('\n')[0]}`)
            return {}
          }),
        )
      }
      figures[waitMs] = runs
    }
    for (const name of Object.keys(row.answers)) {
      const limit = name === 'verdict' ? 1000 : name === 'opened' ? 5000 : row.report?.includes(name) ? Infinity : (row.limit ?? 100)
      const cells = MOMENTS.map((w) => figures[w].map((r) => r[name]))
      const ok = cells.every((c) => c.every((v) => v !== undefined) && median(c) <= limit)
      if (!ok && row.key !== 'calibration') over++
      const label = name === 'answer' ? row.label : `${row.label}: ${name}`
      console.log(`${row.page.padEnd(26)} ${label.padEnd(32)} ${cells.map(show).join(' ')}${ok ? '' : `  OVER ${limit} ms`}`)
    }
  }
  console.log(`load average ${load()} at the end (2 cores; a shared machine reads slower than a quiet one)`)
} finally {
  await browser.close()
  proxy?.close()
  server?.stop()
}
if (over) {
  console.error(`${over} row(s) over the target.`)
  process.exit(1)
}
