import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import type { DialectName } from '../db/dialect.ts'
import type { Logger } from '../logger.ts'
import { retryBackoffMs } from '../retry-schedule.ts'
import { claimDue, releaseClaim, type Queue } from './claim.ts'
import { collectLive, type LiveEvent } from './live.ts'

/** What a job does: deliver a notice to its channels, or score a new lost or found report. */
export type JobTask = 'deliver' | 'match'

export const JOB_QUEUE: Queue = { table: 'jobs', maxAttempts: 10, claimTimeoutMs: 2 * 60_000 }

export interface NewJob {
  task: JobTask
  notice_kind?: string
  lost_pet_id?: number
  found_pet_id?: number
  /** JSON-able details the task needs beyond the report it is about. */
  payload?: unknown
}

export interface Job {
  id: number
  task: JobTask
  notice_kind: string | null
  lost_pet_id: number | null
  found_pet_id: number | null
  payload: unknown
}

/** Queues a job in the caller's transaction, so it exists exactly when what caused it does. */
export async function enqueueJob(db: Db, job: NewJob, now: Date): Promise<void> {
  const at = now.toISOString()
  await db
    .insertInto('jobs')
    .values({
      task: job.task,
      notice_kind: job.notice_kind ?? null,
      lost_pet_id: job.lost_pet_id ?? null,
      found_pet_id: job.found_pet_id ?? null,
      payload: job.payload === undefined ? null : JSON.stringify(job.payload),
      created_at: at,
      next_attempt_at: at,
    })
    .execute()
}

/**
 * Runs one job inside the transaction that deletes it, so a crash leaves it to run again and
 * never half done. What it delivers is told live once that transaction has committed.
 */
export type JobHandler = (trx: Db, job: Job, now: Date) => Promise<void>

const BATCH = 20

/**
 * Runs the due jobs, claimed like every queue (delivery/claim.ts). A job that throws waits out a
 * backoff before its next try, up to the queue's tries. Answers how many jobs ran.
 */
export async function runDueJobs(
  db: Db,
  dialect: DialectName,
  handlers: Record<JobTask, JobHandler>,
  now: Date,
  options: { logger: Logger; publish: (event: LiveEvent) => void; onDone?: (task: JobTask) => void; only?: JobTask },
): Promise<number> {
  const { logger } = options
  const queue = options.only ? { ...JOB_QUEUE, unsent: sql<boolean>`task = ${options.only}` } : JOB_QUEUE
  let ran = 0
  for (;;) {
    const claims = await claimDue(db, dialect, queue, now, BATCH)
    for (const claim of claims) {
      try {
        const { result: done, events } = await collectLive(() => db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('jobs')
            .select(['id', 'task', 'notice_kind', 'lost_pet_id', 'found_pet_id', 'payload'])
            .where('id', '=', claim.id)
            .where('claimed_at', '=', claim.claimedAt)
            .executeTakeFirst()
          // Taken over by another runner after this claim went stale, or gone with its report.
          if (!row) return undefined
          const handler = handlers[row.task as JobTask] as JobHandler | undefined
          if (!handler) throw new Error(`No handler for jobs of task ${row.task}`)
          const job: Job = { ...row, task: row.task as JobTask, payload: row.payload === null ? null : (JSON.parse(row.payload) as unknown) }
          await handler(trx, job, now)
          await trx.deleteFrom('jobs').where('id', '=', claim.id).execute()
          return job.task
        }))
        for (const event of events) options.publish(event)
        if (done) options.onDone?.(done)
        ran++
      } catch (err) {
        const lastError = err instanceof Error ? err.message : 'the job failed'
        const givenUp = claim.attempts >= JOB_QUEUE.maxAttempts
        logger.warn({ err, jobId: claim.id, attempts: claim.attempts }, givenUp ? 'giving up on a background job' : 'a background job failed; it will be retried')
        await releaseClaim(db, queue, claim, givenUp ? { giveUp: now, lastError } : { retryAt: new Date(now.getTime() + retryBackoffMs(claim.attempts)), lastError })
      }
    }
    if (claims.length < BATCH) return ran
  }
}
