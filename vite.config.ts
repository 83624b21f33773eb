import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import UnoCSS from '@unocss/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { aliases } from './aliases'
import { markdownPlugin } from './scripts/markdown-plugin'
import { ocrAssetsPlugin } from './scripts/ocr-assets-plugin'
import { preactIslandPlugin } from './scripts/preact-island-plugin'

export default defineConfig({
  server: { port: 5173 },
  resolve: {
    alias: aliases,
  },
  define: {
    // A new id per build: the page cache keys on it, so a deploy never serves old HTML.
    'import.meta.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)),
  },
  plugins: [
    markdownPlugin(),
    preactIslandPlugin(),
    ocrAssetsPlugin(),
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    tanstackStart({
      srcDirectory: 'app',
      // Server-only code never reaches the browser: a client import of worker/** (or of a *.server.*
      // file) fails the build. Type-only imports are erased first, so they are fine. Shared code goes
      // in shared/ (docs/architecture.md). scripts/check-import-protection.mjs proves the rule.
      importProtection: {
        behavior: { dev: 'mock', build: 'error' },
        client: {
          specifiers: ['@tanstack/react-start/server'],
          files: ['**/*.server.*', '**/worker/**'],
          excludeFiles: ['**/node_modules/**'],
        },
      },
    }),
    viteReact(),
    UnoCSS(),
  ],
})
