// Shared Playwright fixtures: by default a visitor who already answered the cookie banner
// (so it does not cover what a test clicks); `freshVisitor` starts with empty storage. Below them, the
// helpers every spec shares: hydration, axe, the local outbox, sign-up and sign-in, the expert console.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type APIRequestContext, type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions, Spec } from 'axe-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

/**
 * A connecting address of its own for one person (a household): the server keys its limits on it (the
 * chat lets one address hold two places with the experts, decision 124), and the local server takes it
 * from `cf-connecting-ip` as Cloudflare's edge would set it. Without it every test is one address.
 */
export function personAddress(): Record<string, string> {
  const byte = () => 1 + Math.floor(Math.random() * 254)
  return { 'cf-connecting-ip': `10.${byte()}.${byte()}.${byte()}` }
}

/**
 * Gives every page of `context` a connecting address of its own (personAddress), WebSockets included: Chromium sends
 * no extra header on a WebSocket handshake, so the address also goes in the `e2e-address` cookie, which the e2e sites'
 * edge proxy (scripts/edge-proxy.mjs) turns into `cf-connecting-ip`. Without it every chat visitor was one address.
 */
export async function asPerson(context: BrowserContext): Promise<void> {
  const headers = personAddress()
  await context.setExtraHTTPHeaders(headers)
  await context.addCookies([{ name: 'e2e-address', value: headers['cf-connecting-ip'] ?? '', domain: '127.0.0.1', path: '/' }])
}

export const test = base.extend<{ freshVisitor: boolean; afterAFailure: undefined }>({
  freshVisitor: [false, { option: true }],
  // After a failure, two things, and nothing otherwise:
  // - whether each page still open draws frames and runs scripts: a click that waits at "visible, enabled
  //   and stable" with nothing more logged waits for frames, and this says which page stopped;
  // - in a shared chat room (the live-chat projects, playwright.config.ts), the expert marks each
  //   conversation done, as an expert ends a day. The failed test's visitors would otherwise hold the
  //   seeded expert's places for minutes, and its retry and the files after it would find "All our
  //   experts are helping other people" and fail for that.
  afterAFailure: [
    async ({ browser }, use, testInfo) => {
      await use(undefined)
      if (testInfo.status === testInfo.expectedStatus) return
      for (const line of await pagesState(browser)) console.warn(`after the failure: ${line}`)
      if (!testInfo.project.name.startsWith('live-chat')) return
      await markEveryConversationDone(browser).catch((err: unknown) => {
        console.warn(`could not end the failed test's conversations: ${String(err)}`)
      })
    },
    { auto: true },
  ],
  page: async ({ page, freshVisitor }, use, testInfo) => {
    // The live chat's visitors are people in different homes, as on the site.
    if (testInfo.project.name === 'live-chat') await asPerson(page.context())
    if (!freshVisitor) {
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'accepted')
      })
    }
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    await use(page)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
})

export { expect }

/** A phone 4× slower than this machine (Chrome DevTools' CPU throttling) for `page`. */
export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * For a file's top-level `test.use`: the whole browser instead of the headless shell the other tests run in
 * (scripts/chromium.mjs). The shell has no Notification API, so the push button never shows there.
 */
export const WHOLE_BROWSER = { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }

/**
 * Waits for what a person waits for before acting: the page drawn and its controls answering. A public
 * page (`<html data-hydrate="controls">`) starts its app only at the visitor's first real touch on a
 * control that needs it (a tap held until then is pressed again, text typed meanwhile is kept:
 * app/client.tsx, app/lib/typed-before.ts), so here it is enough that the small entry has run and
 * attached its listeners (window.__entryReady); the test's own taps and typing start the rest, as a
 * person's do. Nothing is dispatched to start it. Every other page (accounts, forms, the console)
 * starts its app by itself after the first paint: there this waits until React has hydrated the
 * shell (html[data-hydrated]) and the page's own content (React keeps a fiber on each element it
 * has hydrated; until then app/client.tsx lets the browser follow links).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading')
  const mode = await page.evaluate(() => document.documentElement.dataset.hydrate)
  if (mode) {
    await page.waitForFunction(() => (window as unknown as { __entryReady?: boolean }).__entryReady === true)
    return
  }
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.hydrated !== 'true') return false
    const content = document.getElementById('main')?.lastElementChild
    return !content || Object.keys(content).some((key) => key.startsWith('__reactFiber$'))
  })
}

/**
 * Follows the language menu to `locale` (app/components/layout/LanguageMenu.tsx): opens the menu box
 * in sight (the header's slim bar, the tablet header or, on phones, the bottom band), then its link.
 */
