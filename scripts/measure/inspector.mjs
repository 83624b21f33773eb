// workerd's DevTools inspector (Miniflare's `inspectorPort`, scripts/serve.mjs) and V8 CPU profiles
// from it: used by `npm run profile:hit` and `npm run bench:chat -- --profile`.

/** A DevTools protocol session with the app worker (the inspector lists one target per worker). */
export async function connectInspector(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json()
  const target = targets.find((t) => !/^core:|^__|miniflare/i.test(t.title ?? '')) ?? targets[0]
  if (!target) throw new Error('the inspector lists no worker')
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let next = 1
  const waiting = new Map()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data)
    if (message.id && waiting.has(message.id)) {
      const { resolve, reject } = waiting.get(message.id)
      waiting.delete(message.id)
      if (message.error) reject(new Error(message.error.message))
      else resolve(message.result)
    }
  })
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = next++
      waiting.set(id, { resolve, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })
  return { title: target.title, send, close: () => socket.close() }
}

const IDLE = new Set(['(idle)', '(program)'])
const label = (frame) => {
  const file = frame.url ? frame.url.split('/').pop() : ''
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`
}

/** Self and inclusive time by function, in ms, from a V8 CPU profile, and the wall time it covers. */
export function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const self = new Map()
  const inclusive = new Map()
  let busy = 0
  let gc = 0
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const node = byId.get(id)
    const name = node.callFrame.functionName
    if (IDLE.has(name)) return
    if (name === '(garbage collector)') gc += ms
    busy += ms
    const key = label(node.callFrame)
    self.set(key, (self.get(key) ?? 0) + ms)
    const seen = new Set()
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = label(byId.get(at).callFrame)
      if (seen.has(k)) continue
      seen.add(k)
      inclusive.set(k, (inclusive.get(k) ?? 0) + ms)
    }
  })
  return { busy, gc, self, inclusive, wallMs: (profile.endTime - profile.startTime) / 1000 }
}

/** Starts V8's sampling profiler in the worker (every `intervalUs` µs); stop() answers the summary. */
export async function startProfile(inspector, intervalUs = 200) {
  await inspector.send('Profiler.enable')
  await inspector.send('Profiler.setSamplingInterval', { interval: intervalUs })
  await inspector.send('Profiler.start')
  return {
    async stop() {
      const { profile } = await inspector.send('Profiler.stop')
      return summarise(profile)
    },
  }
}

/** The `top` entries of a Map of milliseconds, largest first. */
export const largest = (map, top) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top)
