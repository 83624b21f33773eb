// `npm start`: build, migrate and seed local D1, then serve the built worker on workerd at :8787
// (scripts/serve.mjs startLocalSite, as development).
// Options: --no-build (serve the existing dist/), --fresh (start from empty local state), STATE_DIR (default .wrangler/state), PORT, HOST,
// PUBLIC_ORIGIN (where people reach the site, when a proxy stands in front of it).
// `npm run seed` is `--seed-only`: migrate and seed that state, then stop (nothing is served).
import path from 'node:path'
import { root, startLocalSite } from './serve.mjs'

const seedOnly = process.argv.includes('--seed-only')
const site = await startLocalSite({
  host: process.env.HOST ?? '127.0.0.1',
  port: seedOnly ? 0 : Number(process.env.PORT ?? 8787),
  stateDir: process.env.STATE_DIR ?? '.wrangler/state',
  fresh: process.argv.includes('--fresh'),
  build: !seedOnly && !process.argv.includes('--no-build'),
  // Behind a proxy (scripts/start-e2e.mjs), links in mail point at the address people use.
  bindings: process.env.PUBLIC_ORIGIN ? { LOCAL_ORIGIN: process.env.PUBLIC_ORIGIN } : {},
})
if (seedOnly) {
  await site.stop()
  process.exit(0)
}
console.log(`SaffeSupport is running at ${site.base} (state in ${path.relative(root, site.stateDir)})`)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    await site.stop()
    process.exit(0)
  })
}