export async function chooseLanguage(page: Page, locale: string) {
  await page.locator('header.site-header .lang-menu summary:visible, .bottom-dock .lang-menu summary:visible').first().click()
  await page.locator(`.lang-menu[open] a[data-lang-choice="${locale}"]`).click()
}

/**
 * On the next page loaded, clicks the first element matching `selector` in the very task in which the
 * shell reports itself hydrated (html[data-hydrated]), before the page's content has hydrated. It also
 * marks that document (`window.samePage`), so a test can tell whether the click loaded a new one.
 * Once per tab (the pages the click leads to are left alone). Only pages that hydrate after the first
 * paint flip data-hydrated by themselves (not those that start at the first action).
 */
export async function clickWhenShellHydrates(page: Page, selector: string) {
  await page.addInitScript((target) => {
    const done = 'e2e-clicked-when-shell-hydrated'
    if (location.protocol !== 'http:' || sessionStorage.getItem(done)) return
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement
      new MutationObserver((_, observer) => {
        if (root.dataset.hydrated !== 'true') return
        observer.disconnect()
        sessionStorage.setItem(done, '1')
        ;(window as unknown as { samePage?: boolean }).samePage = true
        document.querySelector<HTMLElement>(target)?.click()
      }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
    })
  }, selector)
}

/**
 * Holds every request matching `url` (a Playwright route pattern) until `release()` is called: the
 * order a slow phone or a slow line produces (the scripts arrive after the visitor acted, the answer
 * after the busy state showed), whatever the speed of this machine. `count()` is how many arrived.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void; count: () => number }> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let count = 0
  await page.route(url, async (route) => {
    count++
    await released
    await route.continue()
  })
  return { release, count: () => count }
}

/** axe-core's own build, as the page receives it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
type AxeWindow = { axe: { configure: (spec: Spec) => void; run: (context: Document, options: RunOptions) => Promise<AxeResults> } }

/** axe-core on the current page: no serious or critical violation (WCAG 2.2 AA rules). */
export async function expectAccessible(page: Page) {
  // Colours are only final once fades (Reveal, dialogs) end: mid-transition text fails contrast. Each
  // animation that ends is taken to its end at once, the state waiting for it would show: the home
  // page's dots drift for 5 s, and the test browser, without a GPU, drew each of their frames on the
  // CPU (about a core for those 5 s at every scan of a home page).
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const ends = animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY
      if (ends && animation.playbackRate !== 0) animation.finish()
    }
  })
  // axe-core runs in the page itself (legacy mode: no blank page opened to merge frames' results; our
  // pages have no cross-origin frame), injected once into each document and frame that lacks it.
  // @axe-core/playwright's AxeBuilder sends its 650 KB source twice for every scan; the scans of a
  // document's later states (a form's next question, an opened dialog) reuse the copy already there.
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue
    await frame.evaluate(AXE_SOURCE)
    await frame.evaluate(() => (window as unknown as AxeWindow).axe.configure({ allowedOrigins: ['<same_origin>'] }))
  }
  const results = await page.evaluate(
    (tags) => (window as unknown as AxeWindow).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  )
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}

/**
 * Opens each page (and, where given, its widest state: a dialog or a panel) and expects nothing in
 * its main content to reach past the right edge of the screen: no sideways scrolling on a phone.
 */
export async function expectNoSidewaysScroll(page: Page, pages: [path: string, open?: (p: Page) => Promise<void>][]) {
  for (const [path, open] of pages) {
    await page.goto(path)
    await hydrated(page)
    if (open) await open(page)
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth
      return [...document.querySelectorAll('main *:not(.visually-hidden, .visually-hidden *)')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .map((el) => `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 30)}`)
        .slice(0, 3)
    })
    expect(overflow, path).toEqual([])
  }
}

// ---- Accounts: the local outbox, sign-up and sign-in as a person does them ------------------------

/** A short tag no other test run uses, for e-mail addresses. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

export interface OutboxMail {
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/** Mail the e2e server sent to `to`, newest first (its local outbox: GET /api/dev/outbox, development only). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { messages: OutboxMail[] }).messages
}

/** Waits for the first mail to `to` and returns the newest. */
export async function latestMail(request: APIRequestContext, to: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined
  await expect
    .poll(async () => {
      mail = (await outbox(request, to))[0]
      return mail?.subject ?? ''
    })
    .not.toBe('')
  return mail!
}

/** Waits for a sign-up code e-mail to `email` and returns its 6-digit code (English "code is: …", Spanish "… es: …", French "… est : …"). */
export async function latestSignupCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      code = /(?:code is|es|est)\s?:\s(\d{6})/.exec((await outbox(request, email))[0]?.text ?? '')?.[1]
      return code
    })
    .toMatch(/^\d{6}$/)
  return code!
}

