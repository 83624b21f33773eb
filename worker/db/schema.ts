// The whole D1 data model. KV holds caches only; everything that must be consistent lives here.
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { LOCALES } from '../../content/locales.ts'

const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(sql`(unixepoch() * 1000)`)

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'expert'] })
    .notNull()
    .default('user'),
  lastLogin: integer('last_login', { mode: 'number' }),
  createdAt: createdAt(),
  /** When the user ticked the optional marketing e-mail box at sign-up; null: no consent (decision 112). */
  marketingConsentAt: integer('marketing_consent_at', { mode: 'number' }),
  /** The time zone the browser reported at sign-up or sign-in (IANA name), for times in mails (W7); null: unknown. */
  timeZone: text('time_zone'),
})

/**
 * A sign-up waiting for its e-mailed code; it becomes a user only when the code is verified, with the
 * password chosen at that step (never stored here: migration 0001).
 */
export const pendingSignups = sqliteTable(
  'pending_signups',
  {
    email: text('email').primaryKey(),
    name: text('name').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: integer('last_sent_at', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** The password typed on /signup (PBKDF2), usable only with the cookie whose SHA-256 is browserHash (decision 112). */
    passwordHash: text('password_hash'),
    browserHash: text('browser_hash'),
    /** 1 when the optional marketing e-mail box was ticked. */
    marketing: integer('marketing').notNull().default(0),
  },
  (t) => [index('pending_signups_expires_idx').on(t.expiresAt)],
)

/**
 * A password reset waiting for its e-mailed code (decision 150): one row per address asked about,
 * registered or not, so the cooldown says nothing about which addresses have accounts.
 */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: integer('last_sent_at', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /**
     * SHA-256 of the short-lived `reset_browser` cookie of the browser that asked for the code (U4): one
     * row per address and browser (migration 0013), so a stranger's request or guesses never touch the
     * code the owner asked for.
     */
    browserHash: text('browser_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.browserHash] }), index('password_resets_expires_idx').on(t.expiresAt)],
)

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
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx').on(t.revokedAt),
  ],
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

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'confirmed'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash').notNull(),
    confirmedAt: integer('confirmed_at', { mode: 'number' }),
    createdAt: createdAt(),
    /** Which alerts to send: `US`, `CA` or `any` (both countries). */
    country: text('country', { enum: ['US', 'CA', 'any'] })
      .notNull()
      .default('any'),
    /** Only alerts marked `urgent`. */
    urgentOnly: integer('urgent_only', { mode: 'boolean' }).notNull().default(false),
    /** The personal unsubscribe and preferences link's token, set on confirmation (worker/newsletter/manage.ts). */
    manageToken: text('manage_token').unique(),
    /** The language the visitor signed up in (a `Locale`): their confirmation and alert e-mails use it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
  },
  (t) => [
    index('newsletter_subscribers_status_idx').on(t.status, t.id),
    index('newsletter_subscribers_status_created_idx').on(t.status, t.createdAt),
  ],
)

/** Unsubscribed addresses, kept only as SHA-256 of the address so bulk mail never reaches them again. */
export const newsletterSuppressions = sqliteTable(
  'newsletter_suppressions',
  {
    emailHash: text('email_hash').primaryKey(),
    /** SHA-256 of the personal link that unsubscribed, so using it again says "already unsubscribed". */
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_suppressions_token_idx').on(t.tokenHash)],
)

/** One row per published alert that the cron job has started to fan out; cursors are recipient ids. */
export const alertDispatches = sqliteTable('alert_dispatches', {
  alertSlug: text('alert_slug').primaryKey(),
  emailCursor: integer('email_cursor').notNull().default(0),
  pushCursor: integer('push_cursor').notNull().default(0),
  finishedAt: integer('finished_at', { mode: 'number' }),
  createdAt: createdAt(),
})

/** One row per (alert, channel, recipient): the unique key makes every delivery happen at most once. */
export const alertDeliveries = sqliteTable(
  'alert_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    alertSlug: text('alert_slug').notNull(),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'dropped', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: integer('claimed_at', { mode: 'number' }),
    sentAt: integer('sent_at', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_deliveries_once').on(t.alertSlug, t.channel, t.recipientId),
    index('alert_deliveries_status_idx').on(t.status, t.createdAt),
  ],
)

/** Browsers that asked for alerts by Web Push (endpoint on a known push service, RFC 8291 keys). */
export const pushSubscriptions = sqliteTable('push_subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: createdAt(),
  /** The last push a service accepted (migration 0006); rows long without one are removed (decision 122). */
  lastOkAt: integer('last_ok_at', { mode: 'number' }),
  /** Pushes refused or unreachable in a row since the last good one. */
  failures: integer('failures').notNull().default(0),
  /** The client key (IPv4, or the IPv6 /48) that stored it, for the per-network cap. */
  client: text('client'),
})

export const callbackRequests = sqliteTable(
  'callback_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    bestTime: text('best_time').notNull(),
    topic: text('topic').notNull(),
    /** One of content/callback.ts `timeZones`; null for requests made before it existed. */
    timeZone: text('time_zone'),
    /** Optional note the visitor attached (help-now plan, scam check), up to 10,000 characters. */
    note: text('note'),
    createdAt: createdAt(),
    /** The language of the page the request came from (a `Locale`): the language to call in. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** When the sales inbox was mailed (migration 0006); null = not yet, the cron tries again. */
    notifiedAt: integer('notified_at', { mode: 'number' }),
    notifyAttempts: integer('notify_attempts').notNull().default(0),
  },
  (t) => [index('callback_requests_created_idx').on(t.createdAt), index('callback_requests_unnotified_idx').on(t.notifiedAt)],
)

