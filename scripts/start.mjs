// `npm start`: build, migrate and seed local D1, then serve the built worker on workerd at :8787.
// Options: --no-build (serve the existing dist/), --fresh (start from empty local state), STATE_DIR (default .wrangler/state), PORT, HOST.
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { serveBuiltWorker } from './serve.mjs'
import { seed } from './seed.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
process.env.WRANGLER_SEND_METRICS = 'false'
process.env.X_LOCAL_OBSERVABILITY = 'false'

const stateDir = path.resolve(root, process.env.STATE_DIR ?? '.wrangler/state')
const port = Number(process.env.PORT ?? 8787)
const host = process.env.HOST ?? '127.0.0.1'
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env })

if (process.argv.includes('--fresh')) rmSync(stateDir, { recursive: true, force: true })
if (!existsSync(path.join(root, '.dev.vars'))) {
  copyFileSync(path.join(root, '.dev.vars.example'), path.join(root, '.dev.vars'))
  console.log('Created .dev.vars from .dev.vars.example')
}
if (!process.argv.includes('--no-build') || !existsSync(path.join(root, 'dist/server/wrangler.json'))) {
  run(process.execPath, [path.join(root, 'scripts/build.mjs')])
}
// wrangler keeps local D1 under <persist-to>/v3, which is where Miniflare reads it.
run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir])

const devVars = Object.fromEntries(
  readFileSync(path.join(root, '.dev.vars'), 'utf8')
    .split('\n')
    .filter((line) => /^\s*[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1).trim()]),
)
const { mf, url } = await serveBuiltWorker({
  root,
  host,
  port,
  stateDir: path.join(stateDir, 'v3'),
  // `npm start` is a local run: development unless .dev.vars says otherwise (wrangler.jsonc says production).
  bindings: { ENVIRONMENT: 'development', TURNSTILE_SITE_KEY: '1x00000000000000000000AA', ...devVars },
})
await seed(await mf.getD1Database('DB'))
console.log(`SaffeSupport is running at ${url.href.replace(/\/$/, '')} (state in ${path.relative(root, stateDir)})`)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    await mf.dispose()
    process.exit(0)
  })
}
