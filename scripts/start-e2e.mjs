// The end-to-end tests' local sites (playwright.config.ts): `node scripts/start.mjs --no-build --fresh` on PORT + 10,
// PORT + 11 and PORT + 12, each with its own fresh state, started at once rather than one after another (each takes
// about 7 s to migrate, seed and start on this machine's 2 cores), each behind an edge proxy on PORT, PORT + 1 and
// PORT + 2 (scripts/edge-proxy.mjs: the connecting address of each test person, WebSockets included). Prints "e2e sites
// ready" when all three answer /ping through their proxy, and stops them all when it is stopped or one of them ends.
import { spawn } from 'node:child_process'
import { startEdgeProxy } from './edge-proxy.mjs'
import { ensureDevVars } from './serve.mjs'

const base = Number(process.env.PORT ?? 8788)
const ports = [base, base + 1, base + 2]
const inner = (port) => port + 10
// .dev.vars (and its local push keys) written once, before three processes would each write it on a clean clone.
ensureDevVars()
const children = ports.map((port) =>
  spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--fresh'], {
    env: {
      ...process.env,
      PORT: String(inner(port)),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      STATE_DIR: `.wrangler/e2e-state-${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
)
await Promise.all(ports.map((port) => startEdgeProxy({ port, target: inner(port) })))

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null))).then(() =>
    process.exit(code),
  )
}
for (const child of children) {
  child.once('exit', (code) => {
    if (stopping) return
    console.error(`an e2e site stopped (exit ${code})`)
    stop(1)
  })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))

const answers = async (port) => (await fetch(`http://127.0.0.1:${port}/ping`).catch(() => null))?.ok === true
const start = Date.now()
while (!(await Promise.all(ports.map(answers))).every(Boolean)) {
  if (Date.now() - start > 120_000) {
    console.error('the e2e sites did not answer /ping within 120 s')
    stop(1)
  }
  await new Promise((r) => setTimeout(r, 200))
}
console.log(`e2e sites ready on ${ports.join(', ')}`)
