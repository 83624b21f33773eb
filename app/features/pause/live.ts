// The browser side of the live room (docs/on-the-phone.md): one WebSocket to PAUSE_SOCKET_PATH with a
// watch token (the contact) or a holder token (the person on the call). The room only sends the
// current alert; this hook keeps the last one and reconnects after a drop, a little later each time.
import { useEffect, useState } from 'react'
import { type AlertState, PAUSE_SOCKET_PATH, parseStateFrame } from '#shared/pause/protocol'

export type LiveState = { status: 'connecting' | 'lost' } | { status: 'open'; alert: AlertState | null }

export function usePauseLive(token: string | null | undefined): LiveState {
  const [state, setState] = useState<LiveState>({ status: 'connecting' })
  useEffect(() => {
    if (!token) return
    let socket: WebSocket | null = null
    let closed = false
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      const url = new URL(PAUSE_SOCKET_PATH, window.location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      url.searchParams.set('t', token)
      socket = new WebSocket(url)
      socket.addEventListener('message', (event) => {
        const frame = parseStateFrame(event.data)
        if (!frame) return
        tries = 0
        setState({ status: 'open', alert: frame.alert })
      })
      socket.addEventListener('close', () => {
        if (closed) return
        tries++
        // After a few failed tries the page says so (and to phone instead), and keeps trying.
        if (tries >= 3) setState({ status: 'lost' })
        timer = setTimeout(open, Math.min(30_000, 1000 * 2 ** tries))
      })
    }
    open()
    return () => {
      closed = true
      clearTimeout(timer)
      socket?.close()
    }
  }, [token])
  return state
}
