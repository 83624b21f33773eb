// A JSON POST for the code that runs before (or without) the page's app: the newsletter form
// (app/lib/landing-controls.ts) and the push island (app/islands/push.ts). Like apiFetch
// (app/lib/api.ts), it never throws: `null` when the request never reached us.

/** POSTs `body` as JSON (or GETs when there is none) in the page's language (the server answers and e-mails in it, worker/http/locale.ts). */
export async function jsonRequest(
  url: string,
  body: unknown,
): Promise<{ ok: boolean; msg?: string; data: Record<string, unknown> } | null> {
  try {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': document.documentElement.lang },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const parsed = (await res.json().catch(() => ({}))) as unknown
    const data = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>
    return { ok: res.ok, msg: typeof data.msg === 'string' ? data.msg : undefined, data }
  } catch {
    return null
  }
}
