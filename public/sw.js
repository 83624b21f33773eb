// SaffeSupport's service worker: scam alert notifications only (Web Push). It does not cache pages or
// handle fetches, so the site always loads fresh from the network.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

// Registered as /sw.js?lang=es (or fr) from a page in another language than English
// (app/features/alerts/PushButton.tsx): notifications then use that language's words, which the server
// sends beside the English ones under the language's code (`es`, `fr`).
const lang = new URL(self.location.href).searchParams.get('lang')
// The words shown when a notice arrives without its translation (a notice the server sent before a
// language was added), with the alerts page of that language.
const FALLBACK = {
  es: { title: 'Alerta de estafa de SaffeSupport', body: 'Hay una alerta de estafa nueva en nuestro sitio.', url: '/es/alerts' },
  fr: { title: 'Alerte aux arnaques de SaffeSupport', body: 'Une nouvelle alerte aux arnaques est sur notre site.', url: '/fr/alerts' },
}
const translated = lang !== null && Object.hasOwn(FALLBACK, lang) ? lang : null

// U11: a path only when the URL parser, resolving it here, stays on this origin ("/\\evil.example" does not).
const fallbackPath = () => (translated ? FALLBACK[translated].url : '/alerts')
const sameSitePath = (value) => {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallbackPath()
  try {
    const url = new URL(value, self.location.origin)
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : fallbackPath()
  } catch {
    return fallbackPath()
  }
}

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = {}
  }
  if (translated) {
    const words = data && typeof data[translated] === 'object' && data[translated] !== null ? data[translated] : {}
    const fallback = FALLBACK[translated]
    data = {
      ...data,
      title: typeof words.title === 'string' ? words.title : fallback.title,
      body: typeof words.body === 'string' ? words.body : fallback.body,
      url: typeof words.url === 'string' ? words.url : fallback.url,
    }
  }
  const title = typeof data.title === 'string' ? data.title : 'SaffeSupport scam alert'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : 'A new scam alert is on our site.',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      data: { url: sameSitePath(data.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(sameSitePath(event.notification.data?.url), self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) if (w.url === url && 'focus' in w) return w.focus()
      return self.clients.openWindow(url)
    }),
  )
})
