import type { Kysely } from 'kysely'
import { dialectOf, floatType, idColumn } from '../dialect.ts'

/**
 * Matches between lost and found reports (issue 17): one row per scored pair, with each side's
 * answer kept apart (the owner dismissing a look-alike does not hide it from the finder). Scoring
 * runs from a durable job written in the report's own transaction, so a report is acknowledged
 * at once and its matching survives a crash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema
    .createTable('pet_matches')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('lost_pet_id', 'integer', (c) => c.notNull().references('lost_pets.id').onDelete('cascade'))
    .addColumn('found_pet_id', 'integer', (c) => c.notNull().references('found_pets.id').onDelete('cascade'))
    .addColumn('score', floatType(dialect), (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('distance_miles', floatType(dialect))
    .addColumn('days_apart', 'integer', (c) => c.notNull())
    .addColumn('owner_dismissed_at', 'text')
    .addColumn('finder_dismissed_at', 'text')
    .addColumn('confirmed_at', 'text')
    // The message that opened the conversation; kept so confirming twice answers the same one.
    .addColumn('message_id', 'integer', (c) => c.references('direct_messages.id').onDelete('set null'))
    .addColumn('reunited_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pet_matches_pair_unique', ['lost_pet_id', 'found_pet_id'])
    .execute()
  await db.schema.createIndex('pet_matches_found_idx').on('pet_matches').columns(['found_pet_id']).execute()

  await db.schema
    .createTable('match_jobs')
    .addColumn('id', ...idColumn(dialect))
    // Exactly one of the two: the new report to score against the other kind.
    .addColumn('lost_pet_id', 'integer', (c) => c.references('lost_pets.id').onDelete('cascade'))
    .addColumn('found_pet_id', 'integer', (c) => c.references('found_pets.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('match_jobs').execute()
  await db.schema.dropTable('pet_matches').execute()
}
