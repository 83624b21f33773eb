// `npm run bench`: how fast `npm start` serves, next to the machine's own limits, in one run.
//
// 1. Builds (skip with --no-build) and starts `npm start`'s server (scripts/serve.mjs spawnLocalSite) on
//    a bench port with its own fresh state, so a running `npm start` is never touched.
// 2. Starts three references that serve the very same HTML bytes as `/`: bare workerd returning them as
//    a constant (a tiny Miniflare worker: no assets, no bindings; the runtime's floor), a minimal
//    node:http server answering from memory (the machine's limit), and the same bytes and headers as a
//    HIT from a constant behind the same Miniflare hops as the app (what a HIT costs before our code).
// 3. Loads each target with autocannon on loopback: 16 connections, a warm-up, then ~9 s measured in
//    three interleaved rounds (the median round counts; the machine may be shared).
//    `/` cached, `/` uncached (`x-cache-bypass: 1`, honoured only in development), `/product/1`,
//    `/ping`, bare workerd, static server. Then the median latency of an uncached render of `/` at
//    one connection (sequential requests, timed with hrtime).
// 4. Prints a table and JSON (also bench-results/latest.json) with requests/s, p50/p99 latency and each
//    target's ratio to bare workerd, and checks the issue's targets.
//
// Options: --no-build, --duration=<s> (default 9), --rounds=<n> (3), --connections=<n> (16), BENCH_PORT (8870;
// the references use the next two ports; 0 takes three free ports).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { root, spawnLocalSite, waitForUrl } from '../serve.mjs'
import { cpuSample, stolenPercent } from './cpu-steal.mjs'

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`))
  return hit ? hit.slice(name.length + 3) : fallback
}
const DURATION = Number(arg('duration', 9))
const ROUNDS = Number(arg('rounds', 3))
const WARMUP = 2
const CONNECTIONS = Number(arg('connections', 16))
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8870)
const [APP_PORT, WORKERD_PORT, STATIC_PORT, HOPS_PORT] = BASE_PORT ? [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3] : [0, 0, 0, 0]
const host = '127.0.0.1'

const children = []
let mf = null
let hops = null
async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  if (mf) await mf.dispose().catch(() => {})
  if (hops) await hops.dispose().catch(() => {})
}
process.on('SIGINT', async () => {
  await cleanup()
  process.exit(130)
})

function load(url, { connections = CONNECTIONS, duration = DURATION, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Loads every target in ROUNDS round-robin rounds (DURATION / ROUNDS seconds each) after one warm-up
 * each, and keeps each target's median round: the machine is shared, and a burst of someone else's
 * work then hits one round of every target instead of all of one target.
 */
async function measureAll(targets) {
  for (const t of targets) await load(t.url, { duration: WARMUP, headers: t.headers })
  const rounds = Object.fromEntries(targets.map((t) => [t.name, []]))
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts at a different target, so no target always follows the same neighbour.
    const order = targets.map((_, i) => targets[(i + round * 2) % targets.length])
    for (const t of order) {
      const r = await load(t.url, { duration: DURATION / ROUNDS, headers: t.headers })
      rounds[t.name].push({
        requestsPerSecond: Math.round(r.requests.average),
        p50ms: r.latency.p50,
        p99ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        bytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
      })
    }
    console.log(`  round ${round + 1}/${ROUNDS}: ${targets.map((t) => `${t.name} ${rounds[t.name][round].requestsPerSecond}`).join(', ')}`)
  }
  return targets.map((t) => {
    const rs = rounds[t.name]
    return {
      name: t.name,
      url: t.url,
      requestsPerSecond: median(rs.map((r) => r.requestsPerSecond)),
      p50ms: median(rs.map((r) => r.p50ms)),
      p99ms: median(rs.map((r) => r.p99ms)),
      non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
      errors: rs.reduce((n, r) => n + r.errors, 0),
      bytesPerResponse: rs[0].bytesPerResponse,
      rounds: rs.map((r) => r.requestsPerSecond),
    }
  })
}

/** Median and p90 of `count` sequential requests on one keep-alive connection, in ms (hrtime). */
async function sequentialLatency(url, headers, count = 300) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = () =>
    new Promise((resolve, reject) => {
      const start = process.hrtime.bigint()
      http
        .get(url, { agent, headers }, (res) => {
          res.resume()
          res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, cache: res.headers['x-cache'] }))
        })
        .on('error', reject)
    })
  for (let i = 0; i < 30; i++) await get()
  const times = []
  let cacheHeader
  for (let i = 0; i < count; i++) {
    const { ms, cache } = await get()
    times.push(ms)
    cacheHeader = cache
  }
  agent.destroy()
  times.sort((a, b) => a - b)
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100
  return { medianMs: at(0.5), p90ms: at(0.9), requests: count, xCache: cacheHeader }
}

// ---- 1. build and start the app -------------------------------------------------------------------
try {
  const app = await spawnLocalSite({
    host,
    port: APP_PORT,
    stateDir: `.wrangler/bench-state-${APP_PORT}`,
    build: !process.argv.includes('--no-build'),
  })
  children.push(app.child)
  const { base } = app

  // The HTML of `/`: warm the cache, then take a cached copy's bytes for the references.
  await fetch(`${base}/`).then((r) => r.text())
  await fetch(`${base}/product/1`).then((r) => r.text())
  const homeRes = await fetch(`${base}/`)
  const html = await homeRes.text()
  if (homeRes.headers.get('x-cache') !== 'HIT')
    throw new Error(`/ is not served from the page cache (x-cache: ${homeRes.headers.get('x-cache')})`)
  const bypass = await fetch(`${base}/`, { headers: { 'x-cache-bypass': '1' } })
  await bypass.text()
  if (bypass.headers.get('x-cache') !== 'BYPASS') throw new Error('the cache bypass header is not honoured (is ENVIRONMENT development?)')
  const bytes = Buffer.byteLength(html)
  console.log(`/ is ${bytes} bytes of HTML`)

  // ---- 2. references serving the same bytes ---------------------------------------------------------
  mf = new Miniflare(
    convertV4MiniflareOptions({
      host,
      port: WORKERD_PORT,
      log: new Log(LogLevel.NONE),
      logRequests: false,
      telemetry: { enabled: false },
      workers: [
        {
          name: 'constant',
          compatibilityDate: '2026-10-01',
          modules: true,
          script: `const BODY = ${JSON.stringify(html)};