/** "Is this really SaffeSupport?" codes: only an HMAC of the code, never the code. */
export const verifyCodes = sqliteTable(
  'verify_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    codeHash: text('code_hash').notNull(),
    expertId: text('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertName: text('expert_name').notNull(),
    conversationId: text('conversation_id').notNull(),
    issuedAt: integer('issued_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('verify_codes_hash_idx').on(t.codeHash), index('verify_codes_expires_idx').on(t.expiresAt)],
)

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
    /** Extra mail headers as a JSON object (e.g. List-Unsubscribe), or null. */
    headers: text('headers'),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to), index('dev_outbox_created_idx').on(t.createdAt)],
)

/**
 * An account's trusted contact (decision 160): one per account. `pending` until the contact presses
 * "Accept" on the invitation's page; only the SHA-256 of the invitation token is kept, until it is used
 * or expires (the retention job deletes an invitation never accepted).
 */
export const trustedContacts = sqliteTable(
  'trusted_contacts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** What the holder chose the contact may receive; all off until chosen. */
    mayAsks: integer('may_asks', { mode: 'boolean' }).notNull().default(false),
    mayPlans: integer('may_plans', { mode: 'boolean' }).notNull().default(false),
    mayWarnings: integer('may_warnings', { mode: 'boolean' }).notNull().default(false),
    /** The holder's language when naming the contact: every mail to the contact is written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    inviteHash: text('invite_hash'),
    inviteExpiresAt: integer('invite_expires_at', { mode: 'number' }),
    acceptedAt: integer('accepted_at', { mode: 'number' }),
    createdAt: createdAt(),
    /** The time zone the contact's browser reported when accepting (IANA name), for times in mails (W7). */
    timeZone: text('time_zone'),
  },
  (t) => [
    uniqueIndex('trusted_contacts_user_idx').on(t.userId),
    index('trusted_contacts_invite_idx').on(t.inviteHash),
    index('trusted_contacts_expiry_idx').on(t.status, t.inviteExpiresAt),
  ],
)

