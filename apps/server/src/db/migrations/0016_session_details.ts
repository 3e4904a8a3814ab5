import type { Kysely } from 'kysely'

/**
 * A session names the browser it was started in (a short label parsed from User-Agent, never the
 * header itself), so members can tell their sessions apart in Settings › Security. Older rows have
 * none. The indexes let the sweeper find expired sessions and devices without reading every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('label', 'text').execute()
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute()
  await db.schema.createIndex('sessions_last_seen_idx').on('sessions').column('last_seen_at').execute()
  await db.schema.createIndex('devices_expires_idx').on('devices').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('devices_expires_idx').execute()
  await db.schema.dropIndex('sessions_last_seen_idx').execute()
  await db.schema.dropIndex('sessions_expires_idx').execute()
  await db.schema.alterTable('sessions').dropColumn('label').execute()
}
