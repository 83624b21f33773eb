// `npm test`: type check, lint, the import rules, unit tests, the scam checker's frozen figures, worker
// tests and end-to-end tests, stopping at the first that fails. The checks at the start each use one
// core, so on a 2-core machine they run in two lanes at once (the type check beside the others, about
// 40 s each); each lane's output is printed whole when it ends, so nothing interleaves. The test suites
// after them use both cores themselves and run one after another.
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** Runs `npm run <script>`; streams its output, or keeps it in `out` when given. Resolves with its exit code. */
function run(script, out) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    if (out) {
      child.stdout.on('data', (chunk) => out.push(chunk))
      child.stderr.on('data', (chunk) => out.push(chunk))
    }
    child.on('error', (error) => {
      out?.push(Buffer.from(`${error.message}\n`))
      resolve(1)
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** The scripts of `lane` one after another, output kept; prints it when the lane ends. Resolves with the failed script or null. */
async function lane(scripts) {
  const out = []
  let failed = null
  for (const script of scripts) {
    if ((await run(script, out)) !== 0) {
      failed = script
      break
    }
  }
  process.stdout.write(Buffer.concat(out))
  return failed
}

function stop(script) {
  console.error(`\nnpm test: "npm run ${script}" failed`)
  process.exit(1)
}

// The interface messages are compiled once before the lanes (the type check and the tests read them).
if ((await run('i18n')) !== 0) stop('i18n')

const failed = (await Promise.all([lane(['typecheck']), lane(['types:check', 'lint', 'check:imports', 'eval:scam-check'])])).find(Boolean)
if (failed) stop(failed)

for (const script of ['test:unit', 'test:worker', 'test:e2e']) if ((await run(script)) !== 0) stop(script)
