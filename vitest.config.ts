import { defineConfig } from 'vitest/config'
import { aliases } from './aliases'
import { markdownPlugin } from './scripts/markdown-plugin'

// Unit tests in Node: pure logic and content checks (no workerd, no browser).
export default defineConfig({
  plugins: [markdownPlugin()],
  resolve: {
    alias: aliases,
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/fail-on-console-error.ts'],
  },
})
