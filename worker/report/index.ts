// "Report it once" on the server (issue 45, docs/report-it-once.md): a report saved to an account, the
// reference numbers typed after filing, and the check-ins the person chose (worker/report/checkins.ts
// sends them). Nothing here ever contacts an agency.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { type ReportDraft, readDraft } from '#shared/report'
import type { SignedIn } from '../auth/account'
import { getDb, schema } from '../db'
import { base64url } from '../http/base64url'
import { ApiError } from '../http/errors'

/** At most this many reports per account: a stranger with an account cannot grow the table without bound. */
export const MAX_REPORTS_PER_ACCOUNT = 50
/** At most this many reference numbers per report. */
export const MAX_REFERENCES_PER_REPORT = 30
/** The check-ins, in days after the person chose them. */
export const CHECKIN_DAYS = [1, 3, 7, 14, 30] as const
export const DAY_MS = 24 * 60 * 60 * 1000

type ReportRow = typeof schema.reports.$inferSelect

async function ownReport(env: Env, userId: string, id: string): Promise<ReportRow> {
  const row = await getDb(env.DB).query.reports.findFirst({ where: and(eq(schema.reports.id, id), eq(schema.reports.userId, userId)) })
  if (!row) throw new ApiError(404, m.report_err_not_found())
  return row
}

/** POST /api/reports: saves the draft as a new report, or again over the same one (`id`). */
export async function saveReport(
  env: Env,
  { user }: SignedIn,
  draft: ReportDraft,
  id: string | undefined,
  locale: Locale,
  now = Date.now(),
) {
  const db = getDb(env.DB)
  const body = JSON.stringify(draft)
  if (id) {
    const [row] = await db
      .update(schema.reports)
      .set({ body, country: draft.country || null, locale, updatedAt: now })
      .where(and(eq(schema.reports.id, id), eq(schema.reports.userId, user.id)))
      .returning({ id: schema.reports.id })
    if (row) return { id: row.id }
  }
  const [{ n }] = await db.select({ n: count() }).from(schema.reports).where(eq(schema.reports.userId, user.id))
  if (n >= MAX_REPORTS_PER_ACCOUNT) throw new ApiError(409, m.report_err_full({ max: MAX_REPORTS_PER_ACCOUNT }))
  const newId = crypto.randomUUID()
  await db
    .insert(schema.reports)
    .values({ id: newId, userId: user.id, locale, country: draft.country || null, body, createdAt: now, updatedAt: now })
  return { id: newId }
}

/** GET /api/reports: every report of the account, newest first, with its reference numbers. */
export async function listReports(env: Env, { user }: SignedIn) {
  const db = getDb(env.DB)
  const rows = await db.query.reports.findMany({ where: eq(schema.reports.userId, user.id), orderBy: desc(schema.reports.createdAt) })
  const refs = rows.length
    ? await db.query.reportReferences.findMany({
        where: inArray(
          schema.reportReferences.reportId,
          rows.map((r) => r.id),
        ),
        orderBy: asc(schema.reportReferences.id),
      })
    : []
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    country: r.country,
    checkins: r.checkins === 'on' ? 'on' : 'off',
    draft: readDraft(JSON.parse(r.body)),
    references: refs
      .filter((f) => f.reportId === r.id)
      .map((f) => ({ id: f.id, agency: f.agency, reference: f.reference, filedOn: f.filedOn ?? '' })),
  }))
}

/** POST /api/reports/:id/references */
export async function addReference(
  env: Env,
  { user }: SignedIn,
  id: string,
  input: { agency: string; reference: string; filedOn: string | null },
  now = Date.now(),
) {
  const report = await ownReport(env, user.id, id)
  const db = getDb(env.DB)
  const [{ n }] = await db.select({ n: count() }).from(schema.reportReferences).where(eq(schema.reportReferences.reportId, report.id))
  if (n >= MAX_REFERENCES_PER_REPORT) throw new ApiError(409, m.report_err_bad_reference())
  const [row] = await db
    .insert(schema.reportReferences)
    .values({ reportId: report.id, agency: input.agency, reference: input.reference, filedOn: input.filedOn, createdAt: now })
    .returning()
  await db.update(schema.reports).set({ updatedAt: now }).where(eq(schema.reports.id, report.id))
  return { reference: { id: row.id, agency: row.agency, reference: row.reference, filedOn: row.filedOn ?? '' } }
}

