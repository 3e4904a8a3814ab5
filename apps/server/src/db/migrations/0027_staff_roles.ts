import type { Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/**
 * Staff (issue 29): a member is a member, a moderator or an admin, and every staff action is
 * written to an audit log that nothing in the product edits or deletes. `actor_id` is null for
 * actions taken from the command line (`npm run admin`) or by ADMIN_EMAILS at sign-in; the actor's
 * handle is kept as text too, so an entry still says who acted after that account is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema.alterTable('users').addColumn('role', 'text', (col) => col.notNull().defaultTo('member')).execute()
  await db.schema.createIndex('users_staff_role').on('users').column('role').execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_label', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('target_label', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('audit_log_by_time').on('audit_log').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('audit_log_by_actor').on('audit_log').columns(['actor_id', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropIndex('users_staff_role').execute()
  await db.schema.alterTable('users').dropColumn('role').execute()
}
