import { sql, type Kysely } from 'kysely'

/**
 * A delivered push keeps its row (`sent_at`), and a push given up on says when (`failed_at`), so
 * the staff overview can count pushes sent and failed in the last 24 hours (issue 29). The push
 * sender prunes both after two days. The due index now holds only rows still to be sent, so the
 * kept rows never slow the sender's claim.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_outbox').addColumn('sent_at', 'text').execute()
  await db.schema.alterTable('push_outbox').addColumn('failed_at', 'text').execute()
  // Rows given up on before this migration: when they were last tried is not known, so their queue time stands in.
  await sql`update push_outbox set failed_at = created_at where attempts >= 5`.execute(db)
  await db.schema.dropIndex('push_outbox_due_idx').execute()
  await db.schema
    .createIndex('push_outbox_due_idx')
    .on('push_outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql<boolean>`sent_at is null and failed_at is null`)
    .execute()
  // Serves both the overview's "sent since" count and the metrics' walk over unsent rows in id order.
  await db.schema.createIndex('push_outbox_sent_idx').on('push_outbox').columns(['sent_at', 'id']).execute()
  await db.schema.createIndex('push_outbox_failed_idx').on('push_outbox').column('failed_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('push_outbox_failed_idx').execute()
  await db.schema.dropIndex('push_outbox_sent_idx').execute()
  await db.schema.dropIndex('push_outbox_due_idx').execute()
  await sql`delete from push_outbox where sent_at is not null`.execute(db)
  await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').columns(['next_attempt_at', 'id']).execute()
  await db.schema.alterTable('push_outbox').dropColumn('failed_at').execute()
  await db.schema.alterTable('push_outbox').dropColumn('sent_at').execute()
}
