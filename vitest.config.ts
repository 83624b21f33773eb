import { defineConfig } from 'vitest/config'
import { aliases } from './aliases'
import { markdownPlugin } from './scripts/markdown-plugin'

// Unit tests in Node: pure logic and content checks (no workerd, no browser).
const OWN_MODULES = [
  'tests/unit/api.test.ts',
  'tests/unit/callback-mail.test.ts',
  'tests/unit/chat-visitor.test.ts',
  'tests/unit/known-routes.test.ts',
  'tests/unit/schemas.test.ts',
]
export default defineConfig({
  plugins: [markdownPlugin()],
  resolve: {
    alias: aliases,
  },
  test: {
    environment: 'node',
    // Vitest's default is one core fewer than the machine has: a single worker on a 2-core machine
    // (110 s there against 62 s with both).
    maxWorkers: '100%',
    setupFiles: ['./tests/fail-on-console-error.ts'],
    projects: [
      // Files that share nothing but modules that hold no state run in one module graph per worker
      // (isolate: false): the scam checker's word lists and models load once, not once a file
      // (57 s against 24 s on a 2-core machine).
      { extends: true, test: { name: 'shared', include: ['tests/unit/**/*.test.ts'], exclude: OWN_MODULES, isolate: false } },
      // Files that replace a module (vi.mock), a global (vi.stubGlobal) or the messages' language for themselves.
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
    ],
  },
})
