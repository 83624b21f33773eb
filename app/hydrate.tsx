// React, the router and the page, hydrated over the server's HTML (what TanStack Start's default client
// entry does). Loaded by app/client.tsx: at once, or on a reading page at the reader's first action.
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
