// WALKTHROUGH (removed after): a daily job that forgets job_runs rows not refreshed for 90 days.
import { lt } from 'drizzle-orm'
import { getDb, schema } from '../db'

const STALE_MS = 90 * 24 * 60 * 60 * 1000

export async function pruneStaleRuns(env: Env, now: Date): Promise<{ deleted: number }> {
  const gone = await getDb(env.DB)
    .delete(schema.jobRuns)
    .where(lt(schema.jobRuns.ranAt, now.getTime() - STALE_MS))
    .returning({ job: schema.jobRuns.job })
  return { deleted: gone.length }
}
