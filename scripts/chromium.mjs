// Debian's Chromium (never a downloaded browser), started the same way by the end-to-end tests
// (playwright.config.ts), `npm run js-budget` and `npm run lighthouse`: headless, and nothing that
// reaches the network on its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
