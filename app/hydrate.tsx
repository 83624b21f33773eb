// React, the router and the page, hydrated over the server's HTML (what TanStack Start's default client
// entry does). Loaded by app/client.tsx: at once, or on a reading page at the reader's first action.
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})

/**
 * Runs `run` once React has nothing left to do: the hydration it is in the middle of committed, and the
 * components' mount effects (a form putting its stored draft back, a focus wish) have run. React's
 * own scheduler runs every task of a higher priority first, including those queued after this one.
 * app/client.tsx replays a held press here (decision 220).
 */
export function afterReactWork(run: () => void) {
  unstable_scheduleCallback(unstable_IdlePriority, run)
}
