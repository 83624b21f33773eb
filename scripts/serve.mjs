// Starting the site locally, for every script that needs it (npm start, the benchmarks, Lighthouse,
// the JS budget): one place for build-if-needed, .dev.vars, migrations, bindings, seed and the wait.
//
// - startLocalSite(): in this process: the BUILT worker (dist/server) on workerd through Miniflare's
//   API, with the same bindings and persisted state as `wrangler dev`, without its proxy hop, request
//   logging and trace collector. Always ENVIRONMENT=development (a local run; wrangler.jsonc says
//   production).
// - spawnLocalSite(): `npm start`'s server (scripts/start.mjs) as a child process on its own port and
//   fresh state, for tools that measure it from outside; resolves when /ping answers.
import { execFileSync, spawn } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { copyFileSync, existsSync, globSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from 'wrangler'
import { localSecret } from './local-tokens.mjs'
import { seed as seedDatabase } from './seed.mjs'

export const root = path.resolve(import.meta.dirname, '..')
/** Keeps wrangler and Miniflare on this machine: no Cloudflare requests, no metrics. */
export const localEnv = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', X_LOCAL_OBSERVABILITY: 'false' }
/** The Turnstile test site key: the login page shows a local stand-in checkbox. */
const TEST_SITE_KEY = '1x00000000000000000000AA'

const run = (file, args) => execFileSync(file, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...localEnv } })
const hasBuild = () => existsSync(path.join(root, 'dist/server/wrangler.json'))

/** `npm run build` (scripts/build.mjs). */
export function buildSite() {
  run(process.execPath, [path.join(root, 'scripts/build.mjs')])
}

/** Creates .dev.vars from .dev.vars.example and a local VAPID key pair when missing; returns its variables. */
export function ensureDevVars() {
  const file = path.join(root, '.dev.vars')
  if (!existsSync(file)) {
    copyFileSync(path.join(root, '.dev.vars.example'), file)
    console.log('Created .dev.vars from .dev.vars.example')
  }
  ensureLocalVapidKeys(file)
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^\s*[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1).trim()]),
  )
}

/** Web Push needs a VAPID key pair; locally we make one (the private key stays in the git-ignored .dev.vars). */
function ensureLocalVapidKeys(file) {
  const text = readFileSync(file, 'utf8')
  if (/^VAPID_PRIVATE_KEY=\S+/m.test(text) && /^VAPID_PUBLIC_KEY=\S+/m.test(text)) return
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = privateKey.export({ format: 'jwk' })
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65)
  const lines = text
    .split('\n')
    .filter((line) => !/^VAPID_(PUBLIC|PRIVATE)_KEY=/.test(line))
    .join('\n')
    .replace(/\n*$/, '\n')
  writeFileSync(file, `${lines}VAPID_PUBLIC_KEY=${raw.toString('base64url')}\nVAPID_PRIVATE_KEY=${jwk.d}\n`)
  console.log('Created a local Web Push (VAPID) key pair in .dev.vars')
}

/**
 * The local site in this process: builds when asked (or when there is no build), applies every D1
 * migration to `stateDir`, serves the built worker with .dev.vars and `bindings` (ENVIRONMENT is
 * development unless `bindings` say otherwise), and seeds the expert account.
 * @param {{ host?: string, port?: number, stateDir?: string, fresh?: boolean, build?: boolean, seed?: boolean, bindings?: Record<string, string>, inspectorPort?: number }} options
 *   port 0 takes a free port; stateDir is relative to the repository (default .wrangler/state);
 *   fresh starts from empty state; build: true builds first, false only when dist/ has no build.
 */
export async function startLocalSite({
  host = '127.0.0.1',
  port = 8787,
  stateDir = '.wrangler/state',
  fresh = false,
  build = false,
  seed = true,
  bindings = {},
  inspectorPort,
} = {}) {
  Object.assign(process.env, localEnv)
  const state = path.resolve(root, stateDir)
  if (fresh) rmSync(state, { recursive: true, force: true })
  const devVars = ensureDevVars()
  if (build || !hasBuild()) buildSite()
  // Local D1 lives under <state>/v3, where `wrangler d1 ... --local --persist-to <state>` keeps it too.
  await applyMigrations(path.join(state, 'v3'))
  const { mf, url } = await serveBuiltWorker({
    root,
    host,
    port,
    stateDir: path.join(state, 'v3'),
    inspectorPort,
    // A local run is development unless .dev.vars or the caller say otherwise (wrangler.jsonc says production).
    bindings: { ENVIRONMENT: 'development', TURNSTILE_SITE_KEY: TEST_SITE_KEY, ...devVars, ...bindings },
  })
  if (seed) await seedDatabase(await mf.getD1Database('DB'))
  return { mf, url, base: url.href.replace(/\/$/, ''), stateDir: state, stop: () => mf.dispose() }
}

/**
 * Applies every migration in migrations/ not yet applied to the local D1 in `stateDir`, as
 * `wrangler d1 migrations apply DB --local` does (the same statements, the same d1_migrations table, so
 * either sees what the other applied), before the site serves anything. In this process: wrangler's
 * command starts a Node and a workerd of its own (about 13 s of CPU, three times at once when the
 * end-to-end tests start their three sites); this is a workerd holding only the database, under 2 s.
 */
