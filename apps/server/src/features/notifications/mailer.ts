import nodemailer from 'nodemailer'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/database.ts'
import { isSet } from '../../db/row-values.ts'
import type { Logger } from '../../logger.ts'
import { retryBackoffMs } from '../../retry-schedule.ts'
import { FOUND_TEXT_COLUMNS, TEXT_COLUMNS, alertMail, foundAlertMail, foundReportForTexts } from '../lost-pets/alert-texts.ts'

const POLL_MS = 5_000
const BATCH = 20
/** Tries per e-mail; a row that failed this often stays unsent, with its last_error, for the operator. */
export const MAIL_MAX_ATTEMPTS = 5
// A claim older than this belongs to a sender that died mid-send; the mail may be tried again.
const CLAIM_TIMEOUT_MS = 5 * 60_000

/**
 * The mail of an outbox row: its own text, or, for a lost-pet alert, the alert composed from the
 * report (a fan-out queues narrow rows); 'found' when the pet was found (or the report removed)
 * before the mail left, so nobody is asked to look for a pet that is home. A found-pet alert is
 * not sent either once its finder has closed the report, nor one staff hid.
 */
export async function composeMail(
  db: Db,
  row: { subject: string | null; body_text: string | null; lost_pet_id: number | null; found_pet_id?: number | null },
  appUrl: string,
): Promise<{ subject: string; text: string } | 'found'> {
  if (typeof row.found_pet_id === 'number') {
    const found = await db.selectFrom('found_pets').select([...FOUND_TEXT_COLUMNS, 'is_closed']).where('id', '=', row.found_pet_id).where('hidden_at', 'is', null).executeTakeFirst()
    if (!found || isSet(found.is_closed)) return 'found'
    return foundAlertMail(foundReportForTexts(found), appUrl)
  }
  if (row.lost_pet_id === null) return { subject: row.subject ?? '', text: row.body_text ?? '' }
  const report = await db.selectFrom('lost_pets').select([...TEXT_COLUMNS, 'show_contact_phone', 'is_found']).where('id', '=', row.lost_pet_id).where('hidden_at', 'is', null).executeTakeFirst()
  if (!report || isSet(report.is_found)) return 'found'
  return alertMail(report, appUrl)
}

/** How one try of one outbox row ended: `not-needed` is an alert about a pet found before it left. */
export type MailOutcome = 'sent' | 'retry' | 'given-up' | 'not-needed'

export interface OutboxSender {
  /** Sends what is waiting now; answers how many were delivered. */
  flush(): Promise<number>
  stop(): void
}

/**
 * Delivers the outbox over SMTP. Rows are claimed with an atomic UPDATE before sending, so any
 * number of replicas can run this. A failed try waits out a backoff (retry-schedule.ts, as
 * pushes do) before the next, up to MAIL_MAX_ATTEMPTS tries. Without SMTP_URL nothing is sent:
 * the mail stays in the outbox table, where the operator can read it.
 */
export function startOutboxSender(
  db: Db,
  options: { smtpUrl: string; from: string; appUrl: string; logger: Logger; clock: Clock; onOutcome?: (outcome: MailOutcome) => void },
): OutboxSender {
  const transport = nodemailer.createTransport(options.smtpUrl)
  const { clock } = options
  let running: Promise<number> | null = null

  async function flushOnce(): Promise<number> {
    const now = clock.now()
    const staleClaim = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString()
    const candidates = await db
      .selectFrom('outbox')
      .select(['id'])
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAIL_MAX_ATTEMPTS)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now.toISOString())]))
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleClaim)]))
      .orderBy('id')
      .limit(BATCH)
      .execute()
    let sent = 0
    for (const { id } of candidates) {
      const claimed = await db
        .updateTable('outbox')
        .set((eb) => ({ claimed_at: now.toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleClaim)]))
        .returning(['to_address', 'subject', 'body_text', 'lost_pet_id', 'found_pet_id', 'attempts'])
        .executeTakeFirst()
      if (!claimed) continue
      try {
        const mail = await composeMail(db, claimed, options.appUrl)
        if (mail === 'found') {
          await db.updateTable('outbox').set({ sent_at: clock.now().toISOString(), last_error: 'Not sent: the pet was found, or the report removed, before this alert left.' }).where('id', '=', id).execute()
          options.onOutcome?.('not-needed')
          continue
        }
        await transport.sendMail({ from: options.from, to: claimed.to_address, subject: mail.subject, text: mail.text })
        await db.updateTable('outbox').set({ sent_at: clock.now().toISOString(), last_error: null }).where('id', '=', id).execute()
        sent++
        options.onOutcome?.('sent')
      } catch (err) {
        const givenUp = claimed.attempts >= MAIL_MAX_ATTEMPTS
        const wait = retryBackoffMs(claimed.attempts)
        if (givenUp) options.logger.warn({ err, outboxId: id, attempts: claimed.attempts }, 'giving up on an e-mail')
        else options.logger.warn({ err, outboxId: id, attempts: claimed.attempts, retryInMs: wait }, 'sending mail failed; it will be retried')
        await db
          .updateTable('outbox')
          .set({ claimed_at: null, next_attempt_at: new Date(clock.now().getTime() + wait).toISOString(), last_error: err instanceof Error ? err.message.slice(0, 500) : 'send failed' })
          .where('id', '=', id)
          .execute()
        options.onOutcome?.(givenUp ? 'given-up' : 'retry')
      }
    }
    return sent
  }

  function flush(): Promise<number> {
    running ??= flushOnce().finally(() => {
      running = null
    })
    return running
  }

  const timer = setInterval(() => {
    flush().catch((err: unknown) => options.logger.error({ err }, 'outbox sender failed'))
  }, POLL_MS)
  timer.unref()

  return {
    flush,
    stop() {
      clearInterval(timer)
      transport.close()
    },
  }
}
