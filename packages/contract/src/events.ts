import { z } from 'zod'
import { endpoint, rawAnswer } from './endpoint.ts'

/**
 * Where the stream picks up again: EventSource sends Last-Event-ID when it reconnects by itself;
 * the web app's own reconnects (a new EventSource cannot be given headers) send this instead.
 */
export const liveStreamQuerySchema = z.object({ last_event_id: z.string().optional() })

/** GET /api/events/status: how many live streams this member has open, and how many they may. */
export const liveStreamStatusSchema = z.object({
  open: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
})

export const eventEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/api/events',
    summary: 'The live stream of "something you see changed" (notifications, messages) for a signed-in tab.',
    access: 'signed-in',
    example: { query: { last_event_id: '0-0' } },
    query: liveStreamQuerySchema,
    answers: { 200: rawAnswer('text/event-stream', 'Server-sent events: ready, then one event per topic that changed.') },
    // 429: too many tabs of this member are streaming; 503: the server is restarting.
    errors: [429, 503],
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/events/status',
    summary: 'Whether this tab may stream: asked when the browser gave up on a stream, to tell signed-out from down.',
    access: 'signed-in',
    answers: { 200: liveStreamStatusSchema },
  }),
} as const
