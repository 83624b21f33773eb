// `npm run bench:chat`: load on the live-chat room over loopback. Builds if needed, serves the built
// worker on workerd (scripts/serve.mjs startLocalSite) with its own fresh state dir and a free port, seeds M expert
// accounts with local sessions (scripts/local-tokens.mjs: no login API needed), connects N visitor
// sockets and M expert sockets, and for a fixed time every visitor writes about once a second (just
// under the room's 10-per-10-s limit) and every expert answers one of its visitors about once a
// second. Prints sustained delivered messages per second and p50/p99 delivery latency (send to
// receive, same clock) for N = 100 and N = 1,000, and how late the load generator's own event loop ran
// (its timers and socket reads share the machine with the room, so its delay is part of every latency).
// Each run also records the one-minute load average at its start and the share of CPU time the host
// took from this virtual machine while it ran (scripts/measure/cpu-steal.mjs): a busy neighbour slows a run
// without showing in the load average.
// Options: BENCH_SECONDS (default 15); --profile samples the worker's V8 (the room runs in its isolate)
// through workerd's inspector during each run and prints how busy the isolate was and on what.
import { rmSync } from 'node:fs'
import os from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { mintSessionToken } from '../local-tokens.mjs'
import { startBenchSite } from '../serve.mjs'
import { cpuSample, stolenPercent } from './cpu-steal.mjs'
import { connectInspector, largest, startProfile } from './inspector.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
// Each expert is handed at most MAX_OPEN_PER_EXPERT (6) open conversations, so every visitor gets an
// expert only with at least N / 6 experts online.
const RUNS = [
  { visitors: 100, experts: 17 },
  { visitors: 1000, experts: 167 },
]
const PROFILE = process.argv.includes('--profile')
const INSPECTOR_PORT = 9329
// The bench seeds its own experts (no login API needed), so not the usual expert account.
const { mf, url, stateDir, secret } = await startBenchSite('bench-chat', {
  port: 0,
  ...(PROFILE ? { inspectorPort: INSPECTOR_PORT } : {}),
})
const db = await mf.getD1Database('DB')
const inspector = PROFILE ? await connectInspector(INSPECTOR_PORT) : null
const wsBase = `${url.href.replace(/^http/, 'ws').replace(/\/$/, '')}/parties/chat-room/support`

async function seedExperts(count, offset) {
  const tokens = []
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID()
    await db
      .prepare("INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, 'x', 'expert')")
      .bind(id, `Bench Expert ${offset + i + 1}`, `bench-expert-${offset + i + 1}@example.com`)
      .run()
    tokens.push(
      await mintSessionToken({
        exec: (sql, ...p) =>
          db
            .prepare(sql)
            .bind(...p)
            .run(),
        secret,
        userId: id,
        role: 'expert',
      }),
    )
  }
  return tokens
}

/**
 * A socket with a message queue and a "wait for type" helper. Each visitor comes from its own address
 * (the room caps sockets and new conversations per address), set the way Cloudflare's edge does.
 */
