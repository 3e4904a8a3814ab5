import type { Transporter } from 'nodemailer'
import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import type { DialectName } from '../db/dialect.ts'
import type { Logger } from '../logger.ts'
import { retryBackoffMs } from '../retry-schedule.ts'
import { claimDue, releaseClaim, type Queue } from './claim.ts'
import { foundReportSubject, lostReportSubject } from './report-subjects.ts'
import type { Task } from './runner.ts'
import { COMPOSED_FROM_FOUND_REPORT, COMPOSED_FROM_LOST_REPORT, type Template } from './templates/index.ts'
import { ALERT_KIND, FOUND_PET_ALERT_KIND } from './templates/lost-found.ts'

const POLL_MS = 5_000
const BATCH = 20
/** Tries per e-mail; a row that failed this often stays unsent, with its last_error, for the operator. */
export const MAIL_MAX_ATTEMPTS = 5
// A claim older than this belongs to a sender that died mid-send; the mail may be tried again.
const CLAIM_TIMEOUT_MS = 5 * 60_000

/**
 * The mail of an outbox row: its own text, or, for a narrow row about a report (an area's alert),
 * the template's e-mail composed from the report now; 'found' when the pet was found (or the
 * report closed or removed) before the mail left, so nobody is asked to look for a pet that is home.
 */
export async function composeMail(
  db: Db,
  row: { subject: string | null; body_text: string | null; kind?: string | null; lost_pet_id: number | null; found_pet_id?: number | null },
  appUrl: string,
): Promise<{ subject: string; text: string } | 'found'> {
  if (typeof row.found_pet_id === 'number') {
    const found = await foundReportSubject(db, row.found_pet_id)
    if (!found || found.is_closed) return 'found'
    return mailOf(COMPOSED_FROM_FOUND_REPORT, row.kind ?? FOUND_PET_ALERT_KIND, found, appUrl)
  }
  if (row.lost_pet_id === null) return { subject: row.subject ?? '', text: row.body_text ?? '' }
  const report = await lostReportSubject(db, row.lost_pet_id)
  if (!report || report.is_found) return 'found'
  return mailOf(COMPOSED_FROM_LOST_REPORT, row.kind ?? ALERT_KIND, report, appUrl)
}

function mailOf<S>(templates: Readonly<Record<string, Template<S>>>, kind: string, subject: S, appUrl: string): { subject: string; text: string } {
  const mail = templates[kind]?.mail
  if (!mail) throw new Error(`No template composes e-mails of kind ${kind} from a report`)
  return mail.compose(subject, appUrl)
}

/** How one try of one outbox row ended: `not-needed` is an alert about a pet found before it left. */
export type MailOutcome = 'sent' | 'retry' | 'given-up' | 'not-needed'

export const MAIL_QUEUE: Queue = { table: 'outbox', maxAttempts: MAIL_MAX_ATTEMPTS, claimTimeoutMs: CLAIM_TIMEOUT_MS, unsent: sql<boolean>`sent_at is null` }

/**
 * Delivers the outbox over SMTP, as a task of the background runner. Rows are claimed like every
 * queue (delivery/claim.ts), so any number of replicas can run this. A failed try waits out a
 * backoff (retry-schedule.ts, as pushes do) before the next, up to MAIL_MAX_ATTEMPTS tries.
 * Without SMTP_URL there is no such task: the mail stays in the outbox table, where the operator
 * can read it.
 */
export function mailTask(
  db: Db,
  options: { dialect: DialectName; smtpUrl: string; from: string; appUrl: string; logger: Logger; onOutcome?: (outcome: MailOutcome) => void },
): Task {
  // Loaded with the first mail to send, not at start-up (decision 054); named by package, so the
  // bundle keeps it lazy.
  let transport: Promise<Transporter> | undefined
  const opened = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.smtpUrl)))
  const finish = (id: number, claimedAt: string, at: Date, lastError: string | null) =>
    db.updateTable('outbox').set({ sent_at: at.toISOString(), claimed_at: null, last_error: lastError }).where('id', '=', id).where('claimed_at', '=', claimedAt).execute()

  async function sendDue(now: Date): Promise<number> {
    const claims = await claimDue(db, options.dialect, MAIL_QUEUE, now, BATCH)
    let sent = 0
    for (const claim of claims) {
      try {
        const row = await db.selectFrom('outbox').select(['to_address', 'subject', 'body_text', 'kind', 'lost_pet_id', 'found_pet_id']).where('id', '=', claim.id).executeTakeFirstOrThrow()
        const mail = await composeMail(db, row, options.appUrl)
        if (mail === 'found') {
          await finish(claim.id, claim.claimedAt, now, 'Not sent: the pet was found, or the report removed, before this alert left.')
          options.onOutcome?.('not-needed')
          continue
        }
        await (await opened()).sendMail({ from: options.from, to: row.to_address, subject: mail.subject, text: mail.text })
        await finish(claim.id, claim.claimedAt, now, null)
        sent++
        options.onOutcome?.('sent')
      } catch (err) {
        const givenUp = claim.attempts >= MAIL_MAX_ATTEMPTS
        const wait = retryBackoffMs(claim.attempts)
        if (givenUp) options.logger.warn({ err, outboxId: claim.id, attempts: claim.attempts }, 'giving up on an e-mail')
        else options.logger.warn({ err, outboxId: claim.id, attempts: claim.attempts, retryInMs: wait }, 'sending mail failed; it will be retried')
        const lastError = err instanceof Error ? err.message : 'send failed'
        await releaseClaim(db, MAIL_QUEUE, claim, givenUp ? { giveUp: now, lastError } : { retryAt: new Date(now.getTime() + wait), lastError })
        options.onOutcome?.(givenUp ? 'given-up' : 'retry')
      }
    }
    return sent
  }

  return { name: 'mail', everyMs: POLL_MS, run: sendDue, failure: 'outbox sender failed', close: () => void transport?.then((open) => open.close(), () => undefined) }
}
