/* global self, caches, fetch, Request */
// Lets a reload without network open the dashboard: page loads go to the network first, and only when
// it cannot be reached is the last page shell answered (the same index.html serves every /app/ page).
// Scripts and styles come from the browser's cache (hashed, immutable); data come from the read cache.
// Nothing else is intercepted, and no API answer is ever stored here.
const CACHE = 'linkdash-shell-v1'
const shell = () => self.registration.scope

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(new Request(shell(), { cache: 'no-cache' }))))
  self.skipWaiting()
})

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return
  event.respondWith(
    fetch(event.request).then(
      (response) => {
        if (response.ok && (response.headers.get('Content-Type') ?? '').startsWith('text/html')) {
          const copy = response.clone()
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(shell(), copy)))
        }
        return response
      },
      async (error) => {
        const cached = await caches.match(shell(), { cacheName: CACHE })
        if (cached) return cached
        throw error
      },
    ),
  )
})
