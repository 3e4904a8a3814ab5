import type { LiveEvent } from '../../delivery/live.ts'

export type { LiveEvent }

export type LiveEventListener = (event: LiveEvent) => void

/** What a tab is told changed; 'sessions-ended' is for the replicas, never sent to a tab. */
export type LiveEventTopic = 'notifications' | 'messages'

export interface EventBus {
  /** Call after the transaction that made the change has committed. Never throws. */
  publish(event: LiveEvent): void
  /**
   * Resolves once every event published so far has left for the other replicas (never rejects):
   * a request that told tabs of its change answers after that, so a tab that reconnects to
   * another replica right after the answer is not told twice.
   */
  sent(): Promise<void>
  /**
   * Every event published by any replica (this one included); answers the unsubscribe.
   * `onResync` is called when the bus may have missed events (its connection to the other
   * replicas dropped and came back): listeners should compare what they told with the database.
   */
  subscribe(listener: LiveEventListener, onResync?: () => void): () => void
  close(): Promise<void>
}

/** One process (SQLite): events go straight to this process's listeners. */
export function createMemoryEventBus(): EventBus {
  const listeners = new Set<LiveEventListener>()
  return {
    publish(event) {
      for (const listener of listeners) listener(event)
    },
    // In one process an event has reached every listener when publish returns.
    sent: () => Promise.resolve(),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
    },
  }
}
