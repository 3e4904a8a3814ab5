import { vi } from 'vitest'

/** `url` carries the query string (e.g. a list's `cursor`). */
type Handler = (request: { method: string; body: unknown; url: URL }) => Response | Promise<Response>

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

/**
 * Answers a paged list like the server: `pageSize` rows from the `cursor` (here simply the index
 * of the next row), and the next page's cursor in X-Next-Cursor while rows remain.
 */
export function pageOf<T>(rows: readonly T[], url: URL, pageSize = 50): Response {
  const start = Number(url.searchParams.get('cursor') ?? '0')
  const end = start + pageSize
  return json(rows.slice(start, end), 200, end < rows.length ? { 'X-Next-Cursor': String(end) } : {})
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
    return handler({ method, body, url })
  })
  vi.stubGlobal('fetch', spy)
  return spy
}
