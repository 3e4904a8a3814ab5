import type { Kysely } from 'kysely'

/** Veteran stories are paged featured first, then newest: one index serves that order and its cursor. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('veteran_stories_featured_idx').on('veteran_stories').columns(['is_featured', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('veteran_stories_featured_idx').execute()
}
