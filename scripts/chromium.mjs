// Debian's Chromium (never a downloaded browser), started the same way by the end-to-end tests
// (playwright.config.ts), `npm run js-budget` and `npm run lighthouse`: headless, and nothing that
// reaches the network on its own.
import { existsSync } from 'node:fs'

/** The whole browser: the measurements (`first-tap`, `lighthouse`, `js-budget`) and the push tests. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// The end-to-end tests run in Debian's headless build of the same Chromium (package
// `chromium-headless-shell`, same version, which `.ci/run` installs): the page without a browser
// window around it. On a 2-core machine the whole e2e run took 1,016 s against 1,616 s.
// It has no Notification API, so the tests of the push button use `CHROMIUM_PATH` (`WHOLE_BROWSER`
// in tests/e2e/fixtures.ts). Where the shell is not installed, every test uses the whole browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
