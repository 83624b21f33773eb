// The official-contacts directory as the site shows it: the built-in entries (content/official-directory.ts)
// with the experts' approved changes laid over them (migration 0011). Proposals need a second expert:
// the one who proposed a change can never approve it (docs/official-directory.md).
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import {
  DIRECTORY_VERSION,
  type LookupKind,
  lookup,
  mergeApproved,
  OFFICIAL_ENTRIES,
  type OfficialEntry,
} from '#content/official-directory'
import { getDb, schema } from '#worker/db'
import { ApiError } from '#worker/http/errors'

export type DirectoryChange = { action: 'upsert'; entry: OfficialEntry } | { action: 'remove'; id: string }

/** How many proposals may wait for review at once: a reviewer's queue, not a store anyone can grow. */
export const MAX_PENDING_PROPOSALS = 200

/** The approved changes, oldest review first (so a later approval for the same id wins). */
export async function approvedChanges(d1: D1Database): Promise<DirectoryChange[]> {
  const rows = await getDb(d1)
    .select({
      entryId: schema.officialDirectoryProposals.entryId,
      action: schema.officialDirectoryProposals.action,
      entryJson: schema.officialDirectoryProposals.entryJson,
    })
    .from(schema.officialDirectoryProposals)
    .where(eq(schema.officialDirectoryProposals.status, 'approved'))
    .orderBy(asc(schema.officialDirectoryProposals.reviewedAt), asc(schema.officialDirectoryProposals.id))
  const changes: DirectoryChange[] = []
  for (const row of rows) {
    if (row.action === 'remove') changes.push({ action: 'remove', id: row.entryId })
    else if (row.entryJson) changes.push({ action: 'upsert', entry: JSON.parse(row.entryJson) as OfficialEntry })
  }
  return changes
}

/** The directory the site shows now; the built-in entries alone if D1 cannot be read (never no directory). */
export async function currentDirectory(
  d1: D1Database,
): Promise<{ version: string; entries: OfficialEntry[]; changes: number; live: boolean }> {
  try {
    const changes = await approvedChanges(d1)
    return { version: DIRECTORY_VERSION, entries: mergeApproved(OFFICIAL_ENTRIES, changes), changes: changes.length, live: true }
  } catch (error) {
    console.error(JSON.stringify({ event: 'failure', part: 'official-directory', cause: String(error).slice(0, 300) }))
    return { version: DIRECTORY_VERSION, entries: [...OFFICIAL_ENTRIES], changes: 0, live: false }
  }
}

/** The worker-side lookup (name, phone number or web address) over what the site shows now. */
export async function lookupOfficial(d1: D1Database, input: string): Promise<{ kind: LookupKind; matches: OfficialEntry[] }> {
  const { entries } = await currentDirectory(d1)
  return lookup(input, entries)
}

export interface ProposalView {
  id: number
  entryId: string
  action: 'upsert' | 'remove'
  entry: OfficialEntry | null
  /** The built-in or approved entry this would replace or remove, to compare. */
  current: OfficialEntry | null
  note: string
  proposedBy: string
  proposedByName: string
  status: 'pending' | 'approved' | 'rejected'
  reviewedByName: string | null
  reviewNote: string | null
  createdAt: number
  reviewedAt: number | null
}

/** Pending proposals first (oldest first), then the 20 last decided. */
export async function listProposals(d1: D1Database): Promise<ProposalView[]> {
  const db = getDb(d1)
  const p = schema.officialDirectoryProposals
  const select = {
    id: p.id,
    entryId: p.entryId,
    action: p.action,
    entryJson: p.entryJson,
    note: p.note,
    proposedBy: p.proposedBy,
    proposedByName: sql<string>`(select name from users where users.id = ${p.proposedBy})`,
    status: p.status,
    reviewedByName: sql<string | null>`(select name from users where users.id = ${p.reviewedBy})`,
    reviewNote: p.reviewNote,
    createdAt: p.createdAt,
    reviewedAt: p.reviewedAt,
  }
  const pending = await db.select(select).from(p).where(eq(p.status, 'pending')).orderBy(asc(p.id)).limit(MAX_PENDING_PROPOSALS)
  const decided = await db.select(select).from(p).where(ne(p.status, 'pending')).orderBy(desc(p.reviewedAt), desc(p.id)).limit(20)
  const { entries } = await currentDirectory(d1)
  const byId = new Map(entries.map((e) => [e.id, e]))
  return [...pending, ...decided].map(({ entryJson, ...row }) => ({
    ...row,
    entry: entryJson ? (JSON.parse(entryJson) as OfficialEntry) : null,
    current: byId.get(row.entryId) ?? null,
  }))
}

export async function propose(d1: D1Database, expertId: string, change: DirectoryChange, note: string, now = Date.now()): Promise<number> {
  const db = getDb(d1)
  const p = schema.officialDirectoryProposals
  const [{ pending }] = await db.select({ pending: sql<number>`count(*)` }).from(p).where(eq(p.status, 'pending'))
  if (pending >= MAX_PENDING_PROPOSALS)
    throw new ApiError(409, `${MAX_PENDING_PROPOSALS} proposals are already waiting for review. Please review some before proposing more.`)
  if (change.action === 'remove') {
    const { entries } = await currentDirectory(d1)
    if (!entries.some((e) => e.id === change.id)) throw new ApiError(404, `There is no entry "${change.id}" to remove.`)
  }
  const [row] = await db
    .insert(p)
    .values({
      entryId: change.action === 'remove' ? change.id : change.entry.id,
      action: change.action,
      entryJson: change.action === 'upsert' ? JSON.stringify(change.entry) : null,
      note,
      proposedBy: expertId,
      createdAt: now,
    })
    .returning({ id: p.id })
  return row.id
}

/** Approves or rejects a pending proposal. Its author cannot review it: a second expert must. */
export async function review(
  d1: D1Database,
  expertId: string,
  id: number,
  decision: 'approve' | 'reject',
  note: string | undefined,
  now = Date.now(),
): Promise<'approved' | 'rejected'> {
  const db = getDb(d1)
  const p = schema.officialDirectoryProposals
  const row = await db.query.officialDirectoryProposals.findFirst({ where: eq(p.id, id) })
  if (!row) throw new ApiError(404, 'There is no such proposal.')
  if (row.status !== 'pending') throw new ApiError(409, `This proposal was already ${row.status}.`)
  if (row.proposedBy === expertId) throw new ApiError(403, 'A second expert must review this proposal: you cannot review your own.')
  const status = decision === 'approve' ? 'approved' : 'rejected'
  // Only a row still pending changes: two reviewers at once cannot both decide it.
  const done = await db
    .update(p)
    .set({ status, reviewedBy: expertId, reviewedAt: now, reviewNote: note?.trim() || null })
    .where(and(eq(p.id, id), eq(p.status, 'pending')))
    .returning({ id: p.id })
  if (done.length === 0) throw new ApiError(409, 'Another expert reviewed this proposal just now.')
  return status
}
