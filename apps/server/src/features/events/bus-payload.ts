import { z } from 'zod'
import type { LiveEvent } from './bus.ts'

/**
 * Member ids per NOTIFY payload. PostgreSQL refuses payloads of 8000 bytes or more; 500 ids of
 * up to ten digits and their commas take at most 5,500.
 */
export const USER_IDS_PER_PAYLOAD = 500

const id = z.number().int().positive()
const userIds = z.array(id).min(1).max(USER_IDS_PER_PAYLOAD)
const payloadSchema: z.ZodType<LiveEvent> = z.union([
  z.object({ topic: z.literal('notifications'), userIds }).strict(),
  z.object({ topic: z.literal('messages'), userIds }).strict(),
  z.object({ topic: z.literal('sessions-ended'), sessionIds: z.array(id).min(1).max(USER_IDS_PER_PAYLOAD) }).strict(),
  z.object({ topic: z.literal('notifications'), lostPetId: id, kind: z.string().min(1).max(100) }).strict(),
  z.object({ topic: z.literal('notifications'), foundPetId: id, kind: z.string().min(1).max(100) }).strict(),
])

/** The NOTIFY payloads that carry one event: a long list of members goes as several. */
export function toPayloads(event: LiveEvent): string[] {
  if ('lostPetId' in event) return [JSON.stringify({ topic: event.topic, lostPetId: event.lostPetId, kind: event.kind })]
  if ('foundPetId' in event) return [JSON.stringify({ topic: event.topic, foundPetId: event.foundPetId, kind: event.kind })]
  if (event.topic === 'sessions-ended') {
    const payloads: string[] = []
    for (let start = 0; start < event.sessionIds.length; start += USER_IDS_PER_PAYLOAD) {
      payloads.push(JSON.stringify({ topic: event.topic, sessionIds: event.sessionIds.slice(start, start + USER_IDS_PER_PAYLOAD) }))
    }
    return payloads
  }
  const payloads: string[] = []
  for (let start = 0; start < event.userIds.length; start += USER_IDS_PER_PAYLOAD) {
    payloads.push(JSON.stringify({ topic: event.topic, userIds: event.userIds.slice(start, start + USER_IDS_PER_PAYLOAD) }))
  }
  return payloads
}

/** The event a payload carries, or null when it is not one of ours (anyone on the database may NOTIFY). */
export function fromPayload(text: string): LiveEvent | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = payloadSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
