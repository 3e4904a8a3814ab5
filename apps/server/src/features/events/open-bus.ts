import type { DbHandle } from '../../db/database.ts'
import type { Logger } from '../../logger.ts'
import { createMemoryEventBus, type EventBus } from './bus.ts'
import { createPostgresEventBus } from './postgres-bus.ts'

/** SQLite serves one process, so its events stay in memory; PostgreSQL replicas share them through LISTEN/NOTIFY. */
export async function openEventBus(database: DbHandle, logger: Logger): Promise<EventBus> {
  if (database.dialect === 'sqlite') return createMemoryEventBus()
  if (!database.openListenClient) throw new Error('This PostgreSQL handle cannot open a listening connection for live events.')
  return createPostgresEventBus(database.db, database.openListenClient, logger)
}
