// Proves that a browser import of server-only worker/ code fails `npm run build`:
// adds one such import to app/router.tsx (in the client graph), builds, expects the import-protection
// error, and always restores the file. Run: node scripts/check-import-protection.mjs (a few minutes).
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const target = path.join(root, 'app/router.tsx')
const original = readFileSync(target, 'utf8')
const probe = "import { isProduction as __probe } from '#worker/env'\nconsole.log(__probe)\n"
let result
try {
  writeFileSync(target, probe + original)
  result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', '.wrangler/import-probe'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BUILD_ID: 'import-probe' },
  })
} finally {
  writeFileSync(target, original)
}
const output = `${result.stdout}\n${result.stderr}`
if (result.status === 0) {
  console.error('FAIL: the build accepted a client import of worker/env.ts')
  process.exit(1)
}
if (!/import.protection|denied|Import denied/i.test(output) || !/worker\/env/.test(output)) {
  console.error('FAIL: the build failed, but not because of import protection:\n', output.slice(-3000))
  process.exit(1)
}
console.log('OK: a client import of worker/env.ts fails the build (import protection).')
