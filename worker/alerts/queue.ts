// The alert delivery queue's messages. One message = one delivery row in D1 (`alert_deliveries`).
export const ALERT_QUEUE_NAME = 'saffesupport-alerts'
export const ALERT_DLQ_NAME = 'saffesupport-alerts-dlq'

export interface DeliveryMessage {
  v: 1
  deliveryId: number
  channel: 'email' | 'push'
  alert: string
  recipientId: number
}

export function isDeliveryMessage(body: unknown): body is DeliveryMessage {
  if (typeof body !== 'object' || body === null) return false
  const m = body as Record<string, unknown>
  return (
    m.v === 1 &&
    Number.isSafeInteger(m.deliveryId) &&
    Number.isSafeInteger(m.recipientId) &&
    (m.channel === 'email' || m.channel === 'push') &&
    typeof m.alert === 'string'
  )
}
