// Local seed: the expert account (docs/product.md "Accounts"; password from EXPERT_PASSWORD). Run by
// scripts/serve.mjs startLocalSite (npm start), or alone as `npm run seed`.
import { hashPassword } from '../worker/auth/password.ts'

export const EXPERT_EMAIL = 'expert@example.com'

/** @param {D1Database} db */
export async function seed(db) {
  const existing = await db.prepare('SELECT id FROM users WHERE email = ?').bind(EXPERT_EMAIL).first()
  if (existing) return
  const password = process.env.EXPERT_PASSWORD ?? 'expert-local-password'
  await db
    .prepare("INSERT INTO users (id, name, email, password_hash, role) VALUES (?, 'Sam from SaffeSupport', ?, ?, 'expert')")
    .bind(crypto.randomUUID(), EXPERT_EMAIL, await hashPassword(password))
    .run()
  console.log(`Seeded expert account ${EXPERT_EMAIL}`)
}

// `npm run seed`: migrate and seed the local state `npm start` uses (STATE_DIR, default .wrangler/state).
// Once this module has loaded: scripts/serve.mjs imports it too.
if (import.meta.main) {
  setImmediate(async () => {
    const { startLocalSite } = await import('./serve.mjs')
    const site = await startLocalSite({ port: 0, stateDir: process.env.STATE_DIR ?? '.wrangler/state' })
    await site.stop()
  })
}
