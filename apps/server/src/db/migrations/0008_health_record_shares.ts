import type { Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/**
 * Time-limited links that show one pet's health record to someone without an account (a vet).
 * Only the SHA-256 of the token is kept, as for sessions; the rows go with the pet or the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_record_shares')
    .addColumn('id', ...idColumn(dialectOf(db)))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pet_id', 'integer', (c) => c.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('health_record_shares_pet_idx').on('health_record_shares').columns(['pet_id', 'expires_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('health_record_shares').execute()
}
