import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../db/database.ts'
import type { DialectName } from '../db/dialect.ts'

/**
 * The three durable queues of background work. Each row has `attempts`, `next_attempt_at` (not
 * before then: the backoff after a failed try) and `claimed_at` (who holds it), and is taken the
 * same way by whichever replica gets to it first.
 */
export interface Queue {
  table: 'jobs' | 'outbox' | 'push_outbox'
  /** Tries a row gets; a row that used them up stays, with its last_error, for the operator. */
  maxAttempts: number
  /**
   * How long a claim holds: an older one belongs to a runner that died mid-row, and the row may be
   * taken again. Longer than one row can take.
   */
  claimTimeoutMs: number
  /** What else a waiting row meets (the outboxes keep the rows they sent); the same as its due index. */
  unsent?: RawBuilder<boolean>
  /** The queue says when a row was given up on (the staff overview counts failed pushes). */
  recordsFailure?: boolean
}

/** A row this runner now holds: `claimedAt` is checked when it is finished or released. */
export interface Claim {
  id: number
  /** Tries so far, this one included. */
  attempts: number
  claimedAt: string
}

/**
 * Claims up to `limit` rows that are due now, oldest due first, with one atomic UPDATE. On
 * PostgreSQL runners on other replicas skip the rows being claimed (FOR UPDATE SKIP LOCKED)
 * instead of waiting for them, so they take the next rows side by side; SQLite has one writer.
 */
export async function claimDue(db: Db, dialect: DialectName, queue: Queue, now: Date, limit: number): Promise<Claim[]> {
  const at = now.toISOString()
  const stale = new Date(now.getTime() - queue.claimTimeoutMs).toISOString()
  const table = sql.table(queue.table)
  const free = sql<boolean>`(claimed_at is null or claimed_at < ${stale})`
  const due = sql.join(
    [sql`next_attempt_at <= ${at}`, sql`attempts < ${queue.maxAttempts}`, free, ...(queue.unsent ? [queue.unsent] : [])],
    sql` and `,
  )
  const lock = dialect === 'postgres' ? sql` for update skip locked` : sql``
  const claimed = await sql<{ id: number; attempts: number }>`
    update ${table} set claimed_at = ${at}, attempts = attempts + 1
    where id in (select id from ${table} where ${due} order by next_attempt_at, id limit ${limit}${lock})
    and ${free}
    returning id, attempts`.execute(db)
  return claimed.rows.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts), claimedAt: at }))
}

/** How a claimed row ends when it did not succeed: tried again at `retryAt`, or given up on. */
export type Release = { retryAt: Date; lastError: string } | { giveUp: Date; lastError: string } | { uncountAttempt: true }

/**
 * Lets go of a claimed row that did not succeed, only while this runner still holds it: a runner
 * whose claim went stale cannot touch a row another one took over.
 */
export async function releaseClaim(db: Db, queue: Queue, claim: Claim, release: Release): Promise<void> {
  const table = sql.table(queue.table)
  const change =
    'uncountAttempt' in release
      ? sql`attempts = attempts - 1`
      : 'retryAt' in release
        ? sql`next_attempt_at = ${release.retryAt.toISOString()}, last_error = ${release.lastError.slice(0, 500)}`
        : sql`attempts = ${queue.maxAttempts}, last_error = ${release.lastError.slice(0, 500)}${queue.recordsFailure ? sql`, failed_at = ${release.giveUp.toISOString()}` : sql``}`
  await sql`update ${table} set claimed_at = null, ${change} where id = ${claim.id} and claimed_at = ${claim.claimedAt}`.execute(db)
}