/** Waits for a password-reset e-mail to `email` and returns its code (English "password is: …", Spanish "… nueva es: …"). */
export async function latestResetCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      code = /(?:password is|nueva es): (\d{6})/.exec((await outbox(request, email))[0]?.text ?? '')?.[1]
      return code
    })
    .toMatch(/^\d{6}$/)
  return code!
}

export interface Account {
  name: string
  email: string
  password: string
}

/** The expert account `npm start` seeds (scripts/seed.mjs). */
export const EXPERT: Account = { email: 'expert@example.com', password: 'expert-local-password', name: 'Sam from SaffeSupport' }

/**
 * The sign-up page with name, e-mail, password and the required box, then the code page with the code
 * from the outbox typed in, not yet sent (this browser typed the password, so none is asked: decision 112).
 */
export async function fillSignUp(page: Page, account: Account) {
  // A new account is a person in a home of their own: one connection is allowed 20 sign-ups an hour
  // (`signupsPerAddress`), which a whole run from 127.0.0.1 would pass. Live-chat pages have one already.
  if (base.info().project.name !== 'live-chat') await asPerson(page.context())
  await page.goto('/signup')
  await hydrated(page)
  await page.getByLabel('Your name').fill(account.name)
  await page.getByLabel('E-mail address').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Verify you are human').check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/verify-otp$/)
  await expect(page.getByLabel('Choose a password')).toHaveCount(0)
  await page.getByLabel('Enter the 6-digit code').fill(await latestSignupCode(page.request, account.email))
}

/** A whole sign-up through the pages: it ends on /login with the address confirmed. */
export async function signUp(page: Page, account: Account) {
  await fillSignUp(page, account)
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

/** Fills and sends the login page (the local bot check is a checkbox); what follows is the caller's to check. */
export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login')
  await hydrated(page)
  // A person taps the field first (that starts the page's app), then types.
  await page.getByLabel('E-mail address').click()
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  // After the code page the address arrives with the navigation (a reload keeps it) and the page puts it
  // in the field once its content has started, which can land while the test is typing: the field then
  // holds it twice. A person sees that and types it again; so does the test.
  const email = page.getByLabel('E-mail address')
  await expect(async () => {
    await email.fill(account.email)
    await expect(email).toHaveValue(account.email, { timeout: 500 })
  }).toPass()
  await page.getByLabel('Password').fill(account.password)
  await page.getByLabel('Verify you are human').check()
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * A holder, signed up and signed in on `page`, who named "Beth Daughter" as trusted contact (she may be
 * asked), in `lang`; returns her address. Naming has its own tests (trusted-contact.spec.ts).
 */
export async function holderNamesContact(page: Page, lang: 'en' | 'es' | 'fr' = 'en'): Promise<string> {
  const holder: Account = { name: 'Ann Holder', email: `holder-${unique()}@example.com`, password: 'a long enough password' }
  const contactEmail = `beth-${unique()}@example.com`
  await signUp(page, holder)
  await logIn(page, holder)
  await expect(page).toHaveURL(/\/home$/)
  const token = (await page.evaluate(() => window.localStorage.getItem('authToken'))) as string
  const named = await page.request.post('/api/trusted-contact', {
    headers: { authorization: token, 'x-locale': lang },
    data: { name: 'Beth Daughter', email: contactEmail, mayAsks: true },
  })
  expect(named.status()).toBe(200)
  return contactEmail
}

/** As holderNamesContact, and the contact accepted (by the invitation's token); her live page's address. */
export async function holderWithContact(page: Page, lang: 'en' | 'es' | 'fr' = 'en'): Promise<{ watch: string; contactEmail: string }> {
  const contactEmail = await holderNamesContact(page, lang)
  const invitation = await latestMail(page.request, contactEmail)
  const acceptToken = /\/trusted-contact\?accept=([\w-]+)/.exec(invitation.text)?.[1]
  const accepted = await page.request.post('/api/trusted-contact/accept', { data: { token: acceptToken } })
  expect(accepted.status()).toBe(200)
  const watch = new URL((await accepted.json()).watch as string)
  return { watch: `${watch.pathname}${watch.search}`, contactEmail }
}

// ---- More than one person: the live chat's visitors and the expert console ------------------------

/** A page in a browser context of its own (another person), who has answered the cookie banner. */
export async function newPersonPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  await asPerson(context)
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'))
  return context.newPage()
}

/** The seeded expert signs in through the login page, as a person would, and opens the chat console. */
export async function openExpertConsole(
  browser: Browser,
  viewport?: { width: number; height: number },
  beforeSignIn?: (page: Page) => void,
): Promise<Page> {
  const page = await newPersonPage(browser)
  if (viewport) await page.setViewportSize(viewport)
  beforeSignIn?.(page)
  await logIn(page, EXPERT)
  // Experts land on their console after signing in (decision 150).
  await expect(page).toHaveURL(/\/expert$/)
  await hydrated(page)
  await expect(page.getByRole('status').filter({ hasText: `Signed in to the chat as ${EXPERT.name}` })).toBeVisible()
  return page
}

