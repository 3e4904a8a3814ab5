import { sql, type RawBuilder } from 'kysely'
import { Gauge, type Registry } from 'prom-client'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import { JOB_QUEUE } from '../delivery/jobs.ts'
import { MAIL_MAX_ATTEMPTS } from '../delivery/mail-sender.ts'
import { PUSH_MAX_ATTEMPTS } from '../delivery/push-outbox.ts'
import type { Logger } from '../logger.ts'

export type QueueName = 'fanout' | 'matching' | 'mail' | 'push'

interface QueueTable {
  queue: QueueName
  table: 'jobs' | 'outbox' | 'push_outbox'
  maxAttempts: number
  /** What else a waiting row must meet: the mail outbox keeps its sent mail. */
  unsent?: RawBuilder<unknown>
  /** The order of the index that walks waiting rows oldest first. */
  oldestFirst: RawBuilder<unknown>
}

/**
 * Every background queue is a table every replica shares, so its depth is read from the database
 * when Prometheus scrapes, not counted in one process. Jobs are deleted; the mail outbox keeps its
 * sent rows, and `sent_at is null` reads only the unsent ones through `outbox_pending_idx (sent_at,
 * id)`; the push outbox keeps sent rows for two days, read the same way through `push_outbox_sent_idx`. Rows that used up their tries are not waiting.
 */
const QUEUES: readonly QueueTable[] = [
  // Both kinds of job share one table (migration 0037); each keeps its own gauge.
  { queue: 'fanout', table: 'jobs', maxAttempts: JOB_QUEUE.maxAttempts, unsent: sql`task = 'deliver'`, oldestFirst: sql`id` },
  { queue: 'matching', table: 'jobs', maxAttempts: JOB_QUEUE.maxAttempts, unsent: sql`task = 'match'`, oldestFirst: sql`id` },
  // Ordered as outbox_pending_idx is, so PostgreSQL walks that index and not the primary key
  // through every sent mail (300 ms instead of under 1 ms with a million sent).
  { queue: 'mail', table: 'outbox', maxAttempts: MAIL_MAX_ATTEMPTS, unsent: sql`sent_at is null`, oldestFirst: sql`sent_at, id` },
  // Delivered pushes stay two days (migration 0036); push_outbox_sent_idx (sent_at, id) walks the unsent ones.
  { queue: 'push', table: 'push_outbox', maxAttempts: PUSH_MAX_ATTEMPTS, unsent: sql`sent_at is null and failed_at is null`, oldestFirst: sql`sent_at, id` },
]

/**
 * A scrape counts at most this many waiting rows per queue, so its cost stays a few milliseconds
 * however far a city-scale alert has filled a queue (docs/decisions/043): the depth reads
 * 10,000 for "10,000 or more", and the oldest row's age still says how far behind it is.
 */
export const QUEUE_DEPTH_CAP = 10_000

export interface QueueState {
  queue: QueueName
  /** Rows still to be tried (including those waiting out a backoff or claimed right now), up to QUEUE_DEPTH_CAP. */
  waiting: number
  /** Seconds since the oldest of those was queued; 0 when none waits. */
  oldestAgeSeconds: number
}

interface QueueRow {
  waiting: number | string
  oldest: string | null
}

/**
 * One statement per queue, one queue after the other (a scrape takes one of the pool's
 * connections, not four). The count stops at the cap; the oldest waiting row is the one with the
 * lowest id, found by walking the primary key (or the pending index) from the start, since rows
 * are numbered in the order they were queued.
 */
export async function readQueues(db: Db, now: Date): Promise<QueueState[]> {
  const states: QueueState[] = []
  for (const { queue, table, maxAttempts, unsent, oldestFirst } of QUEUES) {
    const tries = sql`attempts < ${sql.lit(maxAttempts)}`
    const waiting = unsent ? sql`${unsent} and ${tries}` : tries
    const { rows } = await sql<QueueRow>`
      select (select count(*) from (select 1 from ${sql.table(table)} where ${waiting} limit ${sql.lit(QUEUE_DEPTH_CAP)}) w) as waiting,
             (select created_at from ${sql.table(table)} where ${waiting} order by ${oldestFirst} limit 1) as oldest`.execute(db)
    const row = rows[0]
    const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN
    states.push({
      queue,
      waiting: Number(row?.waiting ?? 0),
      oldestAgeSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
    })
  }
  return states
}

/**
 * The queue gauges. Prometheus collects all metrics of a scrape at once, so both gauges share one
 * read of the queues. When the database does not answer, they report nothing (rather than stale
 * numbers) and the failure is logged.
 */
export function registerQueueMetrics(registry: Registry, { db, clock, logger }: { db: Db; clock: Clock; logger: Logger }): void {
  let reading: Promise<QueueState[] | null> | null = null
  const read = (): Promise<QueueState[] | null> =>
    (reading ??= readQueues(db, clock.now())
      .catch((err: unknown) => {
        logger.warn({ err }, 'metrics: could not read the queues')
        return null
      })
      .finally(() => {
        reading = null
      }))
  const queueGauge = (name: string, help: string, value: (state: QueueState) => number) =>
    new Gauge<'queue'>({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const states = await read()
        this.reset()
        for (const state of states ?? []) this.set({ queue: state.queue }, value(state))
      },
    })
  queueGauge(
    'petfolk_queue_depth',
    `Rows waiting in a background queue (fanout, matching, mail, push), shared by every replica; counted up to ${QUEUE_DEPTH_CAP}.`,
    (s) => s.waiting,
  )
  queueGauge('petfolk_queue_oldest_age_seconds', 'Age of the oldest row still waiting in a background queue; 0 when it is empty.', (s) => s.oldestAgeSeconds)
}
