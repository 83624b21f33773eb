// Every file under a folder, for tests that read the site's words from disk (content/, messages/).
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}
