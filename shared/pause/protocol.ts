// "Someone is on the phone with me now" and "Is this really you?" (docs/on-the-phone.md): the words
// both sides of the live room share. The holder raises an alert; their trusted contact answers it;
// the room (worker/pause/room.ts) sends the alert's state to every socket of that holder's room.

/** What the holder asks: "I am on a call that may be a scam" or "is this really you calling me?". */
export const ALERT_KINDS = ['call', 'verify'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

/** The contact's answers: "I'm calling you now" and "It's not me". */
export const ANSWERS = ['calling', 'not-me'] as const
export type Answer = (typeof ANSWERS)[number]

/** An alert lives this long; after it the room forgets it. */
export const ALERT_TTL_MS = 30 * 60_000

export interface AlertState {
  id: string
  kind: AlertKind
  /** The holder's and the contact's names, as the account and the contact row have them. */
  holder: string
  contact: string
  /** When it was raised and answered (ms since 1970). */
  at: number
  answer: Answer | null
  answeredAt: number | null
}

/** The one frame the room sends: the current alert, or none. Sockets send nothing. */
export interface StateFrame {
  type: 'state'
  alert: AlertState | null
}

/** The live socket's address: the worker checks `t` (a watch or holder token) before any room is reached. */
export const PAUSE_SOCKET_PATH = '/parties/pause-room/live'

export function parseStateFrame(raw: unknown): StateFrame | null {
  if (typeof raw !== 'string') return null
  try {
    const frame = JSON.parse(raw) as StateFrame
    return frame && frame.type === 'state' ? frame : null
  } catch {
    return null
  }
}
