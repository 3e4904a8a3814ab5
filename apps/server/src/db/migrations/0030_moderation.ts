import type { Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/**
 * Moderation (issue 29): anyone reports what a member or visitor wrote; staff dismiss the report,
 * hide the content (`hidden_at`: gone for everyone but staff), remove a photo, lock a board, warn,
 * suspend (`suspended_until`) or ban (`banned_at`) its author.
 */
const HIDEABLE = ['board_messages', 'board_replies', 'direct_messages', 'lost_pet_sightings', 'lost_pets'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema
    .createTable('reports')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('content_kind', 'text', (col) => col.notNull())
    .addColumn('content_id', 'integer', (col) => col.notNull())
    /** The member who wrote it, when a member did (null for a visitor's sighting). */
    .addColumn('author_id', 'integer')
    .addColumn('reporter_id', 'integer')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    /** open, dismissed or actioned. */
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('outcome', 'text')
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('reports_open_by_content').on('reports').columns(['status', 'content_kind', 'content_id']).execute()
  await db.schema.createIndex('reports_by_author').on('reports').columns(['author_id', 'id']).execute()

  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute()
  await db.schema.alterTable('users').addColumn('banned_at', 'text').execute()
  await db.schema.alterTable('message_boards').addColumn('locked_at', 'text').execute()
  for (const table of HIDEABLE) await db.schema.alterTable(table).addColumn('hidden_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of HIDEABLE) await db.schema.alterTable(table).dropColumn('hidden_at').execute()
  await db.schema.alterTable('message_boards').dropColumn('locked_at').execute()
  await db.schema.alterTable('users').dropColumn('banned_at').execute()
  await db.schema.alterTable('users').dropColumn('suspended_until').execute()
  await db.schema.dropTable('reports').execute()
}
