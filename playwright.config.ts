import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/chromium.mjs'

// End-to-end tests in Debian's Chromium (its headless shell where installed: scripts/chromium.mjs) against the BUILT worker on workerd (scripts/start.mjs),
// on its own port and its own fresh local state, so a running `npm start` is never touched.
const PORT = Number(process.env.E2E_PORT ?? 8788)
const chrome = { ...devices['Desktop Chrome'], channel: undefined }
const LIVE_CHAT = [
  '**/chat.spec.ts',
  '**/es-chat.spec.ts',
  '**/system-panel.spec.ts',
  '**/chat-person.spec.ts',
  '**/expert-console.spec.ts',
]
// More files that sign the expert in and hold conversations with visitors who write: on a room of their
// own (a second local site with its own state), so together they never fill the seeded expert's places
// (six conversations with recent lines, worker/chat/policy.ts) before the first list's files run.
const LIVE_CHAT_B = [
  '**/chat-ready.spec.ts',
  '**/handoff.spec.ts',
  '**/console-urgency.spec.ts',
  '**/directory-panel.spec.ts',
  '**/console-block.spec.ts',
]
// /verify-us needs the seeded expert free to take its visitors at once: a room of its own as well.
const LIVE_CHAT_C = ['**/verify-us.spec.ts', '**/review-queue.spec.ts', '**/chat-send.spec.ts']

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
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // First in the queue (a room of its own, so it runs beside the other files from the start): each room
    // takes one worker at a time, and with the three queued last, this one ran alone for the last 40-60 s.
    { name: 'live-chat-c', use: { ...chrome, baseURL: `http://127.0.0.1:${PORT + 2}` }, testMatch: LIVE_CHAT_C, workers: 1 },
    { name: 'chromium', use: chrome, testIgnore: [...LIVE_CHAT, ...LIVE_CHAT_B, ...LIVE_CHAT_C] },
    // The chat room is one room for the whole site: an expert signed in by one file changes what another
    // file's visitors see ("You are next in line" becomes a conversation, or "number 2 in line"). The
    // files that sign an expert in or queue visitors run one at a time, beside the other files.
    { name: 'live-chat', use: chrome, testMatch: LIVE_CHAT, workers: 1 },
    { name: 'live-chat-b', use: { ...chrome, baseURL: `http://127.0.0.1:${PORT + 1}` }, testMatch: LIVE_CHAT_B, workers: 1 },
  ],
  // The three local sites (the main one and the two chat rooms), started at once: scripts/start-e2e.mjs.
  webServer: {
    command: 'node scripts/start-e2e.mjs',
    wait: { stdout: /e2e sites ready/ },
    reuseExistingServer: false,
    timeout: 150_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
    },
  },
})
