import type { Kysely } from 'kysely'

/**
 * Abuse limits are counted in the database, so every replica sees the same counts. One row per
 * limited key (rule, scope and who), holding the current fixed window and its hits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_start').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
}
