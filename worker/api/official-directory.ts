// /api/official-directory: experts propose additions, corrections and removals for the official-contacts
// directory, and a second expert approves or rejects them (worker/official-directory, docs/official-directory.md).
// Staff only, in English like the rest of the console.
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { OfficialEntry } from '#content/official-directory'
import { entryProblem, proposalSchema, reviewSchema } from '#shared/schemas/official-directory'
import { ApiError } from '#worker/http/errors'
import { requireSignedIn } from '../auth/account'
import { parseBody } from '../http/validate'
import { currentDirectory, listProposals, propose, review } from '../official-directory'
import { enforceRateLimit, RATE_LIMITS } from '../rate-limit'

export const officialDirectoryRoutes = new Hono<{ Bindings: Env }>()

/** A proposal with a full entry is at most a few kilobytes; the cap leaves room for every field at its longest. */
const PROPOSAL_MAX_BYTES = 64 * 1024

async function requireExpert(c: Context<{ Bindings: Env }>) {
  const { claims, user } = await requireSignedIn(c.env, c.req.header('authorization'))
  if (claims.role !== 'expert' || user.role !== 'expert')
    throw new ApiError(403, 'Only SaffeSupport experts can change the official directory.')
  return user
}

const tooMany = (wait: string) => `Too many directory changes from your account. Please wait ${wait}.`

/** GET: the directory as shown now (version, entries with approved changes) and the review queue. */
officialDirectoryRoutes.get('/proposals', async (c) => {
  await requireExpert(c)
  const [directory, proposals] = await Promise.all([currentDirectory(c.env.DB), listProposals(c.env.DB)])
  return c.json({ version: directory.version, entries: directory.entries, proposals })
})

officialDirectoryRoutes.post('/proposals', async (c) => {
  const expert = await requireExpert(c)
  await enforceRateLimit(c.env.DB, RATE_LIMITS.directoryChangesPerExpert, expert.id, tooMany)
  const input = await parseBody(c, proposalSchema, PROPOSAL_MAX_BYTES)
  if (input.action === 'upsert') {
    const problem = entryProblem(input.entry as OfficialEntry)
    if (problem) throw new ApiError(400, problem)
  }
  const id = await propose(
    c.env.DB,
    expert.id,
    input.action === 'upsert' ? { action: 'upsert', entry: input.entry as OfficialEntry } : { action: 'remove', id: input.id },
    input.note,
  )
  return c.json({ id, msg: 'Proposal saved. It shows on the page once a second expert approves it.' }, 201)
})

officialDirectoryRoutes.post('/proposals/:id/review', async (c) => {
  const expert = await requireExpert(c)
  await enforceRateLimit(c.env.DB, RATE_LIMITS.directoryChangesPerExpert, expert.id, tooMany)
  const id = Number(c.req.param('id'))
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, 'There is no such proposal.')
  const { decision, note } = await parseBody(c, reviewSchema, 4 * 1024)
  const status = await review(c.env.DB, expert.id, id, decision, note)
  return c.json({
    status,
    msg:
      status === 'approved' ? 'Approved: the change shows on the page and in the lookups now.' : 'Rejected: nothing changes on the page.',
  })
})