let addresses = 0
function open() {
  return new Promise((resolve, reject) => {
    const n = ++addresses
    const ws = new WebSocket(wsBase, { headers: { 'cf-connecting-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } })
    const waiting = new Map()
    ws.onmessage = (e) => {
      const m = JSON.parse(e.data)
      ws.onframe?.(m)
      const w = waiting.get(m.type)
      if (w) {
        waiting.delete(m.type)
        w(m)
      }
    }
    ws.waitFor = (type, ms = 20_000) =>
      new Promise((res, rej) => {
        waiting.set(type, res)
        setTimeout(() => rej(new Error(`no ${type} in ${ms} ms`)), ms).unref()
      })
    ws.onopen = () => resolve(ws)
    ws.onerror = () => reject(new Error('socket failed'))
  })
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

async function benchmark({ visitors: N, experts: M }, offset) {
  const tokens = await seedExperts(M, offset)
  const latencies = []
  let refused = 0
  const stamp = () => `bench ${performance.now().toFixed(3)}`
  const onFrame = (m) => {
    if (m.type === 'receive_message') latencies.push(performance.now() - Number(m.message.slice(6)))
    else if (m.type === 'error') refused++
  }
  const experts = []
  for (const token of tokens) {
    const ws = await open()
    const registered = ws.waitFor('registered')
    ws.send(JSON.stringify({ type: 'register', role: 'expert', token }))
    ws.me = (await registered).id
    ws.visitors = []
    ws.onframe = (m) => {
      onFrame(m)
      if (m.type === 'conversation') ws.visitors.push(m.conversation.id)
    }
    experts.push(ws)
  }
  const visitors = []
  const connectStarted = performance.now()
  for (let i = 0; i < N; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, N - i) }, async () => {
        const ws = await open()
        const mapped = ws.waitFor('mapped_to')
        ws.send(JSON.stringify({ type: 'register', role: 'user', userId: crypto.randomUUID().replaceAll('-', '') }))
        ws.send(JSON.stringify({ type: 'map_to_expert' }))
        ws.expertId = (await mapped).expertId
        ws.onframe = onFrame
        return ws
      }),
    )
    visitors.push(...batch)
  }
  const connectMs = performance.now() - connectStarted

  // Load: each socket sends every 1.1 s (the room allows 10 per 10 s), starting at random offsets.
  latencies.length = 0
  refused = 0
  let sent = 0
  const timers = []
  const every = (fn) => timers.push(setTimeout(() => timers.push(setInterval(fn, 1100)), Math.random() * 1100))
  for (const v of visitors)
    every(() => {
      v.send(JSON.stringify({ type: 'send_message', to: v.expertId, message: stamp() }))
      sent++
    })
  for (const e of experts) {
    let turn = 0
    every(() => {
      if (!e.visitors.length) return
      e.send(JSON.stringify({ type: 'send_message', to: e.visitors[turn++ % e.visitors.length], message: stamp() }))
      sent++
    })
  }
  const loopDelay = monitorEventLoopDelay({ resolution: 5 })
  loopDelay.enable()
  const profiler = inspector ? await startProfile(inspector, 500) : null
  const cpuBefore = cpuSample()
  const loadAtStart = Number(os.loadavg()[0].toFixed(2))
  const started = performance.now()
  await new Promise((r) => setTimeout(r, SECONDS * 1000))
  for (const t of timers) {
    clearTimeout(t)
    clearInterval(t)
  }
  const elapsed = (performance.now() - started) / 1000
  const stolen = stolenPercent(cpuBefore, cpuSample())
  loopDelay.disable()
  const profile = profiler ? await profiler.stop() : null
  await new Promise((r) => setTimeout(r, 1000)) // let in-flight messages land
  const delivered = latencies.length
  const sorted = [...latencies].sort((a, b) => a - b)
  for (const ws of [...visitors, ...experts]) ws.close()
  await new Promise((r) => setTimeout(r, 1500))
  return {
    N,
    M,
    seconds: Number(elapsed.toFixed(1)),
    connectSeconds: Number((connectMs / 1000).toFixed(1)),
    sent,
    delivered,
    refused,
    perSecond: Math.round(delivered / elapsed),
    p50: Number(pct(sorted, 50).toFixed(1)),
    p99: Number(pct(sorted, 99).toFixed(1)),
    generatorLoopDelayP99: Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
    loadAtStart,
    cpuStolenPercent: stolen,
    ...(profile ? { profile } : {}),
  }
}

const results = []
let offset = 0
for (const config of RUNS) {
  console.log(`\nN = ${config.visitors} visitors, M = ${config.experts} experts, ${SECONDS} s ...`)
  const r = await benchmark(config, offset)
  offset += config.experts
  results.push(r)
  console.log(`  connected and mapped in ${r.connectSeconds} s; sent ${r.sent}, delivered ${r.delivered}, refused ${r.refused}`)
  console.log(`  sustained ${r.perSecond} messages/s delivered; latency p50 ${r.p50} ms, p99 ${r.p99} ms`)
  console.log(`  the load generator's event loop ran up to ${r.generatorLoopDelayP99} ms late (p99)`)
  if (r.cpuStolenPercent !== null) console.log(`  the host took ${r.cpuStolenPercent}% of this machine's CPU time during the run (steal)`)
  if (r.profile) {
    // Shares of the time the profile covers (it ends when the isolate answers the stop, after any backlog).
    const { busy, gc, self, wallMs } = r.profile
    const share = (ms) => `${((ms / wallMs) * 100).toFixed(1)}%`
    console.log(`  the worker's isolate ran JavaScript ${share(busy)} of the time (garbage collection ${share(gc)}); by function:`)
    for (const [name, ms] of largest(self, 15)) console.log(`    ${share(ms).padStart(6)}  ${name}`)
    delete r.profile
  }
}
console.log(
  `\n${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}) · Node ${process.version}`,
)
console.table(results)
inspector?.close()
await mf.dispose()
rmSync(stateDir, { recursive: true, force: true })
