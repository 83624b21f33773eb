// Path aliases are declared in package.json "imports" and read from there by vite.config.ts and both
// Vitest configs (aliases.ts). TypeScript needs extensionless imports, which "imports" patterns do not
// give it, so tsconfig.json keeps "paths": this test keeps the two in step.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aliases } from '../../aliases'

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'))

describe('path aliases', () => {
  it('tsconfig.json "paths" say what package.json "imports" says', () => {
    const imports: Record<string, string> = read('package.json').imports
    const paths: Record<string, string[]> = read('tsconfig.json').compilerOptions.paths
    expect(paths).toEqual(Object.fromEntries(Object.entries(imports).map(([name, target]) => [name, [target]])))
  })

  it('every alias points at a folder of the project', () => {
    expect(Object.keys(aliases).sort()).toEqual(['#app', '#content', '#shared', '#tests', '#worker'])
    for (const dir of Object.values(aliases)) expect(dir).toMatch(/\/(app|worker|content|shared|tests)$/)
  })
})
