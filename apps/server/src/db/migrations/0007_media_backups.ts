import type { Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/** The owner's private backup of their device media gallery: one row per item, its file on disk. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_backups')
    .addColumn('id', ...idColumn(dialectOf(db)))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('pet_id', 'integer')
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('backed_up_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('media_backups_user_client_unique', ['user_id', 'client_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_backups').execute()
}
