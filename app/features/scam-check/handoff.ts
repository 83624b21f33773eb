// "Ask an expert about this" and "Ask us to call you": the checked text, with the checker's answer,
// goes to the live chat (shown to the visitor to confirm before anything is sent) or to the
// call-back form (shown, editable, carried in this tab's sessionStorage, never in the URL).

import { startCallback } from '#app/lib/callback-bridge'
import { openChat } from '#app/lib/chat-bridge'
import { m } from '#shared/paraglide/messages.js'
import type { ScamCheckAnswer } from './types'

/** Chat attachments take up to 10,000 characters (decision 040); the summary above the text needs room. */
const MAX_ATTACHED_TEXT = 9000

export function handoffNote(text: string, answer: ScamCheckAnswer): string {
  const signs = answer.flags.map((f) => f.title).join('; ')
  const pasted = [...text.trim()]
  const shown = pasted.length > MAX_ATTACHED_TEXT ? `${pasted.slice(0, MAX_ATTACHED_TEXT).join('')}…` : pasted.join('')
  // In the page's language: the visitor reads (and may edit) the note before it is sent.
  return [
    m.tools_scam_handoff_said({ verdict: answer.verdictText }),
    signs ? m.tools_scam_handoff_signs({ signs }) : '',
    '',
    m.tools_scam_handoff_message(),
    shown,
  ]
    .filter((line, i) => line !== '' || i === 2)
    .join('\n')
}

/** Opens the chat with the note attached; false when the chat is not ready yet. */
export function askExpert(text: string, answer: ScamCheckAnswer): boolean {
  return openChat({ attachment: { kind: 'scam-check', label: m.tools_scam_handoff_label(), text: handoffNote(text, answer) } })
}

export function askCallback(text: string, answer: ScamCheckAnswer): void {
  startCallback(handoffNote(text, answer))
}
