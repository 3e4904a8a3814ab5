import type { Kysely } from 'kysely'

/**
 * Staff hide every kind of reported content (issue 29): `hidden_at` on the tables migration 0030
 * left out. Hidden rows are gone for everyone but staff; on `gift_transactions` only the note is
 * hidden, the gift itself stays.
 */
const TABLES = ['veteran_stories', 'story_comments', 'daily_pet_showcase', 'found_pets', 'gift_transactions', 'lost_pet_relay_messages'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('hidden_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('hidden_at').execute()
}
