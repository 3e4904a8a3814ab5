import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type pg from 'pg'
import type { Db } from '../../db/database.ts'
import type { Logger } from '../../logger.ts'
import type { EventBus, LiveEventListener } from './bus.ts'
import { fromPayload, toPayloads } from './bus-payload.ts'

export interface PostgresBusOptions {
  /** First wait before listening again after the connection dropped; it doubles up to `reconnectMaxMs`. */
  reconnectMinMs?: number
  reconnectMaxMs?: number
}

/**
 * NOTIFY channels belong to the database, not to a schema, and tests run many schemas in one
 * database: each schema gets its own channel so they never hear each other. A channel is an
 * identifier of at most 63 bytes; a schema name that does not fit plainly is hashed.
 */
export function liveEventChannel(schema: string): string {
  const plain = `petfolk_events_${schema}`
  if (/^[a-z0-9_]+$/.test(schema) && plain.length <= 63) return plain
  return `petfolk_events_${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`
}

/**
 * Events across replicas: published with `pg_notify` on the normal pool, heard on one dedicated
 * connection per replica that LISTENs (a pooled connection would be handed to other queries and
 * lose its LISTEN). Every replica, the publishing one included, hears each event once through
 * its listening connection. When that connection drops, the bus reconnects with backoff and asks
 * its subscribers to resync, since NOTIFYs sent meanwhile are gone.
 */
export async function createPostgresEventBus(
  db: Db,
  openListenClient: () => pg.Client,
  logger: Logger,
  { reconnectMinMs = 250, reconnectMaxMs = 30_000 }: PostgresBusOptions = {},
): Promise<EventBus> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)
  const channel = liveEventChannel(rows[0]?.schema ?? 'public')
  const listeners = new Set<LiveEventListener>()
  const resyncListeners = new Set<() => void>()
  const publishing = new Set<Promise<unknown>>()
  let listening: pg.Client | null = null
  let reconnectTimer: NodeJS.Timeout | null = null
  let nextDelayMs = reconnectMinMs
  let closed = false

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel) return
    const event = fromPayload(message.payload ?? '')
    if (!event) {
      logger.warn({ channel }, 'live events: ignored a notification that is not a live event')
      return
    }
    for (const listener of listeners) listener(event)
  }

  const scheduleListen = () => {
    if (closed || reconnectTimer) return
    // Jitter, so replicas that lost the database together do not all come back in the same instant.
    const delay = nextDelayMs / 2 + Math.random() * (nextDelayMs / 2)
    nextDelayMs = Math.min(nextDelayMs * 2, reconnectMaxMs)
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null
      void listen(true)
    }, delay)
    reconnectTimer.unref()
  }

  /** Answers whether this connection now listens; on failure another try is scheduled. */
  const listen = async (afterDrop: boolean): Promise<boolean> => {
    const client = openListenClient()
    let lost = false
    const drop = (err?: unknown) => {
      if (lost) return
      lost = true
      if (listening === client) listening = null
      void client.end().catch(() => {})
      if (closed) return
      logger.warn({ err }, 'live events: the listening connection to PostgreSQL is down; reconnecting')
      scheduleListen()
    }
    client.on('error', drop)
    client.on('end', () => drop())
    client.on('notification', onNotification)
    try {
      await client.connect()
      await client.query(`listen "${channel}"`)
    } catch (err) {
      drop(err)
      return false
    }
    if (closed || lost) {
      lost = true
      await client.end().catch(() => {})
      return false
    }
    listening = client
    nextDelayMs = reconnectMinMs
    if (afterDrop) {
      logger.info({ channel }, 'live events: listening again; open streams resync')
      for (const resync of resyncListeners) resync()
    }
    return true
  }

  // A replica whose database refuses the first LISTEN still starts; its tabs poll until it listens.
  await listen(false)

  return {
    publish(event) {
      if (closed) return
      for (const payload of toPayloads(event)) {
        const sent = sql`select pg_notify(${channel}, ${payload})`
          .execute(db)
          .catch((err: unknown) => logger.warn({ err, topic: event.topic }, 'live events: could not publish an event'))
        publishing.add(sent)
        void sent.finally(() => publishing.delete(sent))
      }
    },
    async sent() {
      await Promise.all(publishing)
    },
    subscribe(listener, onResync) {
      listeners.add(listener)
      if (onResync) resyncListeners.add(onResync)
      return () => {
        listeners.delete(listener)
        if (onResync) resyncListeners.delete(onResync)
      }
    },
    async close() {
      if (closed) return
      closed = true
      if (reconnectTimer) clearTimeout(reconnectTimer)
      // Events of requests that finished during shutdown still reach the other replicas.
      await Promise.all(publishing)
      const client = listening
      listening = null
      await client?.end().catch(() => {})
      listeners.clear()
      resyncListeners.clear()
    },
  }
}
