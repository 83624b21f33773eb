// Serves the BUILT worker (dist/server) on workerd through Miniflare's API: the same bindings and
// persisted state as `wrangler dev`, without its proxy hop, request logging and trace collector.
import path from 'node:path'
import { globSync, readFileSync } from 'node:fs'
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'

export async function serveBuiltWorker({ root, host = '127.0.0.1', port = 8787, stateDir, bindings = {} }) {
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
      log: new Log(LogLevel.WARN),
      logRequests: false,
      telemetry: { enabled: false },
      // Local only: GET /cdn-cgi/local/scheduled?cron=...&time=<ms> runs the `scheduled` handler (the cron
      // jobs), as a Cron Trigger would in production. Queues run locally inside Miniflare.
      unsafeTriggerHandlers: true,
      resourcePersistencePath: stateDir,
      resourceTmpPath: path.join(root, '.wrangler/tmp'),
      // `name` matters: DO storage lives under <state>/do/<name>-<Class>, as with `wrangler dev`.
      workers: [
        { ...worker, name, modules, modulesRoot: serverDir, bindings: { ...worker.bindings, ...bindings } },
        ...externalWorkers,
      ],
    }),
  )
  const url = await mf.ready
  return { mf, url }
}
