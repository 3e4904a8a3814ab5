import { streamSSE } from 'hono/streaming'
import { eventEndpoints } from '@petfolk/contract/events'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notSignedIn } from '../../http/errors.ts'

/** Seconds a refused stream should wait before trying again. */
const RETRY_AFTER_SECONDS = '30'

/** The live stream of "something you see changed" for signed-in tabs. */
export function eventRoutes(deps: AppDeps) {
  const { liveStreams } = deps
  return endpointRouter(deps)
    .on(eventEndpoints.stream, ({ user, query }, c) => {
      const sessionId = c.get('sessionId')
      if (sessionId === null) throw notSignedIn()
      // Hono answers HEAD with the GET handler and drops the body: a stream opened here would never be read.
      if (c.req.method === 'HEAD') return c.body(null, 200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' })
      try {
        liveStreams.admit(user.id)
      } catch (err) {
        if (err instanceof ApiError) c.header('Retry-After', RETRY_AFTER_SECONDS)
        throw err
      }
      // EventSource sends the header when it reconnects by itself; the web app's own reconnects send the query parameter.
      const lastEventId = c.req.header('last-event-id') ?? query.last_event_id
      const response = streamSSE(c, (stream) => liveStreams.serve(stream, { userId: user.id, sessionId, lastEventId }))
      // Not stored anywhere, and not held back by a buffering proxy (nginx reads X-Accel-Buffering).
      response.headers.set('Cache-Control', 'no-store')
      response.headers.set('X-Accel-Buffering', 'no')
      return response
    })
    .on(eventEndpoints.status, ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok({ open: liveStreams.count(user.id), limit: liveStreams.options.maxStreamsPerUser })
    })
}
