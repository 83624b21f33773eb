// Who is connecting to the chat room. The WebSocket URL carries no credentials (S9): the worker's
// onBeforeConnect only checks the room name and passes the connecting address on; a signed-in visitor
// or an expert proves who they are with their session token in the first frame (`register`), which the
// room checks here against D1, and again every few minutes and whenever a session ends (S5).
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Lobby } from 'partyserver'
import { CHAT_ROOM } from '#shared/chat/protocol'
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { accountName } from '#shared/schemas/auth'
import { EXPERT_IDLE_MS, LAST_SEEN_STEP_MS, tokenFromHeader, verifySessionToken } from '../auth/tokens'
import { getDb, schema } from '../db'
import { clientKey } from '../http/request'

export const IDENTITY_HEADERS = { address: 'x-chat-address', place: 'x-chat-place' } as const

const refuse = (status: number, msg: string) => Response.json({ msg }, { status, headers: { 'cache-control': 'no-store' } })

/** routePartykitRequest's onBeforeConnect and onBeforeRequest: only the support room exists. */
export async function authorizeChatConnection(request: Request, lobby: Lobby<Env>): Promise<Request | Response> {
  if (lobby.name !== CHAT_ROOM) return refuse(404, 'There is no chat room by that name.')
  const forwarded = new Request(request)
  for (const header of Object.values(IDENTITY_HEADERS)) forwarded.headers.delete(header)
  // The client as every limit of the site sees it (T3): an IPv6 client is its /64.
  forwarded.headers.set(IDENTITY_HEADERS.address, clientKey(request.headers.get('cf-connecting-ip')))
  // The region Cloudflare sees ("Quebec"): a guest's name in the console says where they write from (6.10).
  const region = (request as Request & { cf?: { region?: unknown } }).cf?.region
  if (typeof region === 'string' && region) forwarded.headers.set(IDENTITY_HEADERS.place, encodeURIComponent(region))
  return forwarded
}

export interface ChatIdentity {
  userId: string
  sessionId: string
  /** 'expert' only when both the token and the account say so. */
  role: 'user' | 'expert'
  name: string
}

/** The account behind a session token, or null for a bad, expired or revoked one. */
export async function identify(env: Env, rawToken: string | undefined): Promise<ChatIdentity | null> {
  const token = tokenFromHeader(rawToken)
  const claims = token ? await verifySessionToken(env, token) : null
  if (!claims) return null
  const user = await getDb(env.DB).query.users.findFirst({
    columns: { name: true, role: true },
    where: eq(schema.users.id, claims.userId),
  })
  if (!user) return null
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    role: user.role === 'expert' && claims.role === 'expert' ? 'expert' : 'user',
    name: user.name,
  }
}

/**
 * Whether a session is still live, and the account's role now (a role change ends expert sockets). An
 * expert's session also ends after 30 idle minutes here, as in the API (T5): the socket and the API agree.
 */
export async function checkSession(env: Env, userId: string, sessionId: string, now = Date.now()): Promise<'user' | 'expert' | null> {
  const db = getDb(env.DB)
  const session = await db.query.sessions.findFirst({
    columns: { id: true, lastSeenAt: true, createdAt: true },
    where: and(
      eq(schema.sessions.id, sessionId),
      eq(schema.sessions.userId, userId),
      isNull(schema.sessions.revokedAt),
      gt(schema.sessions.expiresAt, now),
    ),
  })
  if (!session) return null
  const user = await db.query.users.findFirst({ columns: { role: true }, where: eq(schema.users.id, userId) })
  if (!user) return null
  if (user.role === 'expert' && now - (session.lastSeenAt ?? session.createdAt) > EXPERT_IDLE_MS) {
    // Revoked here without asking the room to close sockets: the room calling itself would wait on itself.
    await db
      .update(schema.sessions)
      .set({ revokedAt: now })
      .where(and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt)))
    return null
  }
  return user.role === 'expert' ? 'expert' : 'user'
}

/** Chat activity of an expert counts as use of the session (T5), written at most once a minute by the room. */
export async function touchSession(env: Env, sessionId: string, now = Date.now()): Promise<void> {
  await getDb(env.DB)
    .update(schema.sessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(schema.sessions.id, sessionId), isNull(schema.sessions.revokedAt), lt(schema.sessions.lastSeenAt, now - LAST_SEEN_STEP_MS)),
    )
}

// Guests type their own name; it must not pass for staff (S12).
const STAFF_LIKE = /saffe|expert|support|admin|staff|moderator/i

/** A guest's name: the account name rule (shared/schemas), not staff-like. Returns the name or a reason (in `locale`). */
export function checkGuestName(
  value: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): { ok: true; name: string | null } | { ok: false; msg: string } {
  if (value === undefined || value.trim() === '') return { ok: true, name: null }
  const parsed = accountName.safeParse(value)
  if (!parsed.success) return { ok: false, msg: m.chat_guest_name_invalid({}, { locale }) }
  const name = parsed.data
  if (STAFF_LIKE.test(name)) return { ok: false, msg: m.chat_guest_name_staff({}, { locale }) }
  return { ok: true, name }
}
