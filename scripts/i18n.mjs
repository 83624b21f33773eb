// Compiles the interface messages (messages/<area>/<locale>.json) with Paraglide JS into
// shared/paraglide/: one small function per message, so a page's bundle carries only the messages it
// calls. Run by `npm run build`, `npm run typecheck` and the test configs before they need the
// output; shared/paraglide/ is generated and not committed. See docs/i18n.md.
//
// The inlang project (project.inlang/settings.json) loads its message-format plugin from
// node_modules, not from a CDN, so the compile needs no network.
import { compile } from '@inlang/paraglide-js'

await compile({
  project: './project.inlang',
  outdir: './shared/paraglide',
  // The locale of a render is set by shared/i18n.ts (URL prefix in the browser, the request's
  // locale on the server); Paraglide's own strategies are not used.
  strategy: ['baseLocale'],
  emitGitIgnore: false,
  emitReadme: false,
})
// The inlang SDK leaves a timer running for half a minute after compiling; nothing is left to do.
process.exit(0)
