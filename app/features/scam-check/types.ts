// What the /scam-check page shows: the text that was checked and either the answer or a problem.
// Filled by the browser (JavaScript: POST /api/scam-check) or by the server (no JavaScript: the form
// posts to /scam-check itself, see form-post.server.ts).
import type { ScamCheckReply } from '#worker/scam-check/request'

export type ScamCheckAnswer = ScamCheckReply

export interface ScamCheckOutcome {
  /** What the visitor pasted (shown back in the box; never put in a URL). */
  text: string
  answer: ScamCheckAnswer | null
  /** A plain-language problem with the input, or the rate limit. */
  problem: string | null
}
