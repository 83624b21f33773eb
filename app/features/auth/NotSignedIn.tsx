import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Alert, type AlertMessage } from '#app/components/Alert'
import { m } from '#shared/paraglide/messages.js'

/** The spec's message for pages that need a signed-in user. */
export function NotSignedIn() {
  const [message] = useState<AlertMessage>(() => ({ text: m.account_not_signed_in(), tone: 'info', id: -1 }))
  return (
    <Alert message={message}>
      <p className="mt-2 mb-0">
        <Link to="/login" className="font-semibold">
          {m.account_go_to_login()}
        </Link>
      </p>
    </Alert>
  )
}
