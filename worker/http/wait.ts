// How long to wait, in the words of the current request's language: "4 minutes" / "4 minutos".
// Same rounding as describeWait (worker/rate-limit), which is English only; the tools' messages put
// it in a sentence ("Please try again in {wait}" / "Inténtelo de nuevo en {wait}").
import { m } from '#shared/paraglide/messages.js'

export function waitWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  if (minutes < 60) return minutes === 1 ? m.tools_wait_minute() : m.tools_wait_minutes({ count: minutes })
  const hours = Math.ceil(minutes / 60)
  return hours === 1 ? m.tools_wait_hour() : m.tools_wait_hours({ count: hours })
}
