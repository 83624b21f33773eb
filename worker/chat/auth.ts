// Who is connecting to the chat room, decided in the worker before the WebSocket reaches the Durable
// Object (routePartykitRequest's onBeforeConnect). Experts must bring a live token of an `expert`
// account (`?role=expert&token=...`); visitors may bring their own token (their account name is then
// used) or none. The verdict travels to the room in x-chat-* headers, which clients cannot set:
// any they send are removed here first.
import { eq } from 'drizzle-orm'
import type { Lobby } from 'partyserver'
import { verifySessionToken } from '../auth/tokens'
import { getDb, schema } from '../db'
import { CHAT_ROOM } from './protocol'

export const IDENTITY_HEADERS = { userId: 'x-chat-user-id', role: 'x-chat-role', name: 'x-chat-name' } as const

const refuse = (status: number, msg: string) =>
  Response.json({ msg }, { status, headers: { 'cache-control': 'no-store' } })

export async function authorizeChatConnection(request: Request, lobby: Lobby<Env>, env: Env): Promise<Request | Response> {
  if (lobby.name !== CHAT_ROOM) return refuse(404, 'There is no chat room by that name.')
  const url = new URL(request.url)
  const wantsExpert = url.searchParams.get('role') === 'expert'
  const token = url.searchParams.get('token')
  const claims = token ? await verifySessionToken(env, token) : null

  if (wantsExpert && !claims) {
    return refuse(401, 'Please sign in with your expert account to answer chats.')
  }
  if (wantsExpert && claims?.role !== 'expert') {
    return refuse(403, 'Only SaffeSupport experts can answer chats. This account is not an expert account.')
  }

  const forwarded = new Request(request)
  for (const header of Object.values(IDENTITY_HEADERS)) forwarded.headers.delete(header)
  if (claims) {
    const user = await getDb(env.DB).query.users.findFirst({
      columns: { name: true, role: true },
      where: eq(schema.users.id, claims.userId),
    })
    if (!user) {
      if (wantsExpert) return refuse(401, 'Please sign in with your expert account to answer chats.')
    } else {
      forwarded.headers.set(IDENTITY_HEADERS.userId, claims.userId)
      forwarded.headers.set(IDENTITY_HEADERS.role, user.role === 'expert' && claims.role === 'expert' ? 'expert' : 'user')
      // Header values must be Latin-1; the room decodes this.
      forwarded.headers.set(IDENTITY_HEADERS.name, encodeURIComponent(user.name))
    }
  }
  return forwarded
}
