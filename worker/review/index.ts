// The review queue (issue 41 item 6, issue 45): what people agreed to send to our experts from the
// scam checker's "Send it to our team" and the report form's "Help warn others". The browser takes the
// person's own details out before sending (shared/report.ts `redact`), and this runs it again, so the
// queue never holds an e-mail address, a card number or a phone number the browser missed. Experts
// label each item in the console; labelled items, each with its consent date, are exported as checker
// data (`exportLabelled`: GET /api/review/export, the console's "Export labelled items").
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Locale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { redact } from '#shared/report'
import { getDb, schema } from '../db'
import { ApiError } from '../http/errors'

/** Unlabelled items the queue holds at most: past this, new items wait (503) until experts catch up. */
export const REVIEW_QUEUE_MAX = 5000

export interface ReviewInput {
  source: 'checker' | 'report'
  text: string
  verdict?: string
  right?: 'yes' | 'no' | 'unsure'
}

/** POST /api/review */
export async function addReviewItem(env: Env, input: ReviewInput, locale: Locale, now = Date.now()) {
  const db = getDb(env.DB)
  const [{ n }] = await db.select({ n: count() }).from(schema.reviewItems).where(isNull(schema.reviewItems.label))
  if (n >= REVIEW_QUEUE_MAX) throw new ApiError(503, m.report_review_err_failed())
  // The report form shares the scam's own numbers on purpose; the checker's text has every number taken out.
  const text = input.source === 'checker' ? redact(input.text) : input.text
  const [row] = await db
    .insert(schema.reviewItems)
    .values({
      source: input.source,
      text,
      lang: locale,
      verdict: input.verdict ?? null,
      right: input.right ?? null,
      consentAt: now,
      createdAt: now,
    })
    .returning({ id: schema.reviewItems.id })
  return { id: row.id }
}

/** GET /api/review: the queue for experts, unlabelled first (oldest first), then the latest labelled. */
export async function reviewQueue(env: Env) {
  const db = getDb(env.DB)
  const open = await db.query.reviewItems.findMany({
    where: isNull(schema.reviewItems.label),
    orderBy: asc(schema.reviewItems.createdAt),
    limit: 50,
  })
  const done = await db.query.reviewItems.findMany({
    where: isNotNull(schema.reviewItems.label),
    orderBy: desc(schema.reviewItems.labelledAt),
    limit: 20,
  })
  const [{ n }] = await db.select({ n: count() }).from(schema.reviewItems).where(isNull(schema.reviewItems.label))
  return { waiting: n, items: [...open, ...done] }
}

/** POST /api/review/:id/label */
export async function labelItem(
  env: Env,
  id: number,
  expert: string,
  input: { label: 'scam' | 'not-scam' | 'unsure'; family?: string },
  now = Date.now(),
) {
  const [row] = await getDb(env.DB)
    .update(schema.reviewItems)
    .set({ label: input.label, family: input.family || null, labelledBy: expert, labelledAt: now })
    .where(eq(schema.reviewItems.id, id))
    .returning({ id: schema.reviewItems.id })
  if (!row) throw new ApiError(404, 'That item is no longer in the queue.')
  return { id: row.id, label: input.label }
}

/**
 * Labelled items as checker data, one JSON object a line in the shape of data/scam-check/messages.jsonl
 * (text, label scam/ordinary, lang, family, template, split) plus where it came from: the source, the consent date and the
 * label date. "unsure" is left out: it teaches nothing. Items go to the `train` split only.
 */
export async function exportLabelled(env: Env): Promise<string> {
  const rows = await getDb(env.DB).query.reviewItems.findMany({
    where: and(isNotNull(schema.reviewItems.label), isNotNull(schema.reviewItems.consentAt)),
    orderBy: asc(schema.reviewItems.id),
  })
  return rows
    .filter((r) => r.label === 'scam' || r.label === 'not-scam')
    .map((r) =>
      JSON.stringify({
        text: r.text,
        label: r.label === 'scam' ? 'scam' : 'ordinary',
        lang: r.lang,
        family: r.family ?? 'reported',
        template: `review-${r.id}`,
        split: 'train',
        source: `saffesupport-${r.source}-consented`,
        licence: "sent to SaffeSupport with the sender's consent; not for publication",
        obtained: `sent by a visitor from the ${r.source === 'checker' ? 'scam checker' : 'report form'}, own details removed on the device`,
        consentAt: new Date(r.consentAt).toISOString(),
        labelledAt: r.labelledAt ? new Date(r.labelledAt).toISOString() : null,
      }),
    )
    .map((line) => `${line}\n`)
    .join('')
}
