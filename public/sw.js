// SaffeSupport's service worker: scam alert notifications only (Web Push). It does not cache pages or
// handle fetches, so the site always loads fresh from the network.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

// Registered as /sw.js?lang=es from a Spanish page (app/features/alerts/PushButton.tsx): notifications
// then use the Spanish words the server sends beside the English ones (`es`).
const spanish = new URL(self.location.href).searchParams.get('lang') === 'es'

const sameSitePath = (value) => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : spanish ? '/es/alerts' : '/alerts')

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = {}
  }
  if (spanish) {
    const es = data && typeof data.es === 'object' && data.es !== null ? data.es : {}
    data = {
      ...data,
      title: typeof es.title === 'string' ? es.title : 'Alerta de estafa de SaffeSupport',
      body: typeof es.body === 'string' ? es.body : 'Hay una alerta de estafa nueva en nuestro sitio.',
      url: typeof es.url === 'string' ? es.url : '/es/alerts',
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
