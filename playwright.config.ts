import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

// End-to-end tests in Debian's Chromium against the BUILT worker on workerd (scripts/start.mjs),
// on its own port and its own fresh local state, so a running `npm start` is never touched.
const PORT = Number(process.env.E2E_PORT ?? 8788)
const chrome = { ...devices['Desktop Chrome'], channel: undefined }
const LIVE_CHAT = [
  '**/chat.spec.ts',
  '**/es-chat.spec.ts',
  '**/verify-us.spec.ts',
  '**/system-panel.spec.ts',
  '**/directory-panel.spec.ts',
  '**/chat-person.spec.ts',
  '**/chat-ready.spec.ts',
  '**/expert-console.spec.ts',
  '**/handoff.spec.ts',
  '**/console-urgency.spec.ts',
]

export default defineConfig({
  testDir: 'tests/e2e',
  // A ceiling, not a speed check: the heaviest tests (two browsers and an axe scan of the long home
  // page) take ~10 s on a quiet 2-core machine and 3× that while other builds share the cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: chrome, testIgnore: LIVE_CHAT },
    // The chat room is one room for the whole site: an expert signed in by one file changes what another
    // file's visitors see ("You are next in line" becomes a conversation, or "number 2 in line"). The
    // files that sign an expert in or queue visitors run one at a time, beside the other files.
    { name: 'live-chat', use: chrome, testMatch: LIVE_CHAT, workers: 1 },
  ],
  webServer: {
    command: 'node scripts/start.mjs --no-build --fresh',
    url: `http://127.0.0.1:${PORT}/ping`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      STATE_DIR: `.wrangler/e2e-state-${PORT}`,
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
    },
  },
})
