import { useState } from 'react'

// The expert console's "End and block" (decision 124): ends an abusive visit; the visitor's chat closes
// and their connection cannot start another for a day. Two presses, so a slip of the mouse blocks nobody.
// The console is in English (the team's language), like the rest of it.
export function BlockVisitorButton({ onBlock }: { onBlock: () => void }) {
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
        End and block
      </button>
    )
  }
  return (
    <fieldset className="inline-flex gap-2 items-center border-0 p-0 m-0">
      <legend className="sr-only">Block this visitor?</legend>
      <button
        type="button"
        className="btn-secondary text-danger"
        onClick={() => {
          setAsking(false)
          onBlock()
        }}
      >
        Yes, block for a day
      </button>
      <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </fieldset>
  )
}
