// Compiles the interface messages (messages/<area>/<locale>.json) with Paraglide JS into
// shared/paraglide/: one small function per message, so a page's bundle carries only the messages it
// calls. Run by `npm run build`, `npm run typecheck` and the test configs before they need the
// output; shared/paraglide/ is generated and not committed. See docs/i18n.md.
//
// The inlang project (project.inlang/settings.json) loads its message-format plugin from
// node_modules, not from a CDN, so the compile needs no network.
//
// The compile takes about 6 s and `npm test` asks for it four times: it is skipped when the output
// was made from exactly these inputs (the messages, the settings, Paraglide's version, this script).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@inlang/paraglide-js'

const OUTDIR = './shared/paraglide'
const STAMP = path.join(OUTDIR, '.inputs-sha256')
const inputs = createHash('sha256')
for (const file of [
  'project.inlang/settings.json',
  'node_modules/@inlang/paraglide-js/package.json',
  'node_modules/@inlang/plugin-message-format/package.json',
  'scripts/i18n.mjs',
  ...readdirSync('messages', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join('messages', name)),
]) {
  inputs.update(`${file}\0`).update(readFileSync(file)).update('\0')
}
const digest = inputs.digest('hex')
if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest && existsSync(path.join(OUTDIR, 'messages.js'))) process.exit(0)

await compile({
  project: './project.inlang',
  outdir: OUTDIR,
  // The locale of a render is set by shared/i18n.ts (URL prefix in the browser, the request's
  // locale on the server); Paraglide's own strategies are not used.
  strategy: ['baseLocale'],
  emitGitIgnore: false,
  emitReadme: false,
})
writeFileSync(STAMP, digest)
// The inlang SDK leaves a timer running for half a minute after compiling; nothing is left to do.
process.exit(0)
