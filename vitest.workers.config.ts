import { defineConfig } from 'vitest/config'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { markdownPlugin } from './scripts/markdown-plugin'

// Worker tests run inside workerd against real local D1, KV and the Durable Object.
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations')
  return {
    resolve: {
      alias: {
        '#worker': new URL('./worker', import.meta.url).pathname,
        '#content': new URL('./content', import.meta.url).pathname,
        '#shared': new URL('./shared', import.meta.url).pathname,
        '#tests': new URL('./tests', import.meta.url).pathname,
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
          },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts'],
      setupFiles: ['./tests/worker/apply-migrations.ts'],
    },
  }
})
