import type { ServerResponse } from 'node:http'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'

const ROUTE = Symbol('petfolk.answeringRoute')

/** Node's response for a request of our own server, carrying the route that answers it. */
type NotedResponse = ServerResponse & { [ROUTE]?: string }

/**
 * Notes which route pattern (`/api/pets/:id`) answers this request, for the request metrics: the
 * route's first handler calls it as Hono runs it, and server.ts reads it when the answer closes.
 * It is a property of our own under a private symbol, as frameworks keep per-request state on
 * Node's response; a WeakMap instead cost about 1 µs per request in its garbage collection
 * (docs/decisions/043).
 */
export function noteAnsweringRoute(c: Context<AppEnv>, pattern: string): void {
  ;(c.env.outgoing as NotedResponse)[ROUTE] = pattern
}

/** The route pattern that answered, or undefined when no API route matched. */
export function answeringRoute(res: ServerResponse): string | undefined {
  return (res as NotedResponse)[ROUTE]
}