export default { fetch() { return new Response(BODY, { headers: { 'content-type': 'text/html; charset=utf-8' } }) } }`,
        },
      ],
    }),
  )
  const workerdUrl = (await mf.ready).href
  // The same bytes and headers as a HIT, from a constant, through the very hops `npm start` puts in
  // front of the app (Miniflare's entry worker, the asset router for the built assets, then the
  // worker): what a HIT would cost if the page cache and the app's code cost nothing.
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'dist/server/wrangler.json'))
  const hitHeaders = Object.fromEntries(
    [...homeRes.headers].filter(
      ([k]) => !['content-length', 'content-encoding', 'date', 'transfer-encoding', 'connection', 'keep-alive'].includes(k),
    ),
  )
  hops = new Miniflare(
    convertV4MiniflareOptions({
      host,
      port: HOPS_PORT,
      log: new Log(LogLevel.NONE),
      // As scripts/serve.mjs runs the app: no request log, no telemetry.
      logRequests: false,
      telemetry: { enabled: false },
      workers: [
        {
          name: 'same-hops',
          compatibilityDate: workerOptions.compatibilityDate,
          compatibilityFlags: workerOptions.compatibilityFlags,
          assets: workerOptions.assets,
          modules: true,
          script: `const BODY = new TextEncoder().encode(${JSON.stringify(html)}); const HEADERS = ${JSON.stringify(hitHeaders)};
