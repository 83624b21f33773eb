// `node scripts/measure/bench-nonce.mjs [page.html]`: which way of giving cached HTML a fresh nonce is cheaper
// inside workerd: splitting once and joining, replaceAll on the string (what worker/cache/page-cache.ts
// did), replaceAll followed by the UTF-8 encoding every string body needs, the memory layer's ready bytes
// (copy, then write the new nonce at the old one's offsets: what it does now), or HTMLRewriter on the
// nonce attributes and the csp-nonce meta tag.
// Each request runs the rewrite ROUNDS times (and reads the whole result), so the per-request cost is
// dominated by the rewrite, not by HTTP. Methods are interleaved to share the machine's noise.
// Without an argument it uses bench-results/home.html (written by `npm run bench`).
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare'

const root = path.resolve(import.meta.dirname, '../..')
const file = process.argv[2] ?? path.join(root, 'bench-results/home.html')
if (!existsSync(file)) {
  console.error(`No HTML at ${file}: run npm run bench first, or pass a saved page.`)
  process.exit(1)
}
const html = readFileSync(file, 'utf8')
const oldNonce = /<meta property="csp-nonce" content="([^"]+)"/.exec(html)?.[1]
if (!oldNonce) throw new Error('the page has no csp-nonce meta tag')
const ROUNDS = 50
const PORT = Number(process.env.BENCH_PORT ?? 8870) + 3

const script = `
const HTML = ${JSON.stringify(html)};
const OLD = ${JSON.stringify(oldNonce)};
const PARTS = HTML.split(OLD);
// What the page cache's memory layer keeps (worker/cache/page-cache.ts hitBody): the page as UTF-8
// bytes and the byte offsets of its nonce.
const utf8 = new TextEncoder();
const BYTES = utf8.encode(HTML);
const OFFSETS = [];
{ const needle = utf8.encode(OLD); for (let i = 0; i <= BYTES.length - needle.length; i++) { let j = 0; while (j < needle.length && BYTES[i + j] === needle[j]) j++; if (j === needle.length) OFFSETS.push(i); } }
const ROUNDS = ${ROUNDS};
let n = 0;
const fresh = () => 'n' + (++n).toString(36).padStart(21, '0');
async function rewriter(nonce) {
  const res = new HTMLRewriter()
    .on('[nonce]', { element(e) { e.setAttribute('nonce', nonce) } })
    .on('meta[property="csp-nonce"]', { element(e) { e.setAttribute('content', nonce) } })
    .transform(new Response(HTML, { headers: { 'content-type': 'text/html' } }));
  return res.text();
}
export default {
  async fetch(request) {
    const method = new URL(request.url).pathname.slice(1);
    let out = '';
    for (let i = 0; i < ROUNDS; i++) {
      const nonce = fresh();
      if (method === 'join') out = PARTS.join(nonce);
      else if (method === 'replace') out = HTML.replaceAll(OLD, nonce);
      // A Response body is bytes: a string body is encoded on every request.
      else if (method === 'replace-encode') out = utf8.encode(HTML.replaceAll(OLD, nonce));
      else if (method === 'bytes') { out = BYTES.slice(); const b = utf8.encode(nonce); for (const o of OFFSETS) out.set(b, o); }
      else if (method === 'rewriter') out = await rewriter(nonce);
      else return new Response('unknown', { status: 404 });
    }
    if (typeof out !== 'string') out = new TextDecoder().decode(out);
    return new Response(String(out.length) + ' ' + out.split(OLD).length);
  },
};`

const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: '127.0.0.1',
    port: PORT,
    log: new Log(LogLevel.NONE),
    workers: [{ name: 'nonce-bench', compatibilityDate: '2026-10-01', modules: true, script }],
  }),
)
await mf.ready

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const get = (method) =>
  new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    http
      .get(`http://127.0.0.1:${PORT}/${method}`, { agent }, (res) => {
        let body = ''
        res.on('data', (d) => (body += d))
        res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, body }))
      })
      .on('error', reject)
  })

try {
  const methods = ['join', 'replace', 'replace-encode', 'bytes', 'rewriter']
  for (const m of methods) {
    const { body } = await get(m)
    const [length, leftovers] = body.split(' ').map(Number)
    if (leftovers !== 1) throw new Error(`${m} left the old nonce in the page`)
    if (Math.abs(length - html.length) > 64 * 30) throw new Error(`${m} changed the page's length to ${length}`)
  }
  const times = Object.fromEntries(methods.map((m) => [m, []]))
  for (let round = 0; round < 40; round++) {
    for (const m of methods) times[m].push((await get(m)).ms / ROUNDS)
  }
  console.log(`HTML ${Buffer.byteLength(html)} bytes, ${html.split(oldNonce).length - 1} nonces; median cost per rewrite:`)
  const result = {}
  for (const m of methods) {
    const sorted = times[m].sort((a, b) => a - b)
    result[m] = Math.round(sorted[Math.floor(sorted.length / 2)] * 1000) / 1000
    console.log(`  ${m.padEnd(15)} ${result[m]} ms`)
  }
  console.log(JSON.stringify(result))
} finally {
  agent.destroy()
  await mf.dispose()
}
