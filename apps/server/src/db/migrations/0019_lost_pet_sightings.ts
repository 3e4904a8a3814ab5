import type { Kysely } from 'kysely'
import { dialectOf, floatType, idColumn } from '../dialect.ts'

/**
 * The lost-and-found network (issue 17): the owner chooses whether the public report page shows
 * their phone (existing reports keep it private), and anyone may tell them where they saw the pet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema.alterTable('lost_pets').addColumn('show_contact_phone', 'integer', (c) => c.notNull().defaultTo(0)).execute()

  await db.schema
    .createTable('lost_pet_sightings')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('lost_pet_id', 'integer', (c) => c.notNull().references('lost_pets.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text')
    .addColumn('latitude', floatType(dialect))
    .addColumn('longitude', floatType(dialect))
    .addColumn('photo_url', 'text')
    .addColumn('note', 'text')
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    // Anyone may report; a member who was signed in stays linked until their account goes.
    .addColumn('reporter_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lost_pet_sightings_report_idx').on('lost_pet_sightings').columns(['lost_pet_id', 'seen_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lost_pet_sightings').execute()
  await db.schema.alterTable('lost_pets').dropColumn('show_contact_phone').execute()
}