/** Browsers an account has signed in from: SHA-256 of a random cookie value (early warnings, decision 160). */
export const knownBrowsers = sqliteTable(
  'known_browsers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browserHash] }), index('known_browsers_seen_idx').on(t.lastSeenAt)],
)
/** The last run of each scheduled job and queue consumer (migration 0006), for the console's System view. */
export const jobRuns = sqliteTable('job_runs', {
  job: text('job').primaryKey(),
  ranAt: integer('ran_at', { mode: 'number' }).notNull(),
  outcome: text('outcome', { enum: ['ok', 'partial', 'failed'] }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  /** The job's counts as JSON, e.g. {"enqueued":40}. */
  counts: text('counts'),
  error: text('error'),
  lastOkAt: integer('last_ok_at', { mode: 'number' }),
})

/**
 * Experts' additions and corrections to the official-contacts directory (migration 0011, docs/official-directory.md):
 * one proposed entry (JSON, the shape of content/official-directory.ts `OfficialEntry`) or removal, shown
 * on /official-contacts only once a second expert approves it.
 */
export const officialDirectoryProposals = sqliteTable(
  'official_directory_proposals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entryId: text('entry_id').notNull(),
    action: text('action', { enum: ['upsert', 'remove'] }).notNull(),
    entryJson: text('entry_json'),
    note: text('note').notNull(),
    proposedBy: text('proposed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: integer('reviewed_at', { mode: 'number' }),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
  },
  (t) => [index('official_directory_proposals_status_idx').on(t.status, t.reviewedAt)],
)

/** U1 (migration 0010): owners' early warnings that could not be sent yet; the cron tries again, the row goes once sent. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** A MailPurpose (worker/mail/budget.ts). */
    purpose: text('purpose').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: text('headers'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: integer('next_at', { mode: 'number' }).notNull(),
    /** Why the last try failed: the error's kind only, never an address. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_next_idx').on(t.nextAt)],
)

/** U2 (migration 0010): addresses no trusted-contact invitation may reach until `until` (SHA-256 of the address). */
export const inviteHolds = sqliteTable(
  'invite_holds',
  {
    emailHash: text('email_hash').primaryKey(),
    /** 'invited' (waiting for an answer), 'declined' (said no or stopped). */
    reason: text('reason', { enum: ['invited', 'declined'] }).notNull(),
    until: integer('until', { mode: 'number' }).notNull(),
  },
  (t) => [index('invite_holds_until_idx').on(t.until)],
)

/** A report saved from /report-it-once (issue 45, migration 0012): the person's one account, as JSON. */
export const reports = sqliteTable(
  'reports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    country: text('country'),
    /** The draft (shared/report.ts), capped. */
    body: text('body').notNull(),
    /** The e-mailed check-ins: off until chosen, then on, or stopped. */
    checkins: text('checkins', { enum: ['off', 'on', 'stopped'] })
      .notNull()
      .default('off'),
    copyContact: integer('copy_contact', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('reports_user_idx').on(t.userId, t.createdAt), index('reports_updated_idx').on(t.updatedAt)],
)

/** A reference number the person was given after filing one part of the pack. */
export const reportReferences = sqliteTable(
  'report_references',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    agency: text('agency').notNull(),
    reference: text('reference').notNull(),
    /** yyyy-mm-dd, as the person typed it. */
    filedOn: text('filed_on'),
    createdAt: createdAt(),
  },
  (t) => [index('report_references_report_idx').on(t.reportId)],
)

/** One e-mailed check-in (days 1, 3, 7, 14, 30): due → queued (cron) → sending → sent, once (worker/report/checkins.ts). */
export const reportCheckins = sqliteTable(
  'report_checkins',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    dueAt: integer('due_at', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['due', 'queued', 'sending', 'sent', 'stopped', 'failed'] })
      .notNull()
      .default('due'),
    queuedAt: integer('queued_at', { mode: 'number' }),
    sentAt: integer('sent_at', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [uniqueIndex('report_checkins_day_idx').on(t.reportId, t.day), index('report_checkins_due_idx').on(t.status, t.dueAt)],
)

/** What a person agreed to send to our experts (issue 41 item 6), without their own details; labelled in the console. */
export const reviewItems = sqliteTable(
  'review_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    source: text('source', { enum: ['checker', 'report'] }).notNull(),
    text: text('text').notNull(),
    lang: text('lang', { enum: LOCALES }).notNull(),
    /** What the checker answered (its verdict), when it came from the checker. */
    verdict: text('verdict'),
    /** The person's "Was this right?". */
    right: text('right', { enum: ['yes', 'no', 'unsure'] }),
    consentAt: integer('consent_at', { mode: 'number' }).notNull(),
    label: text('label', { enum: ['scam', 'not-scam', 'unsure'] }),
    family: text('family'),
    labelledBy: text('labelled_by'),
    labelledAt: integer('labelled_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('review_items_label_idx').on(t.label, t.createdAt)],
)
