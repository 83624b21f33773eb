// The live-chat room (a Durable Object on partyserver, hibernation on, SQLite storage).
import { type Connection, Server, type WSMessage } from 'partyserver'

export class ChatRoom extends Server<Env> {
  static options = { hibernate: true }

  onMessage(connection: Connection, _message: WSMessage) {
    connection.send(JSON.stringify({ type: 'error', msg: 'Live chat is not available yet. Please call us.' }))
  }
}
