// What operators see of the scheduled jobs and queue batches (decision 123): each run logs one structured
// line (job, outcome, counts, duration) and every failure one line with its cause, and the last run of
// each job is kept in D1 (`job_runs`) for the expert console's System view.
import { sql } from 'drizzle-orm'
import { getDb, schema } from '../db'

export type JobOutcome = 'ok' | 'partial' | 'failed'

/** A job's result, read loosely: `failures` (a list) or `errors` (a count) above zero make the run partial. */
function outcomeOf(result: unknown): { outcome: JobOutcome; counts: Record<string, unknown> } {
  if (typeof result !== 'object' || result === null) return { outcome: 'ok', counts: {} }
  const r = result as Record<string, unknown>
  const failures = Array.isArray(r.failures) ? r.failures.length : 0
  const errors = typeof r.errors === 'number' ? r.errors : 0
  const counts: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(r)) {
    if (typeof v === 'number') counts[k] = v
    else if (Array.isArray(v)) counts[k] = v.length
    else if (v && typeof v === 'object' && Object.values(v).every((x) => typeof x === 'number')) counts[k] = v
  }
  return { outcome: failures + errors > 0 ? 'partial' : 'ok', counts }
}

const causeOf = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 500) : String(err).slice(0, 500))

/** Keeps the run in `job_runs`; never throws (the run itself matters more than its record). */
async function remember(
  env: Pick<Env, 'DB'>,
  job: string,
  ranAt: number,
  outcome: JobOutcome,
  durationMs: number,
  counts: unknown,
  error: string | null,
) {
  try {
    const lastOkAt = outcome === 'ok' ? ranAt : null
    await getDb(env.DB)
      .insert(schema.jobRuns)
      .values({ job, ranAt, outcome, durationMs, counts: JSON.stringify(counts), error, lastOkAt })
      .onConflictDoUpdate({
        target: schema.jobRuns.job,
        set: {
          ranAt,
          outcome,
          durationMs,
          counts: JSON.stringify(counts),
          error,
          lastOkAt: lastOkAt ?? sql`${schema.jobRuns.lastOkAt}`,
        },
      })
  } catch (err) {
    console.error(JSON.stringify({ job, event: 'failure', cause: `could not record the run: ${causeOf(err)}` }))
  }
}

/** Runs `work` as the job `job`: one log line, one `job_runs` row; a thrown error is logged, recorded and thrown again. */
export async function observeJob<T>(env: Pick<Env, 'DB'>, job: string, work: () => Promise<T>, now = Date.now()): Promise<T> {
  const started = Date.now()
  try {
    const result = await work()
    const { outcome, counts } = outcomeOf(result)
    const durationMs = Date.now() - started
    console.log(JSON.stringify({ job, outcome, counts, durationMs }))
    await remember(env, job, now, outcome, durationMs, counts, null)
    return result
  } catch (err) {
    const durationMs = Date.now() - started
    const cause = causeOf(err)
    console.error(JSON.stringify({ job, outcome: 'failed', event: 'failure', cause, durationMs }))
    await remember(env, job, now, 'failed', durationMs, {}, cause)
    throw err
  }
}