/** Each open page's address and whether it draws frames, runs scripts only, or answers nothing. */
async function pagesState(browser: Browser): Promise<string[]> {
  const lines: string[] = []
  for (const page of browser.contexts().flatMap((context) => context.pages())) {
    const drawing = page
      .evaluate(
        () =>
          new Promise<string>((resolve) => {
            requestAnimationFrame(() => resolve('draws frames'))
            setTimeout(() => resolve('runs scripts, but drew no frame in 2 s'), 2000)
          }),
      )
      .catch((err: unknown) => `gone (${String(err).split('\n')[0]})`)
    const silent = new Promise<string>((resolve) => setTimeout(resolve, 3000, 'answered no script in 3 s'))
    const state = await Promise.race([drawing, silent])
    lines.push(`${page.url()}: ${state}`)
  }
  return lines
}

/** The seeded expert marks every conversation in their list done, then leaves (see `afterAFailure`). */
async function markEveryConversationDone(browser: Browser) {
  // The list comes in its own message after the sign-in: its length says how many rows to wait for.
  let listed!: Promise<number>
  const expert = await openExpertConsole(browser, { width: 1280, height: 800 }, (page) => {
    listed = new Promise<number>((resolve) => {
      page.on('websocket', (ws) =>
        ws.on('framereceived', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { type: string; conversations?: unknown[] }
          if (message.type === 'conversations') resolve(message.conversations?.length ?? 0)
        }),
      )
    })
  })
  try {
    const rows = expert.getByRole('navigation', { name: 'Conversations' }).locator('[data-conversation]')
    for (let left = await listed; left > 0; left--) {
      await expect(rows).toHaveCount(left)
      await rows.first().click()
      await expert.getByRole('button', { name: 'Mark done' }).click()
      await expect(rows).toHaveCount(left - 1)
    }
  } finally {
    await expert.context().close()
  }
}

const BUTTONS = 'button, summary, [role="button"], .btn, .btn-primary, .btn-secondary, .btn-gold, .pause-choice'

/**
 * The words split across two lines inside a button (N10), or inside whatever `selector` names (a
 * heading): each word of its text (letters and digits; a hyphen or a space is where a line may end)
 * must sit on one line. Text hidden for screen readers is left out (it is laid out 1 px wide on purpose).
 */
export function brokenWords(page: Page, selector = BUTTONS) {
  return page.evaluate((selector) => {
    const found: string[] = []
    const buttons = document.querySelectorAll<HTMLElement>(selector)
    for (const button of buttons) {
      if (button.getClientRects().length === 0) continue
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement
        if (!holder || holder.closest('.sr-only, .visually-hidden') || holder.getBoundingClientRect().width < 2) continue
        for (const word of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const tops = Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => r.top)
          if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 4) {
            found.push(`"${word[0]}" in "${(button.textContent ?? '').replace(/\s+/g, ' ').trim()}"`)
          }
        }
      }
    }
    return found
  }, selector)
}

/** Screenshots for looking at: 375 px at the site's largest text size, then 1280 px (`test-results/<name>-375.png`, `-1280.png`). */
export async function shootTwoSizes(page: Page, name: string) {
  await page.evaluate(() => document.documentElement.setAttribute('data-text-size', 'larger'))
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: `test-results/${name}-375.png`, fullPage: true })
  await page.evaluate(() => document.documentElement.removeAttribute('data-text-size'))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true })
}

/** The chat's launcher and window names in each language. */
export const CHAT_WORDS = {
  en: { launcher: 'Chat with a real expert', window: 'Chat with a SaffeSupport expert' },
  es: { launcher: 'Chat con un experto de verdad', window: 'Chat con un experto de SaffeSupport' },
  fr: { launcher: 'Clavarder avec un vrai expert', window: 'Clavarder avec un expert de SaffeSupport' },
} as const

/** A visitor of their own opens the chat on `path` in `lang`, waits for an expert and sends `text`. */
export async function visitorSays(browser: Browser, lang: keyof typeof CHAT_WORDS, path: string, text: string): Promise<Page> {
  const page = await newPersonPage(browser)
  await page.goto(path)
  await hydrated(page)
  await page.getByRole('button', { name: CHAT_WORDS[lang].launcher }).click()
  const widget = page.getByRole('dialog', { name: CHAT_WORDS[lang].window })
  await expect(widget.locator('[data-chat-status="connected"]')).toBeVisible()
  const box = widget.getByRole('textbox')
  await box.fill(text)
  await box.press('Enter')
  return page
}
