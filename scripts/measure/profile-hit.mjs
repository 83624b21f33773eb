// `npm run profile:hit`: where a page-cache HIT spends its time inside the worker, next to /ping, as a
// CPU profile taken by workerd's own V8 (the DevTools inspector), not a guess.
//
// 1. Serves the last build in this process (scripts/serve.mjs startLocalSite, fresh state in
//    .wrangler/profile-state) with workerd's inspector open, and warms `/` into the page cache.
// 2. For each target (`/` as a HIT, then `/ping`): starts the V8 sampling profiler in the app worker,
//    sends requests one after another at one connection for --seconds (default 5), stops the profiler.
// 3. Prints, per target: requests, the worker's JavaScript time per request (samples that are not
//    idle), and the functions that take it (self time, and the inclusive time of our own entry points),
//    so the difference between a HIT and /ping can be read function by function.
//
// The profile covers the app worker's isolate only. Time spent in workerd's C++ between isolates (the
// entry worker, the asset router, sockets) is what the bench's "same hops, constant" reference measures.
// Options: --no-build is implied (run `npm run build` first), --seconds=<n>, --top=<n> (default 12),
// PROFILE_PORT (default 8880; the inspector uses the next port).
import { setTimeout as sleep } from 'node:timers/promises'
import { startLocalSite } from '../serve.mjs'
import { connectInspector, largest, startProfile } from './inspector.mjs'

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`))
  return hit ? hit.slice(name.length + 3) : fallback
}
const SECONDS = Number(arg('seconds', 5))
const TOP = Number(arg('top', 12))
const PORT = Number(process.env.PROFILE_PORT ?? 8880)
const INSPECTOR_PORT = PORT + 1

const site = await startLocalSite({
  port: PORT,
  stateDir: '.wrangler/profile-state',
  fresh: true,
  seed: false,
  inspectorPort: INSPECTOR_PORT,
})

/** Sequential requests for `seconds`; returns how many answered and their statuses. */
async function drive(url, seconds) {
  const end = Date.now() + seconds * 1000
  let requests = 0
  const statuses = new Map()
  const caches = new Map()
  while (Date.now() < end) {
    const response = await fetch(url)
    await response.arrayBuffer()
    requests++
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    const cache = response.headers.get('x-cache') ?? '-'
    caches.set(cache, (caches.get(cache) ?? 0) + 1)
  }
  return { requests, statuses: Object.fromEntries(statuses), cache: Object.fromEntries(caches) }
}

async function profileTarget(inspector, name, url) {
  await drive(url, 1) // warm
  const profiler = await startProfile(inspector)
  const started = performance.now()
  const run = await drive(url, SECONDS)
  const wall = performance.now() - started
  const { busy, gc, self, inclusive } = await profiler.stop()
  const per = (ms) => `${((ms / run.requests) * 1000).toFixed(0)} µs`
  console.log(
    `\n${name}: ${run.requests} requests in ${(wall / 1000).toFixed(1)} s (${(wall / run.requests).toFixed(2)} ms each, statuses ${JSON.stringify(run.statuses)}, x-cache ${JSON.stringify(run.cache)})`,
  )
  console.log(`  worker JavaScript: ${per(busy)} per request (garbage collection ${per(gc)})`)
  console.log('  self time per request:')
  for (const [k, ms] of largest(self, TOP)) console.log(`    ${per(ms).padStart(7)}  ${k}`)
  const ours = [...inclusive].filter(([k]) =>
    /^(fetch|handle|handleEdge|servePage|decide|hitBody|withSecurityHeaders|withLocale|contentSecurityPolicy|createNonce|rememberedLocaleRedirect|seoFile|alertFeed|assertSecrets|json) /.test(
      k,
    ),
  )
  console.log('  inclusive time per request, our entry points:')
  for (const [k, ms] of largest(new Map(ours), TOP)) console.log(`    ${per(ms).padStart(7)}  ${k}`)
  return { name, requests: run.requests, msEach: wall / run.requests, workerUsPerRequest: (busy / run.requests) * 1000 }
}

try {
  await fetch(`${site.base}/`).then((r) => r.arrayBuffer()) // MISS: renders and stores
  await sleep(200)
  const inspector = await connectInspector(INSPECTOR_PORT)
  console.log(`Profiling the worker "${inspector.title}" through workerd's inspector on :${INSPECTOR_PORT}`)
  const hit = await profileTarget(inspector, '/ (HIT)', `${site.base}/`)
  const ping = await profileTarget(inspector, '/ping', `${site.base}/ping`)
  console.log(
    `\nHIT vs /ping: ${hit.msEach.toFixed(2)} vs ${ping.msEach.toFixed(2)} ms a request from outside; ` +
      `${hit.workerUsPerRequest.toFixed(0)} vs ${ping.workerUsPerRequest.toFixed(0)} µs of the worker's JavaScript.`,
  )
  inspector.close()
} finally {
  await site.stop()
}
