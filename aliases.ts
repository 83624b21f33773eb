// The path aliases (#app/…, #worker/…, #content/…, #shared/…, #tests/…) are declared once, in package.json
// "imports" (which Node and TypeScript read themselves). vite.config.ts and both Vitest configs take them
// from here, so a new alias is one line in package.json.
import { readFileSync } from 'node:fs'

const root = new URL('./', import.meta.url)
const imports: Record<string, string> = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).imports

/** `{ '#app': '/abs/path/app', … }` for Vite's resolve.alias. */
export const aliases: Record<string, string> = Object.fromEntries(
  Object.entries(imports).map(([name, target]) => [name.replace(/\/\*$/, ''), new URL(target.replace(/\/\*$/, ''), root).pathname]),
)
