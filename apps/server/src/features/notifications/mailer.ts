import nodemailer from 'nodemailer'
import type { Db } from '../../db/database.ts'
import type { Logger } from '../../logger.ts'

const POLL_MS = 5_000
const BATCH = 20
const MAX_ATTEMPTS = 5
// A claim older than this belongs to a sender that died mid-send; the mail may be tried again.
const CLAIM_TIMEOUT_MS = 5 * 60_000

export interface OutboxSender {
  /** Sends what is waiting now; answers how many were delivered. */
  flush(): Promise<number>
  stop(): void
}

/**
 * Delivers the outbox over SMTP. Rows are claimed with an atomic UPDATE before sending, so any
 * number of replicas can run this. Without SMTP_URL nothing is sent: the mail stays in the
 * outbox table, where the operator can read it.
 */
export function startOutboxSender(db: Db, options: { smtpUrl: string; from: string; logger: Logger }): OutboxSender {
  const transport = nodemailer.createTransport(options.smtpUrl)
  let running: Promise<number> | null = null

  async function flushOnce(): Promise<number> {
    const now = new Date()
    const staleClaim = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString()
    const candidates = await db
      .selectFrom('outbox')
      .select(['id'])
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
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
        .returning(['to_address', 'subject', 'body_text'])
        .executeTakeFirst()
      if (!claimed) continue
      try {
        await transport.sendMail({ from: options.from, to: claimed.to_address, subject: claimed.subject, text: claimed.body_text })
        await db.updateTable('outbox').set({ sent_at: new Date().toISOString(), last_error: null }).where('id', '=', id).execute()
        sent++
      } catch (err) {
        options.logger.warn({ err, outboxId: id }, 'sending mail failed; it will be retried')
        await db.updateTable('outbox').set({ claimed_at: null, last_error: err instanceof Error ? err.message.slice(0, 500) : 'send failed' }).where('id', '=', id).execute()
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
