import { generateKeyPairSync } from 'node:crypto'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { aliases } from './aliases'
import { markdownPlugin } from './scripts/markdown-plugin'

// Worker tests run inside workerd against real local D1, KV and the Durable Object.
const WORKER_TESTS = ['tests/worker/**/*.test.ts']
// Files that fill an hourly mail budget, run a job over whole tables (cron, retention) or count places in
// the one chat room: a fresh state each.
const OWN_STATE = [
  'tests/worker/alerts.test.ts',
  'tests/worker/alerts-abuse.test.ts',
  'tests/worker/chat.test.ts',
  'tests/worker/chat-faults.test.ts',
  'tests/worker/edge.test.ts',
  'tests/worker/faults.test.ts',
  'tests/worker/pause.test.ts',
  'tests/worker/verify-us.test.ts',
  'tests/worker/retention.test.ts',
  'tests/worker/strangers-3.test.ts',
  'tests/worker/system.test.ts',
]

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations')
  // A fresh Web Push (VAPID) key pair per run, as `npm start` makes for local use.
  const vapid = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const vapidPublic = vapid.publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url')
  const vapidPrivate = vapid.privateKey.export({ format: 'jwk' }).d as string
  return {
    resolve: {
      alias: {
        ...aliases,
        // Start's server runtime does not load here; the one call server code makes outside a render is stood in for.
        '@tanstack/react-start/server': new URL('./tests/worker/start-server.ts', import.meta.url).pathname,
      },
    },
    plugins: [
      // Content modules (catalogue, blog) import markdown; the sitemap reads them.
      markdownPlugin(),
      cloudflareTest({
        main: './tests/worker/entry.ts',
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // Local tests are development explicitly: the committed wrangler.jsonc says production.
            ENVIRONMENT: 'development',
            TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
            JWT_SECRET: 'test-jwt-secret-0123456789-0123456789',
            OTP_PEPPER: 'test-otp-pepper-0123456789-0123456789',
            TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
            RESEND_API_KEY: '',
            VAPID_PUBLIC_KEY: vapidPublic,
            VAPID_PRIVATE_KEY: vapidPrivate,
            MAIL_POSTAL_ADDRESS: '',
            LOCAL_ORIGIN: 'http://localhost',
          },
        },
      }),
    ],
    test: {
      // A ceiling, not a speed check: a test that walks cron -> queue -> consumer takes about a second on
      // a quiet machine and several times that while other builds share its two cores.
      testTimeout: 30_000,
      // Vitest's default is one core fewer than the machine has: a single workerd at a time on a 2-core
      // machine (281 s there against 175 s with both).
      maxWorkers: '100%',
      setupFiles: ['./tests/worker/apply-migrations.ts'],
      projects: [
        // One workerd and one local state per worker, reused from file to file (isolate: false): every
        // file makes its own accounts, addresses and rows, so what earlier files left changes nothing.
        // Every file started on its own, the run took 175 s here; this way 93-115 s.
        { extends: true, test: { name: 'shared-state', include: WORKER_TESTS, exclude: OWN_STATE, isolate: false } },
        // Above: the jobs count or delete across whole tables, the budgets are per hour for everyone, and
        // the chat room is one for the whole site.
        { extends: true, test: { name: 'own-state', include: OWN_STATE } },
      ],
    },
  }
})
