// The edge part of the worker: everything that is not a rendered page. No React or Start imports,
// so the workerd test pool loads it directly (tests/worker/entry.ts).
import { type Lobby, routePartykitRequest } from 'partyserver'
import { site } from '#content/site'
import { CHAT_LOCALE_QUERY, CHAT_ROOM } from '#shared/chat/protocol'
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n'
import { m } from '#shared/paraglide/messages.js'
import { PAUSE_SOCKET_PATH } from '#shared/pause/protocol'
import { alertFeed } from './alerts/feeds'
import { api } from './api'
import { authorizeChatConnection } from './chat/auth'
import { assertSecrets } from './env'
import { pauseSocket } from './pause'
import { seoFile } from './seo/files'

export { ChatRoom } from './chat/room'
export { PauseRoom } from './pause/room'

const json = (body: unknown, init?: ResponseInit) =>
  Response.json(body, { ...init, headers: { 'cache-control': 'no-store', ...init?.headers } })

export async function handleEdge(request: Request, env: Env, ctx: ExecutionContext, url = new URL(request.url)): Promise<Response | null> {
  assertSecrets(env)
  const { pathname } = url
  if (pathname === '/ping') return json({ ok: true, time: new Date().toISOString() })
  const seo = seoFile(request, pathname)
  if (seo) return seo
  const feed = alertFeed(request, env, pathname)
  if (feed) return feed
  if (pathname.startsWith('/api/')) return api.fetch(request, env, ctx)
  // The live room of /on-the-phone: its own door (the token decides the room), never routePartykitRequest.
  if (pathname === PAUSE_SOCKET_PATH) return pauseSocket(request, env)
  if (pathname.startsWith('/parties/pause-room/')) return json({ msg: 'Not found.' }, { status: 404 })
  if (pathname.startsWith('/parties/')) return routeParty(request, env)
  return null
}

/**
 * The chat's Durable Object is reached only by what the site itself sends: a WebSocket opened with GET
 * (checked by authorizeChatConnection) or a plain request to the one room, `support`. Everything else
 * is answered here, before any Durable Object is addressed, so a stranger cannot create one per name.
 */
async function routeParty(request: Request, env: Env): Promise<Response> {
  const upgrade = request.headers.get('upgrade')?.toLowerCase() === 'websocket'
  // S16: an upgrade may only be a GET; the room would otherwise accept a socket and the runtime throw.
  if (upgrade && request.method !== 'GET') {
    return json({ msg: 'Open the chat with a GET request.' }, { status: 405, headers: { allow: 'GET' } })
  }
  try {
    return (
      (await routePartykitRequest(request, env, {
        onBeforeConnect: (req, lobby) => authorizeChatConnection(req, lobby),
        onBeforeRequest: (req, lobby) => refuseStrangerRooms(req, lobby),
      })) ?? json({ msg: 'Not found.' }, { status: 404 })
    )
  } catch (err) {
    // The chat's Durable Object is down or overloaded (decision 125): a clear 503 in the page's language;
    // the widget shows its offline note with our number and reconnects by itself.
    console.error(JSON.stringify({ job: 'chat', event: 'failure', cause: String(err) }))
    const hint = new URL(request.url).searchParams.get(CHAT_LOCALE_QUERY)
    const locale = isLocale(hint) ? hint : DEFAULT_LOCALE
    return json({ msg: m.server_unavailable({ phone: site.phone }, { locale }) }, { status: 503, headers: { 'retry-after': '30' } })
  }
}

/** partyserver's request hook (plain HTTP): only the `support` room exists. */
export function refuseStrangerRooms(request: Request, lobby: Pick<Lobby<Env>, 'name'>): Request | Response {
  if (lobby.name !== CHAT_ROOM) return json({ msg: 'There is no chat room by that name.' }, { status: 404 })
  return request
}
