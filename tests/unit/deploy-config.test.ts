// S1: the committed configuration must make a deploy production. Local runs (npm start, tests,
// .dev.vars) say development explicitly; nothing committed for deploys may.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
/** wrangler.jsonc without its comments (lines whose first non-space characters are //). */
const wranglerConfig = JSON.parse(
  read('wrangler.jsonc')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n'),
) as { vars: Record<string, string>; env?: Record<string, { vars?: Record<string, string> }> }

describe('deploy configuration (wrangler.jsonc)', () => {
  it('ships ENVIRONMENT=production, so a deploy as committed is production', () => {
    expect(wranglerConfig.vars.ENVIRONMENT).toBe('production')
    for (const [name, block] of Object.entries(wranglerConfig.env ?? {})) {
      expect(block.vars?.ENVIRONMENT, `env.${name}`).not.toBe('development')
    }
  })

  it('carries no Turnstile test key (the real site key is set per environment)', () => {
    expect(JSON.stringify(wranglerConfig.vars)).not.toMatch(/[123]x0{20}[A-F]{2}/)
  })
})

describe('local settings', () => {
  it('.dev.vars.example makes a local run development', () => {
    expect(read('.dev.vars.example')).toMatch(/^ENVIRONMENT=development$/m)
  })

  it('npm start and the worker tests set development explicitly', () => {
    // npm start and the local tools start the site through scripts/serve.mjs startLocalSite.
    expect(read('scripts/start.mjs')).toMatch(/startLocalSite\(/)
    expect(read('scripts/serve.mjs')).toMatch(/ENVIRONMENT: 'development'/)
    expect(read('vitest.workers.config.ts')).toMatch(/ENVIRONMENT: 'development'/)
  })
})
