/** A delivery stuck in `sending` this long (its worker died mid-send) may be claimed again (decision 070). */
export const SENDING_LEASE_MS = 15 * 60 * 1000
