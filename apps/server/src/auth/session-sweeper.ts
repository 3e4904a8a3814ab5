import type { Db } from '../db/database.ts'
import type { Task } from '../delivery/runner.ts'
import type { Logger } from '../logger.ts'
import type { SessionPolicy } from './session-store.ts'
import { DEVICE_LIFETIME_MS } from './device-store.ts'

const SWEEP_EVERY_MS = 10 * 60 * 1000
/** Rows per statement: one long delete would hold SQLite's write lock, and PostgreSQL's locks, for too long. */
export const SWEEP_BATCH = 1000

export interface SweepResult {
  sessions: number
  devices: number
  /** The development identity provider's records past their expiry (dev_idp_records). */
  providerRecords: number
}

/**
 * Deletes sessions past their end (absolute or idle), devices unused for 400 days and the
 * development provider's expired records, a batch per statement until none is left. Each statement picks its ids and deletes them in one go, so any
 * number of replicas may sweep at once: a row another replica deleted first is simply not there.
 */
export async function sweepExpired(db: Db, now: Date, policy: SessionPolicy, batch = SWEEP_BATCH): Promise<SweepResult> {
  const at = now.toISOString()
  const idleSince = new Date(now.getTime() - policy.idleMs).toISOString()
  const sessions = await inBatches(() =>
    db
      .deleteFrom('sessions')
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('sessions')
          .select('id')
          .where((eb) => eb.or([eb('expires_at', '<=', at), eb('last_seen_at', '<=', idleSince)]))
          .limit(batch),
      )
      .executeTakeFirst(),
  )
  const unusedSince = new Date(now.getTime() - DEVICE_LIFETIME_MS).toISOString()
  const devices = await inBatches(() =>
    db
      .deleteFrom('devices')
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('devices')
          .select('id')
          .where((eb) => eb.or([eb('expires_at', '<=', at), eb('last_used_at', '<=', unusedSince)]))
          .limit(batch),
      )
      .executeTakeFirst(),
  )
  const providerRecords = await inBatches(() =>
    db
      .deleteFrom('dev_idp_records')
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple('model', 'record_id'),
          'in',
          selectFrom('dev_idp_records').select(['model', 'record_id']).where('expires_at', '<=', at).limit(batch).$asTuple('model', 'record_id'),
        ),
      )
      .executeTakeFirst(),
  )
  return { sessions, devices, providerRecords }
}

async function inBatches(deleteBatch: () => Promise<{ numDeletedRows: bigint }>): Promise<number> {
  let total = 0
  for (;;) {
    const deleted = Number((await deleteBatch()).numDeletedRows)
    // Stop only on an empty batch: a short one may just mean another replica took part of it.
    if (deleted === 0) return total
    total += deleted
  }
}

/** Sweeps every 10 minutes on every replica, as a task of the background runner. */
export function sessionSweepTask(db: Db, options: { logger: Logger; policy: SessionPolicy; everyMs?: number }): Task {
  const { logger, policy } = options
  return {
    name: 'session-sweep',
    everyMs: options.everyMs ?? SWEEP_EVERY_MS,
    failure: 'sweeping expired sessions failed',
    async run(now) {
      const result = await sweepExpired(db, now, policy)
      if (result.sessions || result.devices || result.providerRecords) logger.info(result, 'swept expired sessions and devices')
      // Sweeping leads to no other work: nothing to follow it up with.
      return 0
    },
  }
}
