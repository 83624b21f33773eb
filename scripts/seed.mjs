// Local seed: the expert account (docs/product.md "Accounts"; password from EXPERT_PASSWORD). Run by
// scripts/serve.mjs startLocalSite (npm start, and `npm run seed`: scripts/start.mjs --seed-only).
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
