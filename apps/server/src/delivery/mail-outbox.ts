import type { Db } from '../db/database.ts'

/** Queues e-mails in the outbox, in the caller's transaction; the mail task sends them later. */
export async function queueMail(db: Db, mails: ReadonlyArray<{ to: string; subject: string; text: string }>, now: Date): Promise<void> {
  if (mails.length === 0) return
  const at = now.toISOString()
  await db
    .insertInto('outbox')
    .values(mails.map((m) => ({ to_address: m.to, subject: m.subject, body_text: m.text, created_at: at, next_attempt_at: at, attempts: 0 })))
    .execute()
}
