import { defineConfig } from 'vitest/config'
import { markdownPlugin } from './scripts/markdown-plugin'

// Unit tests in Node: pure logic and content checks (no workerd, no browser).
export default defineConfig({
  plugins: [markdownPlugin()],
  resolve: {
    alias: {
      '#app': new URL('./app', import.meta.url).pathname,
      '#worker': new URL('./worker', import.meta.url).pathname,
      '#content': new URL('./content', import.meta.url).pathname,
      '#shared': new URL('./shared', import.meta.url).pathname,
      '#tests': new URL('./tests', import.meta.url).pathname,
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/fail-on-console-error.ts'],
  },
})
