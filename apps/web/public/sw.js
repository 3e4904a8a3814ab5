/* global self, caches */
// Petfolk's service worker (docs/decisions/022). Online, pages load exactly as without it: it
// only stands in when the network is gone (the app shell from its cache) and shows pushes.
// It never stores an API answer, an upload or a page made for someone: only the build's files.

// The build writes the version and the files to keep here (scripts/service-worker-plugin.ts).
// In development it stays empty: the worker then only shows pushes.
const BUILD = { version: 'development', precache: [] }

const CACHE = `petfolk-shell-${BUILD.version}`
/** The app's page as built, without anyone's session in it. */
const SHELL = '/index.html'
/** Paths that are never the app's files: answered by the server, never from a cache. */
const SERVER_ONLY = /^\/(api|uploads|dev-idp)(\/|$)/
/** Pages opened from the cached shell: everything they load comes from the cache too. */
const offlinePages = new Set()

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      // Hashed files never change, so the copy the page already downloaded will do; the rest is asked afresh.
      await cache.addAll(BUILD.precache.map((path) => new Request(path, { cache: path.startsWith('/assets/') ? 'default' : 'reload' })))
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('petfolk-') && name !== CACHE) await caches.delete(name)
      // The page request starts while the worker boots, so being online costs no extra wait.
      await self.registration.navigationPreload?.enable()
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  // With navigation preload on, the browser has already sent every navigation in scope: each is
  // answered with that response, or it would reach the server twice (a sign-in step must not).
  if (request.mode === 'navigate') return event.respondWith(openPage(event, !SERVER_ONLY.test(url.pathname)))
  if (SERVER_ONLY.test(url.pathname)) return
  if (offlinePages.has(event.clientId) || self.navigator.onLine === false) event.respondWith(fromCache(request))
})

async function openPage(event, appPage) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request))
  } catch {
    const shell = appPage ? await caches.match(SHELL, { cacheName: CACHE }) : undefined
    if (!shell) return Response.error()
    if (event.resultingClientId) offlinePages.add(event.resultingClientId)
    return shell
  }
}

async function fromCache(request) {
  return (await caches.match(request, { cacheName: CACHE, ignoreVary: true })) ?? fetch(request)
}

/** Only a path of this app may be opened from a notification. */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/dashboard'
}

function readPush(data) {
  try {
    const message = data?.json()
    if (message && typeof message.title === 'string') {
      return { title: message.title, body: String(message.body ?? ''), url: appPath(message.url), tag: String(message.tag || 'petfolk') }
    }
  } catch {
    // Not our JSON: the browser must still be shown something for a push it woke us for.
  }
  return { title: 'Petfolk', body: 'Something new is waiting for you.', url: '/dashboard', tag: 'petfolk' }
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = readPush(event.data)
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag,
      // A newer push about the same report or conversation replaces the older one, and still rings.
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(appPath(event.notification.data?.url), self.location.origin).href
  event.waitUntil(openOrFocus(url))
})

async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const tab = windows.find((client) => client.url === url) ?? windows.find((client) => client.focused) ?? windows[0]
  if (tab) {
    try {
      const focused = await tab.focus()
      if (focused.url !== url) await focused.navigate(url)
      return
    } catch {
      // A tab this worker does not control cannot be steered: a new window opens instead.
    }
  }
  await self.clients.openWindow(url)
}
