import type { Kysely } from 'kysely'

/**
 * Secrets the server generates when the environment does not set them (the session secret, the
 * Web Push key pair), kept where every replica reads them: one row per secret, written once by
 * whichever replica starts first (docs/decisions/037).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute()
}
