import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Alert, type AlertMessage } from '#app/components/Alert'

/** The spec's message for pages that need a signed-in user. */
export function NotSignedIn() {
  const [message] = useState<AlertMessage>({ text: "You're not logged in. Please login.", tone: 'info', id: -1 })
  return (
    <Alert message={message}>
      <p className="mt-2 mb-0">
        <Link to="/login" className="font-semibold">
          Go to the login page
        </Link>
      </p>
    </Alert>
  )
}
