import { sql, type Kysely } from 'kysely'
import { dialectOf, idColumn, type DialectName } from '../dialect.ts'
import { rebuild, type TableBuilder } from './0013_live_alerts.ts'

/**
 * Found-pet reports alert the neighbourhood as lost reports do (issue 17), through the same narrow
 * rows: a notification, a queued e-mail and a fan-out job name the found report they are about,
 * and their text is composed from it when read or sent. A row names a lost report or a found
 * one, never both. The fan-out table is rebuilt because SQLite cannot drop a NOT NULL in place;
 * its rows are waiting jobs, copied as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)

  // No foreign keys, as for lost_pet_id (docs/decisions/023): account deletion removes them.
  await db.schema.alterTable('notifications').addColumn('found_pet_id', 'integer').execute()
  await db.schema.createIndex('notifications_found_pet_idx').on('notifications').columns(['found_pet_id', 'kind', 'user_id']).execute()
  await db.schema.alterTable('outbox').addColumn('found_pet_id', 'integer').execute()

  await rebuild(db, dialect, 'fanout_jobs', fanoutJobs(dialect, true), ['id', 'lost_pet_id', 'kind', 'created_at', 'attempts', 'last_error'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await sql`delete from fanout_jobs where found_pet_id is not null`.execute(db)
  // SQLite cannot drop a column that references another table; fanout_jobs keeps its nullable lost_pet_id.
  await rebuild(db, dialect, 'fanout_jobs', fanoutJobs(dialect, false), ['id', 'lost_pet_id', 'kind', 'created_at', 'attempts', 'last_error'])
  await sql`delete from outbox where found_pet_id is not null`.execute(db)
  await db.schema.alterTable('outbox').dropColumn('found_pet_id').execute()
  await sql`delete from notifications where found_pet_id is not null`.execute(db)
  await db.schema.dropIndex('notifications_found_pet_idx').execute()
  await db.schema.alterTable('notifications').dropColumn('found_pet_id').execute()
}

function fanoutJobs(dialect: DialectName, withFoundPets: boolean) {
  return (t: TableBuilder) => {
    let table = t.addColumn('id', ...idColumn(dialect)).addColumn('lost_pet_id', 'integer', (c) => c.references('lost_pets.id').onDelete('cascade'))
    if (withFoundPets) table = table.addColumn('found_pet_id', 'integer', (c) => c.references('found_pets.id').onDelete('cascade'))
    return table
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
  }
}
