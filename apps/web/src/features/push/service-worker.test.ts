// The hand-written service worker (public/sw.js) run in a bare script context with stand-ins for
// what a browser gives a worker. The browser journey (e2e/pwa.spec.ts) checks it in Chromium;
// this covers what Chromium cannot be made to do there: a click on a notification.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'

const source = readFileSync(join(import.meta.dirname, '..', '..', '..', 'public', 'sw.js'), 'utf8')
const ORIGIN = 'https://petfolk.test'

interface Tab {
  url: string
  focused: boolean
  focus: ReturnType<typeof vi.fn>
  navigate: ReturnType<typeof vi.fn>
}

function tab(path: string, { focused = false, controlled = true } = {}): Tab {
  const t: Tab = {
    url: `${ORIGIN}${path}`,
    focused,
    focus: vi.fn(async () => t),
    navigate: vi.fn(async (url: string) => {
      if (!controlled) throw new TypeError('This service worker is not the client’s active service worker.')
      t.url = url
      return t
    }),
  }
  return t
}

const SHELL = new Response('the app page as built')

/**
 * Loads the worker with these open tabs and a network that answers with `network` (or fails);
 * answers its event dispatcher and the stand-ins to inspect.
 */
function loadWorker(tabs: Tab[] = [], network: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'))) {
  const handlers = new Map<string, (event: unknown) => void>()
  const showNotification = vi.fn(async () => undefined)
  const openWindow = vi.fn(async () => null)
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    navigator: { onLine: true },
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => tabs), openWindow },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
  }
  const fetch = vi.fn(network)
  const caches = { match: vi.fn(async (request: unknown) => (request === '/index.html' ? SHELL : undefined)) }
  runInNewContext(source, { self, URL, caches, fetch, Request, Response })
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = []
    const responses: Promise<Response>[] = []
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (r: Promise<Response>) => responses.push(r) })
    await Promise.all(waits)
    return { responded: responses.length > 0, response: await responses[0] }
  }
  return { dispatch, showNotification, openWindow, fetch }
}

const click = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } })

describe('the service worker', () => {
  it('shows a push as a notification with its text, tag, icon and the page to open', async () => {
    const { dispatch, showNotification } = loadWorker()
    const message = { title: 'Lost dog near you: Pepper', body: 'Last seen at Zilker Park.', url: '/lost-pets?report=12', tag: 'lost-pet-12' }
    await dispatch('push', { data: { json: () => message } })
    expect(showNotification).toHaveBeenCalledWith(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url },
    })
  })

  it('still shows something for a push it cannot read, and never a link off the app', async () => {
    const { dispatch, showNotification } = loadWorker()
    await dispatch('push', { data: { json: () => JSON.parse('not json') } })
    await dispatch('push', { data: { json: () => ({ title: 'Hi', body: 'There', url: '//evil.example/x', tag: '' }) } })
    expect(showNotification.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['Petfolk', 'Hi'])
    expect(showNotification.mock.calls.map((call) => ((call as unknown[])[1] as { data: { url: string } }).data.url)).toEqual(['/dashboard', '/dashboard'])
  })

  it('on a click, focuses an open Petfolk tab and takes it to the page', async () => {
    const other = tab('/pets')
    const focused = tab('/dashboard', { focused: true })
    const { dispatch, openWindow } = loadWorker([other, focused])
    await dispatch('notificationclick', click('/lost-pets?report=12'))
    expect(focused.focus).toHaveBeenCalled()
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/lost-pets?report=12`)
    expect(other.focus).not.toHaveBeenCalled()
    expect(openWindow).not.toHaveBeenCalled()
  })

  it('only focuses a tab already on the page, and opens a window when no tab can be used', async () => {
    const there = tab('/messages')
    const first = loadWorker([tab('/pets', { focused: true }), there])
    await first.dispatch('notificationclick', click('/messages'))
    expect(there.focus).toHaveBeenCalled()
    expect(there.navigate).not.toHaveBeenCalled()

    const none = loadWorker([])
    await none.dispatch('notificationclick', click('/messages'))
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/messages`)

    // A tab the worker does not control cannot be steered: a new window opens instead.
    const stranger = loadWorker([tab('/pets', { controlled: false })])
    await stranger.dispatch('notificationclick', click('https://elsewhere.example/'))
    expect(stranger.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dashboard`)
  })

  const request = (path: string, init: { method?: string; mode?: string; preload?: Promise<Response | undefined> } = {}) => ({
    request: { url: path.startsWith('http') ? path : `${ORIGIN}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
    preloadResponse: init.preload ?? Promise.resolve(undefined),
    clientId: 'page-1',
    resultingClientId: 'page-2',
  })

  it('leaves the API, uploads, other sites, writes and online pages’ files to the network', async () => {
    const { dispatch } = loadWorker()
    for (const path of ['/api/session', '/api/push/public-key', '/uploads/ab/pepper.jpg', '/dev-idp/auth', 'https://tiles.example/1/2/3.png', '/assets/app-1.js']) {
      expect((await dispatch('fetch', request(path))).responded, path).toBe(false)
    }
    expect((await dispatch('fetch', request('/dashboard', { method: 'POST', mode: 'navigate' }))).responded).toBe(false)
  })

  it('answers every page request with the one the browser already sent ahead, so none reaches the server twice', async () => {
    const preloaded = new Response('from the server')
    const { dispatch, fetch } = loadWorker()
    for (const path of ['/dashboard', '/dev-idp/interaction/abc', '/api/idme/callback?code=1']) {
      expect((await dispatch('fetch', request(path, { mode: 'navigate', preload: Promise.resolve(preloaded) }))).response, path).toBe(preloaded)
    }
    expect(fetch).not.toHaveBeenCalled()
  })

  it('opens the app page it kept when the network fails, but never in place of a server page', async () => {
    const { dispatch } = loadWorker()
    const offline = { mode: 'navigate', preload: Promise.reject(new TypeError('Failed to fetch')) }
    expect((await dispatch('fetch', request('/lost-pets?report=12', offline))).response).toBe(SHELL)
    const server = await dispatch('fetch', request('/api/appointments/7.ics', { ...offline, preload: Promise.reject(new TypeError('Failed to fetch')) }))
    expect(server.response?.type).toBe('error')
  })
})
