import type { Db } from '../../db/database.ts'
import type { DialectName } from '../../db/dialect.ts'
import { startJobWorker, type JobWorker } from '../../job-worker.ts'
import type { Logger } from '../../logger.ts'
import { queuePushForReport } from '../push/store.ts'
import { ALERT_KIND, FOUND_KIND, FOUND_PET_ALERT_KIND, FOUND_TEXT_COLUMNS, TEXT_COLUMNS, alertNotice, foundAlertNotice, foundNotice, foundReportForTexts } from './alert-texts.ts'
import { foundReportRef, lostReportRef, type ReportRef } from './report-ref.ts'

const POLL_MS = 2_000
/** Tries per job; a job that failed this often stays, with its last_error, for the operator. */
export const FANOUT_MAX_ATTEMPTS = 10

/**
 * Runs the waiting fan-out jobs: for a report's alerts (lost or found pets), one queued e-mail per
 * alerted member who wants e-mail and one push per device of every alerted member; for a lost
 * report's "found" notices, the pushes. Each job runs in one transaction that also deletes it, so a crash leaves the job to run
 * again and never half-done. On PostgreSQL, replicas take different jobs (SKIP LOCKED); SQLite
 * has one writer. Answers how many jobs ran.
 */
export async function runFanoutJobs(db: Db, dialect: DialectName, now: () => Date = () => new Date(), limit = 20): Promise<number> {
  let ran = 0
  const failed = new Set<number>()
  while (ran < limit) {
    let jobId: number | undefined
    try {
      const done = await db.transaction().execute(async (trx) => {
        let next = trx.selectFrom('fanout_jobs').select(['id', 'lost_pet_id', 'found_pet_id', 'kind']).where('attempts', '<', FANOUT_MAX_ATTEMPTS).orderBy('id').limit(1)
        if (failed.size > 0) next = next.where('id', 'not in', [...failed])
        const job = await (dialect === 'postgres' ? next.forUpdate().skipLocked() : next).executeTakeFirst()
        if (!job) return false
        jobId = job.id
        await expand(trx, job, now())
        await trx.deleteFrom('fanout_jobs').where('id', '=', job.id).execute()
        return true
      })
      if (!done) break
      ran++
    } catch (err) {
      if (jobId === undefined) throw err
      // Leave it for the next round, counted; this round goes on with the others.
      failed.add(jobId)
      const message = err instanceof Error ? err.message.slice(0, 500) : 'fan-out failed'
      await db.updateTable('fanout_jobs').set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: message })).where('id', '=', jobId).execute()
    }
  }
  return ran
}

async function expand(trx: Db, job: { lost_pet_id: number | null; found_pet_id: number | null; kind: string }, now: Date): Promise<void> {
  if (job.found_pet_id !== null) return expandFoundPetAlerts(trx, job.found_pet_id, now)
  if (job.lost_pet_id === null) return
  // A report staff hid before its job ran alerts nobody.
  const report = await trx.selectFrom('lost_pets').select(TEXT_COLUMNS).where('id', '=', job.lost_pet_id).where('hidden_at', 'is', null).executeTakeFirst()
  if (!report) return
  if (job.kind === ALERT_KIND) await queueAlertMail(trx, lostReportRef(job.lost_pet_id), ALERT_KIND, now)
  const notice = job.kind === FOUND_KIND ? foundNotice(report) : alertNotice(report)
  await queuePushForReport(trx, lostReportRef(job.lost_pet_id), job.kind, { title: notice.title, body: notice.body, url: notice.link, tag: `lost-pet-${job.lost_pet_id}` }, now)
}

async function expandFoundPetAlerts(trx: Db, foundPetId: number, now: Date): Promise<void> {
  // A report closed before its job ran (the owner already has the pet) pushes nobody.
  const row = await trx.selectFrom('found_pets').select(FOUND_TEXT_COLUMNS).where('id', '=', foundPetId).where('is_closed', '=', 0).where('hidden_at', 'is', null).executeTakeFirst()
  if (!row) return
  const about = foundReportRef(foundPetId)
  await queueAlertMail(trx, about, FOUND_PET_ALERT_KIND, now)
  const notice = foundAlertNotice(foundReportForTexts(row))
  await queuePushForReport(trx, about, FOUND_PET_ALERT_KIND, { title: notice.title, body: notice.body, url: notice.link, tag: `found-pet-${foundPetId}` }, now)
}

/** One narrow outbox row per alerted member who wants alert e-mails; the mail is composed when sent. */
async function queueAlertMail(trx: Db, about: ReportRef, kind: string, now: Date): Promise<void> {
  const at = now.toISOString()
  await trx
    .insertInto('outbox')
    .columns(['to_address', about.column, 'kind', 'created_at', 'attempts'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .innerJoin('alert_preferences as p', 'p.user_id', 'n.user_id')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select((s) => ['u.email', `n.${about.column}`, 'n.kind', s.val(at).as('created_at'), s.lit(0).as('attempts')])
        .where(`n.${about.column}`, '=', about.id)
        .where('n.kind', '=', kind)
        .where('p.email_alerts', '=', 1),
    )
    .execute()
}

/**
 * Runs fan-out jobs as soon as it is kicked (a report was just acknowledged) and every POLL_MS.
 * `afterRun` hears how many jobs ran, e.g. to send pushes at once.
 */
export function startFanoutWorker(db: Db, dialect: DialectName, options: { logger: Logger; afterRun?: (ran: number) => void }): JobWorker {
  return startJobWorker({
    runRound: () => runFanoutJobs(db, dialect),
    pollMs: POLL_MS,
    logger: options.logger,
    failure: 'lost-pet fan-out failed; it will be retried',
    afterRun: options.afterRun,
  })
}
