import type { Kysely } from 'kysely'
import { dialectOf, floatType, idColumn } from '../dialect.ts'

/**
 * Found pets (issue 17): a member who finds or sees a loose pet reports it, beside the lost
 * reports. Both kinds keep a colour signature of their photo, computed from the server's
 * re-encoded image, for matching lost against found.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema
    .createTable('found_pets')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('sex', 'text')
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('weight_lbs', floatType(dialect))
    .addColumn('distinctive_markings', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('found_date', 'text', (c) => c.notNull())
    .addColumn('found_location', 'text', (c) => c.notNull())
    .addColumn('found_city', 'text', (c) => c.notNull())
    .addColumn('found_state', 'text', (c) => c.notNull())
    .addColumn('found_zip_code', 'text', (c) => c.notNull())
    .addColumn('latitude', floatType(dialect))
    .addColumn('longitude', floatType(dialect))
    .addColumn('has_pet', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('show_contact_phone', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('additional_details', 'text')
    .addColumn('photo_signature', 'text')
    .addColumn('is_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('found_pets_open_idx').on('found_pets').columns(['is_closed', 'id']).execute()
  // Matching and the map look for open reports of one species near a point.
  await db.schema.createIndex('found_pets_species_geo_idx').on('found_pets').columns(['species', 'latitude', 'longitude']).execute()
  await db.schema.createIndex('found_pets_user_idx').on('found_pets').columns(['user_id']).execute()

  await db.schema.alterTable('lost_pets').addColumn('photo_signature', 'text').execute()
  await db.schema.createIndex('lost_pets_species_geo_idx').on('lost_pets').columns(['species', 'latitude', 'longitude']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lost_pets_species_geo_idx').execute()
  await db.schema.alterTable('lost_pets').dropColumn('photo_signature').execute()
  await db.schema.dropTable('found_pets').execute()
}
