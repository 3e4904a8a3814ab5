import type { Kysely } from 'kysely'

/**
 * A board's creator moderates it and may remove posts. A removed post keeps its row (its replies
 * and its place in the list stay) but not its words: the store blanks them when it sets this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('board_messages').addColumn('removed_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('board_messages').dropColumn('removed_at').execute()
}
