import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the live stream (GET /api/events) tells open tabs: "something you see changed, fetch it".
 * Events name their recipients without listing 100,000 ids: a lost-pet fan-out is addressed by
 * its report (lost or found) and notification kind, and each replica looks up which of its own connected
 * members that covers.
 */
export type LiveEvent =
  | { topic: 'notifications'; userIds: number[] }
  | { topic: 'notifications'; lostPetId: number; kind: string }
  | { topic: 'notifications'; foundPetId: number; kind: string }
  | { topic: 'messages'; userIds: number[] }
  /** Sessions that ended (sign-out, "sign out everywhere else", a ban): their streams end at once. */
  | { topic: 'sessions-ended'; sessionIds: number[] }

const pending = new AsyncLocalStorage<LiveEvent[]>()

/**
 * Runs work that may deliver notices (a request's handler, a background job) and answers the live
 * events its deliveries asked for, to publish once the work has committed: a tab told before the
 * commit would fetch the old state.
 */
export async function collectLive<T>(work: () => Promise<T>): Promise<{ result: T; events: LiveEvent[] }> {
  const events: LiveEvent[] = []
  const result = await pending.run(events, work)
  return { result, events: merged(events) }
}

/**
 * One event per topic for the members named, each named once, in the order they were first told:
 * a tab refetches once however many notices one request or job delivered to it.
 */
function merged(events: readonly LiveEvent[]): LiveEvent[] {
  const byTopic = new Map<'notifications' | 'messages', Set<number>>()
  const others = new Map<string, LiveEvent>()
  for (const event of events) {
    if (event.topic !== 'sessions-ended' && 'userIds' in event) {
      const ids = byTopic.get(event.topic) ?? new Set<number>()
      for (const id of event.userIds) ids.add(id)
      byTopic.set(event.topic, ids)
    } else {
      others.set(JSON.stringify(event), event)
    }
  }
  const told = [...byTopic].map(([topic, ids]): LiveEvent => (topic === 'messages' ? { topic, userIds: [...ids] } : { topic, userIds: [...ids] }))
  return [...told, ...others.values()]
}

/**
 * The live channel of a delivery: told once the surrounding request or job succeeds. Outside one
 * (a script) there is no tab to tell; the notice itself is in the database either way.
 */
export function tellLive(event: LiveEvent): void {
  pending.getStore()?.push(event)
}
