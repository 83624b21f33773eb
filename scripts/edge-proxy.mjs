// What Cloudflare's edge does in front of the worker, for the end-to-end tests' sites (scripts/start-e2e.mjs): it
// tells the worker who is connecting, in `cf-connecting-ip`. The tests give each person an address of their own
// (tests/e2e/fixtures.ts, asPerson): a page's requests carry it as an extra header, but Chromium (150 at least) sends
// no extra header on a WebSocket handshake, so every chat visitor was one address and the chat's limit of two
// conversations per address refused the third. The context also holds the address in the `e2e-address` cookie, which
// a handshake does carry; this proxy turns it into the header when a request has none. Nothing else changes.
import http from 'node:http'
import net from 'node:net'

/** The cookie that carries a test person's address (tests/e2e/fixtures.ts sets it). */
export const ADDRESS_COOKIE = 'e2e-address'
const ADDRESS = /^[0-9a-f.:]{3,45}$/i

/** The request's headers, with `cf-connecting-ip` taken from the cookie when the request has none. */
function withAddress(headers) {
  if (headers['cf-connecting-ip']) return headers
  const cookie = String(headers.cookie ?? '')
    .split(/;\s*/)
    .find((part) => part.startsWith(`${ADDRESS_COOKIE}=`))
  const address = cookie?.slice(ADDRESS_COOKIE.length + 1)
  return address && ADDRESS.test(address) ? { ...headers, 'cf-connecting-ip': address } : headers
}

/** Listens on `port` and passes every request and WebSocket to the site on `target`. Resolves once listening. */
export function startEdgeProxy({ port, target, host = '127.0.0.1' }) {
  const agent = new http.Agent({ keepAlive: true })
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host, port: target, method: req.method, path: req.url, headers: withAddress(req.headers), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end('The local site did not answer.')
    })
    req.pipe(upstream)
  })
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(target, host, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`]
      for (const [name, value] of Object.entries(withAddress(req.headers)))
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`)
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head?.length) upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