/** POST /api/reports/:id/checkins: the check-ins of days 1, 3, 7, 14 and 30 from now, each due once. */
export async function startCheckins(env: Env, { user }: SignedIn, id: string, copyContact: boolean, locale: Locale, now = Date.now()) {
  const report = await ownReport(env, user.id, id)
  const db = getDb(env.DB)
  await db.batch([
    db.update(schema.reports).set({ checkins: 'on', copyContact, locale, updatedAt: now }).where(eq(schema.reports.id, report.id)),
    // Choosing again after a stop starts a new series: what was not sent is due again from now.
    db
      .delete(schema.reportCheckins)
      .where(and(eq(schema.reportCheckins.reportId, report.id), inArray(schema.reportCheckins.status, ['due', 'stopped']))),
    ...CHECKIN_DAYS.map((day) =>
      db
        .insert(schema.reportCheckins)
        .values({ reportId: report.id, day, dueAt: now + day * DAY_MS })
        .onConflictDoNothing(),
    ),
  ])
  return { checkins: 'on' as const, days: CHECKIN_DAYS }
}

/** Stops every check-in of a report not yet sent. */
async function stopReport(env: Env, reportId: string, now: number) {
  const db = getDb(env.DB)
  await db.batch([
    db.update(schema.reports).set({ checkins: 'stopped', updatedAt: now }).where(eq(schema.reports.id, reportId)),
    db
      .update(schema.reportCheckins)
      .set({ status: 'stopped' })
      .where(and(eq(schema.reportCheckins.reportId, reportId), inArray(schema.reportCheckins.status, ['due', 'queued']))),
  ])
}

/** DELETE /api/reports/:id/checkins */
export async function stopCheckins(env: Env, { user }: SignedIn, id: string, now = Date.now()) {
  const report = await ownReport(env, user.id, id)
  await stopReport(env, report.id, now)
  return { checkins: 'stopped' as const }
}

/** DELETE /api/reports/:id: the report, its numbers and its check-ins are gone at once. */
export async function deleteReport(env: Env, { user }: SignedIn, id: string) {
  const report = await ownReport(env, user.id, id)
  const db = getDb(env.DB)
  await db.batch([
    db.delete(schema.reportCheckins).where(eq(schema.reportCheckins.reportId, report.id)),
    db.delete(schema.reportReferences).where(eq(schema.reportReferences.reportId, report.id)),
    db.delete(schema.reports).where(eq(schema.reports.id, report.id)),
  ])
  return { deleted: true }
}

// ---- the stop links: `<report id>.<HMAC-SHA256 of it>` stops the check-ins; the trusted contact's copy
// carries `<report id>.c.<HMAC under another key>`, which stops only her copies. Nothing stored; each
// dies with the report. ----

export type StopKind = 'checkins' | 'copy'

async function stopKey(env: Pick<Env, 'JWT_SECRET'>, kind: StopKind) {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`${kind === 'copy' ? 'report-checkins-copy-stop' : 'report-checkins-stop'}:${env.JWT_SECRET}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

export async function stopToken(env: Pick<Env, 'JWT_SECRET'>, reportId: string, kind: StopKind = 'checkins'): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await stopKey(env, kind), new TextEncoder().encode(reportId))
  return kind === 'copy' ? `${reportId}.c.${base64url(mac)}` : `${reportId}.${base64url(mac)}`
}

/**
 * POST /api/reports/checkins/stop: works with the link alone (no sign-in), as a one-click unsubscribe
 * must. The holder's link stops the check-ins; the contact's link stops only the copies to her.
 */
export async function stopByToken(env: Env, token: string, now = Date.now()): Promise<'stopped' | 'copy-stopped' | 'invalid'> {
  const parts = token.split('.')
  const kind: StopKind = parts.length === 3 && parts[1] === 'c' ? 'copy' : 'checkins'
  const reportId = parts[0]
  if (!reportId) return 'invalid'
  const [given, expected] = [new TextEncoder().encode(token), new TextEncoder().encode(await stopToken(env, reportId, kind))]
  if (given.byteLength !== expected.byteLength) return 'invalid'
  let diff = 0
  for (let i = 0; i < given.byteLength; i++) diff |= given[i] ^ expected[i]
  if (diff !== 0) return 'invalid'
  const db = getDb(env.DB)
  const row = await db.query.reports.findFirst({ where: eq(schema.reports.id, reportId), columns: { id: true } })
  if (!row) return 'invalid'
  if (kind === 'copy') {
    await db.update(schema.reports).set({ copyContact: false, updatedAt: now }).where(eq(schema.reports.id, row.id))
    return 'copy-stopped'
  }
  await stopReport(env, row.id, now)
  return 'stopped'
}
