import { vi } from 'vitest'

type Handler = (request: { method: string; body: unknown }) => Response | Promise<Response>

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * Stubs fetch at the network boundary: each "METHOD /path" answers through its handler; anything
 * else is a test bug and answers 599 loudly. Returns the spy to inspect calls.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const handler = routes[`${method} ${url.pathname}`]
    if (!handler) return json({ error: `No mock for ${method} ${url.pathname}` }, 599)
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    return handler({ method, body })
  })
  vi.stubGlobal('fetch', spy)
  return spy
}
