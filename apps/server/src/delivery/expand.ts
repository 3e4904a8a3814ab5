import type { Db } from '../db/database.ts'
import { wantsAlertEmails } from './deliver.ts'
import type { Job } from './jobs.ts'
import { queuePushForReport } from './push-outbox.ts'
import { foundReportRef, lostReportRef, type ReportRef } from './report-ref.ts'
import { foundReportSubject, lostReportSubject } from './report-subjects.ts'
import { COMPOSED_FROM_FOUND_REPORT, COMPOSED_FROM_LOST_REPORT, type Template } from './templates/index.ts'

/**
 * The pushes and e-mails of a notice `deliverToMany` wrote, from its 'deliver' job, in the
 * transaction that deletes the job: one push per device of every member who holds the notice, and
 * one narrow e-mail row per member the template's rule allows (composed when it leaves, so nobody
 * is asked to look for a pet that is home by then). Set-based, however many members it reached.
 */
export async function expandDelivery(trx: Db, job: Job, now: Date): Promise<void> {
  const kind = job.notice_kind ?? ''
  if (job.found_pet_id !== null) {
    // A report closed before its job ran (the owner already has the pet) pushes nobody.
    const report = await foundReportSubject(trx, job.found_pet_id)
    if (!report || report.is_closed) return
    await expandFor(trx, foundReportRef(report.id), kind, report, templateFor(COMPOSED_FROM_FOUND_REPORT, kind), now)
  } else if (job.lost_pet_id !== null) {
    const report = await lostReportSubject(trx, job.lost_pet_id)
    if (!report) return
    await expandFor(trx, lostReportRef(report.id), kind, report, templateFor(COMPOSED_FROM_LOST_REPORT, kind), now)
  }
}

function templateFor<S>(templates: Readonly<Record<string, Template<S>>>, kind: string): Template<S> {
  const template = templates[kind]
  if (!template) throw new Error(`No template composes notices of kind ${kind} from a report`)
  return template
}

async function expandFor<S>(trx: Db, about: ReportRef, kind: string, subject: S, template: Template<S>, now: Date): Promise<void> {
  if (template.mail?.to === 'alert-emails') await queueNarrowMail(trx, about, kind, now)
  if (template.push) {
    const notice = template.notice(subject)
    await queuePushForReport(trx, about, kind, { title: notice.title, body: notice.body, url: notice.link ?? '/', tag: template.push.tag(subject) }, template.push.urgency, now)
  }
}

/** One narrow outbox row per member holding the notice who wants alert e-mails; the mail is composed when sent. */
async function queueNarrowMail(trx: Db, about: ReportRef, kind: string, now: Date): Promise<void> {
  const at = now.toISOString()
  await trx
    .insertInto('outbox')
    .columns(['to_address', about.column, 'kind', 'created_at', 'next_attempt_at', 'attempts'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select((s) => ['u.email', `n.${about.column}`, 'n.kind', s.val(at).as('created_at'), s.val(at).as('next_attempt_at'), s.lit(0).as('attempts')])
        .where(`n.${about.column}`, '=', about.id)
        .where('n.kind', '=', kind)
        .where(wantsAlertEmails('n.user_id')),
    )
    .execute()
}
