// The live room of "someone is on the phone with me now" (docs/on-the-phone.md): one Durable Object
// per account holder, on partyserver with hibernation. It keeps only the current alert (names, kind,
// times, the contact's answer) and forgets it after ALERT_TTL_MS by an alarm. Sockets only listen: the
// worker checks each socket's token before the room is reached (worker/pause/index.ts) and every
// change arrives by RPC from the API (raise, answer), so a socket can never write here.
import { type Connection, Server } from 'partyserver'
import { ALERT_TTL_MS, type AlertState, type Answer, type StateFrame } from '#shared/pause/protocol'

const KEY = 'alert'

export class PauseRoom extends Server<Env> {
  static options = { hibernate: true }

  async #current(now = Date.now()): Promise<AlertState | null> {
    const alert = (await this.ctx.storage.get<AlertState>(KEY)) ?? null
    return alert && alert.at + ALERT_TTL_MS > now ? alert : null
  }

  #frame(alert: AlertState | null): string {
    return JSON.stringify({ type: 'state', alert } satisfies StateFrame)
  }

  async onConnect(connection: Connection) {
    connection.send(this.#frame(await this.#current()))
  }

  /** Sockets only listen; anything they send is ignored. */
  onMessage() {}

  /** The plain-HTTP door is shut: the worker never forwards one, and nobody else can reach it. */
  onRequest() {
    return Response.json({ msg: 'Not found.' }, { status: 404 })
  }

  /** A new alert replaces the last one and is sent to every open socket. */
  async raise(alert: AlertState): Promise<void> {
    await this.ctx.storage.put(KEY, alert)
    await this.ctx.storage.setAlarm(alert.at + ALERT_TTL_MS)
    this.broadcast(this.#frame(alert))
  }

  /** The contact's answer to alert `id`; false when that alert is over or was replaced. */
  async answer(id: string, answer: Answer, now = Date.now()): Promise<AlertState | null> {
    const alert = await this.#current(now)
    if (!alert || alert.id !== id) return null
    const answered: AlertState = { ...alert, answer, answeredAt: now }
    await this.ctx.storage.put(KEY, answered)
    this.broadcast(this.#frame(answered))
    return answered
  }

  async current(): Promise<AlertState | null> {
    return this.#current()
  }

  async onAlarm() {
    if (await this.#current()) return
    await this.ctx.storage.delete(KEY)
    this.broadcast(this.#frame(null))
  }
}
