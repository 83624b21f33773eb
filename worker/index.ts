// The edge part of the worker: everything that is not a rendered page. No React or Start imports,
// so the workerd test pool loads it directly (tests/worker/entry.ts).
import { routePartykitRequest } from 'partyserver'
import { api } from './api'
import { assertSecrets } from './env'
import { authorizeChatConnection } from './chat/auth'
import { seoFile } from './seo/files'

export { ChatRoom } from './chat/room'

const json = (body: unknown, init?: ResponseInit) =>
  Response.json(body, { ...init, headers: { 'cache-control': 'no-store', ...init?.headers } })

export async function handleEdge(request: Request, env: Env, ctx: ExecutionContext): Promise<Response | null> {
  assertSecrets(env)
  const { pathname } = new URL(request.url)
  if (pathname === '/ping') return json({ ok: true, time: new Date().toISOString() })
  const seo = seoFile(request, pathname)
  if (seo) return seo
  if (pathname.startsWith('/api/')) return api.fetch(request, env, ctx)
  if (pathname.startsWith('/parties/')) {
    return (
      (await routePartykitRequest(request, env, {
        onBeforeConnect: (req, lobby) => authorizeChatConnection(req, lobby),
      })) ?? json({ msg: 'Not found.' }, { status: 404 })
    )
  }
  return null
}
