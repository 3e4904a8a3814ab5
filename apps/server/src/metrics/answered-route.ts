import type { ServerResponse } from 'node:http'
import type { Context } from 'hono'

const ROUTE = Symbol('petfolk.answeringRoute')

/** Node's response for a request of our own server, carrying the route that answers it. */
type NotedResponse = ServerResponse & { [ROUTE]?: string }

/**
 * Notes which route pattern (`/api/pets/:id`) answers this request, for the request metrics: the
 * route's first handler calls it as Hono runs it, and server.ts reads it when the answer closes.
 * It is a property of our own under a private symbol, as frameworks keep per-request state on
 * Node's response; a WeakMap instead cost about 1 µs per request in its garbage collection
 * (docs/decisions/043). In process (tests) there is no Node response and nothing is noted.
 */
export function noteAnsweringRoute(c: Context, pattern: string): void {
  const outgoing = (c.env as { outgoing?: NotedResponse } | undefined)?.outgoing
  if (outgoing) outgoing[ROUTE] = pattern
}

/** The route pattern that answered, or undefined when no API route matched. */
export function answeringRoute(res: ServerResponse): string | undefined {
  return (res as NotedResponse)[ROUTE]
}
