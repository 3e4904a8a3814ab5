import type { Kysely } from 'kysely'
import { dialectOf, floatType, idColumn } from '../dialect.ts'

/** Catalog content shown to everyone (and to visitors on /preview): care tips, showcase, photographers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema
    .createTable('care_tips')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tip_category', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('age_range', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('care_tips_species_idx').on('care_tips').column('species').execute()

  await db.schema
    .createTable('daily_pet_showcase')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('pet_id', 'integer')
    .addColumn('pet_name', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('story', 'text')
    .addColumn('pet_photo', 'text')
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('showcase_date', 'text', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('daily_pet_showcase_date_idx')
    .on('daily_pet_showcase')
    .columns(['showcase_date', 'vote_count'])
    .execute()

  await db.schema
    .createTable('photographers')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('photographer_name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text')
    .addColumn('latitude', floatType(dialect))
    .addColumn('longitude', floatType(dialect))
    .addColumn('description', 'text')
    .addColumn('specialties', 'text')
    .addColumn('pricing_range', 'text')
    .addColumn('portfolio_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rating', floatType(dialect), (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('years_experience', 'integer')
    .addColumn('website', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('instagram_handle', 'text')
    .addColumn('is_listed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('photographers_geo_idx')
    .on('photographers')
    .columns(['latitude', 'longitude'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['photographers', 'daily_pet_showcase', 'care_tips']) await db.schema.dropTable(table).execute()
}
