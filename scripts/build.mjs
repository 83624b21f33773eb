// `npm run build`: the worker and client bundles (vite build), then generated public files.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }
const run = (file, args = []) => execFileSync(file, args, { cwd: root, stdio: 'inherit', env })

// The compiled interface messages (app/paraglide/), then generated files into public/ before vite
// copies public/ into the client build.
for (const step of ['scripts/i18n.mjs', 'scripts/build-pdfs.mjs']) {
  if (existsSync(path.join(root, step))) run(process.execPath, [path.join(root, step)])
}
run(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'])
