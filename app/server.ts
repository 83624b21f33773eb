// The worker entry (wrangler.jsonc "main"): the one door (worker/door.ts) with TanStack Start as the
// page renderer.
import handler from '@tanstack/react-start/server-entry'
import { createWorker } from '#worker/door'

// Durable Object classes must be named exports of the main module.
export { ChatRoom, PauseRoom } from '#worker/index'

// One nonce per response; app/router.tsx stamps it on every script and stylesheet.
export default createWorker({
  render: (request, nonce) => handler.fetch(request, { context: { nonce } }),
  buildId: import.meta.env.BUILD_ID,
})
