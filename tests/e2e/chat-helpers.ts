// Expert sign-in for the chat e2e tests. `loginExpert` uses the real login API; `localExpertToken`
// does not depend on it: it adds a session row for the seeded expert straight to the e2e server's
// local D1 file and signs the token with the local secret (scripts/local-tokens.mjs).
import { globSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { APIRequestContext, Page } from '@playwright/test'
// @ts-expect-error plain ESM script without types
import { localSecret, mintSessionToken } from '../../scripts/local-tokens.mjs'

export const EXPERT = { email: 'expert@example.com', password: 'expert-local-password', name: 'Sam from SaffeSupport' }
const root = path.resolve(import.meta.dirname, '../..')

export interface ExpertSignIn {
  token: string
  user: { name: string; email: string; role: 'expert' }
}

/** POST /api/auth/login; null when that endpoint does not exist in this build. */
export async function loginExpert(request: APIRequestContext): Promise<ExpertSignIn | null> {
  const res = await request.post('/api/auth/login', {
    data: { email: EXPERT.email, password: EXPERT.password, turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' },
  })
  if (res.status() === 404) return null
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`)
  const body = (await res.json()) as { token: string; user: ExpertSignIn['user'] }
  return { token: body.token, user: { ...body.user, role: 'expert' } }
}

export async function localExpertToken(): Promise<ExpertSignIn> {
  const port = process.env.E2E_PORT ?? '8788'
  const [file] = globSync(`.wrangler/e2e-state-${port}/v3/d1/miniflare-D1DatabaseObject/*.sqlite`, { cwd: root }).filter(
    (f) => !f.endsWith('metadata.sqlite'),
  )
  if (!file) throw new Error('the e2e server has no local D1 database yet')
  const db = new DatabaseSync(path.join(root, file))
  db.exec('PRAGMA busy_timeout = 5000')
  try {
    const user = db.prepare('SELECT id, name FROM users WHERE email = ?').get(EXPERT.email) as { id: string; name: string }
    const token = await mintSessionToken({
      exec: (sql: string, ...params: (string | number)[]) => db.prepare(sql).run(...params),
      secret: localSecret(root),
      userId: user.id,
      role: 'expert',
    })
    return { token, user: { name: user.name, email: EXPERT.email, role: 'expert' } }
  } finally {
    db.close()
  }
}

/** Stores the sign-in the way the login page does, before the page's scripts run. */
export async function signInBrowser(page: Page, signIn: ExpertSignIn) {
  await page.addInitScript((s) => {
    window.localStorage.setItem('authToken', s.token)
    window.localStorage.setItem('user', JSON.stringify(s.user))
  }, signIn)
}
