// The whole D1 data model. KV holds caches only; everything that must be consistent lives here.
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

const createdAt = () =>
  integer('created_at', { mode: 'number' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`)

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'expert'] }).notNull().default('user'),
  lastLogin: integer('last_login', { mode: 'number' }),
  createdAt: createdAt(),
})

/**
 * A sign-up waiting for its e-mailed code; it becomes a user only when the code is verified, with the
 * password chosen at that step (never stored here: migration 0001).
 */
export const pendingSignups = sqliteTable('pending_signups', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastSentAt: integer('last_sent_at', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
})

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'number' }),
    /** Last use, updated at most every few minutes; drives the idle timeout of expert sessions. */
    lastSeenAt: integer('last_seen_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Fixed-window counters: `key` names the limit and its subject, `windowStart` the window. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
)

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['pending', 'confirmed'] }).notNull().default('pending'),
  tokenHash: text('token_hash').notNull(),
  confirmedAt: integer('confirmed_at', { mode: 'number' }),
  createdAt: createdAt(),
})

export const callbackRequests = sqliteTable('callback_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  bestTime: text('best_time').notNull(),
  topic: text('topic').notNull(),
  createdAt: createdAt(),
})

/** Local development only: mail that would have gone out (no RESEND_API_KEY). */
export const devOutbox = sqliteTable(
  'dev_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to)],
)
