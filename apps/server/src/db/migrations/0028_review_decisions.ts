import type { Kysely } from 'kysely'

/**
 * The staff review queue (issue 29): a submitted business or photographer listing is pending
 * until a moderator or admin decides. Approving sets is_verified / is_listed as before; both
 * decisions record when and by whom, and a rejection its reason (which the submitter is told).
 * Pending: not listed and reviewed_at null. The index serves the queue, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, listed] of [['businesses', 'is_verified'], ['photographers', 'is_listed']] as const) {
    await db.schema.alterTable(table).addColumn('reviewed_at', 'text').execute()
    await db.schema.alterTable(table).addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null')).execute()
    await db.schema.alterTable(table).addColumn('review_reason', 'text').execute()
    await db.schema.createIndex(`${table}_review_queue`).on(table).columns([listed, 'reviewed_at', 'created_at', 'id']).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['businesses', 'photographers'] as const) {
    await db.schema.dropIndex(`${table}_review_queue`).execute()
    await db.schema.alterTable(table).dropColumn('review_reason').execute()
    await db.schema.alterTable(table).dropColumn('reviewed_by').execute()
    await db.schema.alterTable(table).dropColumn('reviewed_at').execute()
  }
}