export async function applyMigrations(stateDir) {
  const configPath = path.join(root, 'dist/server/wrangler.json')
  const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath)
  // The build's copy of wrangler.jsonc names the folder relative to itself.
  const dir = path.resolve(path.dirname(configPath), JSON.parse(readFileSync(configPath, 'utf8')).d1_databases[0].migrations_dir)
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      log: new Log(LogLevel.WARN),
      telemetry: { enabled: false },
      resourcePersistencePath: stateDir,
      resourceTmpPath: path.join(root, '.wrangler/tmp'),
      // No request here: nothing to fetch Cloudflare's request properties for.
      cf: false,
      workers: [
        {
          name: 'migrations',
          modules: true,
          script: 'export default { fetch: () => new Response(null, { status: 404 }) }',
          d1Databases: workerOptions.d1Databases,
        },
      ],
    }),
  )
  try {
    const db = await mf.getD1Database('DB')
    await db.exec(
      'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
    )
    const applied = new Set((await db.prepare('SELECT name FROM d1_migrations').all()).results.map((row) => row.name))
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.sql') && !applied.has(name))
      .sort()
    for (const name of files) {
      const statements = unstable_splitSqlQuery(readFileSync(path.join(dir, name), 'utf8')).map((sql) => db.prepare(sql))
      await db.batch([...statements, db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)])
    }
    if (files.length) console.log(`Applied ${files.length} migration${files.length === 1 ? '' : 's'} to local D1`)
  } finally {
    await mf.dispose()
  }
}

/**
 * A benchmark's own site (bench-abuse, bench-chat): startLocalSite() on fresh state in
 * .wrangler/<name>-state, unseeded, with the bindings a bench needs (the local JWT secret, which the
 * bench also uses to mint tokens, a fixed code pepper, Turnstile's always-pass key, no mail).
 */
export async function startBenchSite(name, options = {}) {
  ensureDevVars()
  const secret = localSecret(root)
  const site = await startLocalSite({
    stateDir: path.join(root, `.wrangler/${name}-state`),
    fresh: true,
    seed: false,
    ...options,
    bindings: {
      ENVIRONMENT: 'development',
      JWT_SECRET: secret,
      OTP_PEPPER: 'bench',
      TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
      RESEND_API_KEY: '',
    },
  })
  return { ...site, secret }
}

/** Waits until `url` answers 2xx; fails after `timeoutMs`, or at once if `child` exits first. */
export async function waitForUrl(url, { timeoutMs = 180_000, child } = {}) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ${url} answered`)
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await sleep(250)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * `npm start`'s server (scripts/start.mjs --no-build --fresh) in a child process on `port` (0: a free
 * one) with fresh state in `stateDir`, so a running `npm start` is never touched; builds first when
 * `build` is true. Resolves with its address when /ping answers. Call stop() when done.
 */
export async function spawnLocalSite({ host = '127.0.0.1', port, stateDir, build = false }) {
  if (build) buildSite()
  console.log(`Starting npm start's server on :${port || 'a free port'} ...`)
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build', '--fresh'], {
    cwd: root,
    env: { ...process.env, ...localEnv, PORT: String(port), HOST: host, STATE_DIR: stateDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  try {
    // start.mjs says where it runs once it serves (the only way to learn a free port's number).
    const base = await new Promise((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk) => {
        out += chunk
        const hit = /is running at (http:\/\/\S+)/.exec(out)
        if (hit) resolve(hit[1])
      })
      child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)))
      setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000).unref()
    })
    await waitForUrl(`${base}/ping`, { child })
    return { base, child, stop }
  } catch (error) {
    stop()
    throw error
  }
}

/** The built worker on workerd through Miniflare; `inspectorPort` opens the DevTools inspector (npm run profile:hit). */
export async function serveBuiltWorker({ root, host = '127.0.0.1', port = 8787, stateDir, bindings = {}, inspectorPort }) {
  // Links in mail sent by the cron job (no request to take an origin from) point at this server.
  bindings = { LOCAL_ORIGIN: `http://${host}:${port}`, ...bindings }
  const configPath = path.join(root, 'dist/server/wrangler.json') // written by `vite build`
  const { name } = JSON.parse(readFileSync(configPath, 'utf8'))
  const { workerOptions, externalWorkers, main } = unstable_getMiniflareWorkerOptions(configPath)
  const { modulesRules, ...worker } = workerOptions
  const serverDir = path.dirname(main)
  // The module list the Cloudflare Vite plugin uses for `vite preview`: entry first, then every chunk.
  const modules = [
    { type: 'ESModule', path: path.basename(main) },
    ...modulesRules.flatMap(({ type, include }) =>
      globSync(include, { cwd: serverDir, exclude: [path.basename(main)] }).map((p) => ({ type, path: p })),
    ),
  ]
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      rootPath: serverDir,
      host,
      port,
      ...(inspectorPort ? { inspectorPort } : {}),
      log: new Log(LogLevel.WARN),
      logRequests: false,
      telemetry: { enabled: false },
      // Local only: GET /cdn-cgi/local/scheduled?cron=...&time=<ms> runs the `scheduled` handler (the cron
      // jobs), as a Cron Trigger would in production. Queues run locally inside Miniflare.
      unsafeTriggerHandlers: true,
      resourcePersistencePath: stateDir,
      resourceTmpPath: path.join(root, '.wrangler/tmp'),
      // `name` matters: DO storage lives under <state>/do/<name>-<Class>, as with `wrangler dev`.
      workers: [{ ...worker, name, modules, modulesRoot: serverDir, bindings: { ...worker.bindings, ...bindings } }, ...externalWorkers],
    }),
  )
  const url = await mf.ready
  return { mf, url }
}