export default { fetch() { return new Response(BODY.slice(), { headers: HEADERS }) } }`,
        },
      ],
    }),
  )
  const hopsUrl = (await hops.ready).href
  mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  const htmlFile = path.join(root, 'bench-results/home.html')
  writeFileSync(htmlFile, html)
  const staticServer = spawn(
    process.execPath,
    [
      '-e',
      `const http = require('node:http'); const body = require('node:fs').readFileSync(process.env.BODY_FILE);
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }); res.end(body) })
  .listen(${STATIC_PORT}, '${host}', function () { console.log(this.address().port) })`,
    ],
    { env: { BODY_FILE: htmlFile }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(staticServer)
  // It prints its port once it listens.
  const staticPort = await new Promise((resolve, reject) => {
    staticServer.stdout.once('data', (d) => resolve(Number(String(d).trim())))
    staticServer.once('exit', (code) => reject(new Error(`the static server exited (${code})`)))
  })
  const staticUrl = `http://${host}:${staticPort}/`
  await waitForUrl(workerdUrl)
  await waitForUrl(staticUrl, { child: staticServer })

  // ---- 3. load ------------------------------------------------------------------------------------
  console.log(
    `Loading each target: ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${DURATION} s measured in ${ROUNDS} interleaved rounds`,
  )
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 100) / 100)
  const cpuBefore = cpuSample()
  const results = await measureAll([
    { name: 'bare workerd (same bytes)', url: workerdUrl },
    { name: 'static node:http (same bytes)', url: staticUrl },
    { name: 'same hops, constant (same bytes)', url: hopsUrl },
    { name: '/ping', url: `${base}/ping` },
    { name: '/ cached', url: `${base}/` },
    { name: '/product/1 cached', url: `${base}/product/1` },
    { name: '/ uncached', url: `${base}/`, headers: { 'x-cache-bypass': '1' } },
  ])
  console.log('Uncached render of / at one connection ...')
  const uncachedOne = await sequentialLatency(`${base}/`, { 'x-cache-bypass': '1' })
  const cachedOne = await sequentialLatency(`${base}/`, {})
  const pingOne = await sequentialLatency(`${base}/ping`, {})
  const hopsOne = await sequentialLatency(hopsUrl, {})
  const cpuStolenPercent = stolenPercent(cpuBefore, cpuSample())

  // ---- 4. report ----------------------------------------------------------------------------------
  const floor = results[0].requestsPerSecond
  for (const r of results) r.ratioToBareWorkerd = Math.round((r.requestsPerSecond / floor) * 1000) / 1000
  const by = (name) => results.find((r) => r.name === name)
  const cached = by('/ cached')
  const ping = by('/ping')
  const sameHops = by('same hops, constant (same bytes)')
  const targets = [
    {
      target: 'a HIT costs ≤ 1.25× /ping at 16 connections (/ cached ≥ 80% of /ping requests/s)',
      value: `${Math.round((cached.requestsPerSecond / ping.requestsPerSecond) * 100)}%`,
      met: cached.requestsPerSecond >= 0.8 * ping.requestsPerSecond,
    },
    {
      target: 'a HIT costs ≤ 1.25× /ping at one connection (median latency)',
      value: `${cachedOne.medianMs} ms vs ${pingOne.medianMs} ms (${(cachedOne.medianMs / pingOne.medianMs).toFixed(2)}×)`,
      met: cachedOne.medianMs <= 1.25 * pingOne.medianMs,
    },
    {
      // Not a target of the issue: where the rest of the gap is. The same bytes and headers through the
      // same hops from a constant; near 100% means the page cache's own work is not what costs.
      target: '/ cached vs the same bytes through the same hops (requests/s)',
      info: true,
      value: `${Math.round((cached.requestsPerSecond / sameHops.requestsPerSecond) * 100)}%; one connection ${cachedOne.medianMs} vs ${hopsOne.medianMs} ms`,
      met: true,
    },
    {
      target: '/ cached ≥ 15% of bare workerd requests/s',
      value: `${Math.round(cached.ratioToBareWorkerd * 100)}%`,
      met: cached.ratioToBareWorkerd >= 0.15,
    },
    {
      target: '/ cached p99 ≤ 3× /ping p99',
      value: `${cached.p99ms} ms vs ${ping.p99ms} ms (${(cached.p99ms / Math.max(1, ping.p99ms)).toFixed(2)}×)`,
      met: cached.p99ms <= 3 * Math.max(1, ping.p99ms),
    },
    {
      target: 'uncached render of / < 15 ms median at one connection',
      value: `${uncachedOne.medianMs} ms`,
      met: uncachedOne.medianMs < 15,
    },
  ]
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      loadAverageAtStart: loadAtStart,
      // Share of CPU time the host took from this virtual machine while the targets were loaded.
      cpuStolenPercent,
      node: process.version,
    },
    settings: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      durationSeconds: DURATION,
      rounds: ROUNDS,
      htmlBytes: bytes,
      tool: 'autocannon',
    },
    results,
    oneConnection: { uncachedRender: uncachedOne, cachedHit: cachedOne, ping: pingOne, sameHops: hopsOne },
    targets,
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  writeFileSync(path.join(root, 'bench-results/latest.json'), `${JSON.stringify(report, null, 2)}\n`)

  console.log(`\n${JSON.stringify(report, null, 2)}\n`)
  const pad = (s, n) => String(s).padEnd(n)
  console.log(`${pad('target', 36)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('× workerd', 10)}non-2xx`)
  for (const r of results) {
    console.log(
      `${pad(r.name, 36)}${pad(r.requestsPerSecond, 9)}${pad(r.p50ms, 8)}${pad(r.p99ms, 8)}${pad(r.ratioToBareWorkerd, 10)}${r.non2xx}`,
    )
  }
  console.log(
    `\none connection: uncached render of / median ${uncachedOne.medianMs} ms (p90 ${uncachedOne.p90ms}); cached HIT median ${cachedOne.medianMs} ms (p90 ${cachedOne.p90ms}); /ping median ${pingOne.medianMs} ms (p90 ${pingOne.p90ms}); same hops, constant ${hopsOne.medianMs} ms`,
  )
  for (const t of targets) console.log(`${t.info ? 'INFO  ' : t.met ? 'MET   ' : 'MISSED'} ${t.target}: ${t.value}`)
  console.log(
    `\nload average at start: ${report.machine.loadAverageAtStart.join(' ')} (${report.machine.cpus} cores)${cpuStolenPercent === null ? '' : `; the host took ${cpuStolenPercent}% of the CPU time while loading (steal)`}; written to bench-results/latest.json`,
  )
} finally {
  await cleanup()
}
