// What a browser may send to /api/push (worker/api/push.ts), as zod schemas. Server side, as the chat's
// frames are: the rules are the push services' own endpoint shapes (T8), which live with the sender.
import * as z from 'zod/mini'
import { m } from '#shared/paraglide/messages.js'
import { errorOf } from '#shared/schemas/fields'
import { isAllowedEndpoint, type PushKeys, parseSubscription } from './index'

type Subscription = { endpoint: string; keys: PushKeys }

/** A `PushSubscription` as the browser serialises it, or `{subscription}` around one. */
const subscription = (value: unknown) => parseSubscription((value as { subscription?: unknown } | null)?.subscription ?? value)

/** POST /api/push/subscribe: an https endpoint of a known push service, a P-256 key and a 16-byte secret. */
export const subscribeSchema = z.pipe(
  z.custom<unknown>(
    (value) => subscription(value) !== null,
    errorOf(() => m.server_push_bad()),
  ),
  z.transform((value) => subscription(value) as Subscription),
)

/** POST /api/push/unsubscribe: an endpoint of a known push service (any other is not ours to forget). */
export const unsubscribeSchema = z.object({
  endpoint: z.custom<string>(
    (value) => isAllowedEndpoint(value),
    errorOf(() => m.server_push_not_ours()),
  ),
})
