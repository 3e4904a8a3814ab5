import type { Kysely } from 'kysely'

/**
 * An e-mail that failed waits before its next try, as a push does (push_outbox.next_attempt_at):
 * the mail sender used to try again on its next poll, 5 s later, so an SMTP server that was
 * away for half a minute used up every try and the alert was never sent. Null: due now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute()
}
