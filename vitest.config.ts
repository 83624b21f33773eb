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
    // Vitest's default is one core fewer than the machine has: a single worker on a 2-core machine
    // (110 s there against 62 s with both).
    maxWorkers: '100%',
    setupFiles: ['./tests/fail-on-console-error.ts'],
  },
})
