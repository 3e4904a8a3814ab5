import type { Db } from '../../db/database.ts'
import type { LiveEventTopic } from './bus.ts'
import { newestMessageIds, newestNotificationIds } from './store.ts'

export const TOPICS: readonly LiveEventTopic[] = ['notifications', 'messages']

/**
 * What a tab has been told about: the newest notification and direct message ids. It travels as
 * the SSE event id, so a tab that reconnects (to any replica) hands it back as Last-Event-ID and
 * the server compares it with the database instead of remembering anything per tab.
 */
export type StreamCursor = Record<LiveEventTopic, number>

export function formatEventId(cursor: StreamCursor): string {
  return `${cursor.notifications}-${cursor.messages}`
}

/** The cursor an event id names, or null when it is not one of ours (or from an older format). */
export function parseEventId(text: string): StreamCursor | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(text.trim())
  if (!match) return null
  return { notifications: Number(match[1]), messages: Number(match[2]) }
}

/** The cursor of everything in the database for this member now. */
export async function readCursor(db: Db, userId: number): Promise<StreamCursor> {
  const [notifications, messages] = await Promise.all([newestNotificationIds(db, [userId]), newestMessageIds(db, [userId])])
  return { notifications: notifications.get(userId) ?? 0, messages: messages.get(userId) ?? 0 }
}
