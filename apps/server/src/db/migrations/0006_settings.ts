import type { Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/** Per-user settings and the owner's own emergency contacts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('appointment_reminders', 'integer', (c) => c.notNull())
    .addColumn('medication_reminders', 'integer', (c) => c.notNull())
    .addColumn('health_checkups', 'integer', (c) => c.notNull())
    .addColumn('location_sharing', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('emergency_contacts')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('emergency_contacts_user_idx').on('emergency_contacts').columns(['user_id', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('emergency_contacts').execute()
  await db.schema.dropTable('user_settings').execute()
}
