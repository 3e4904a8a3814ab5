import type { Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/**
 * Issue 29, items 5 and 6: safer input from people without an account, and blocks between members.
 * - A visitor's e-mail address is confirmed (a link e-mailed to it) before any owner reply is
 *   e-mailed there: `email_confirmed_at` and the hash of the confirmation secret on the conversation.
 * - Proof-of-work solutions already used: a solution is good once (`spent_challenges`, pruned once expired).
 * - Blocks: a member (blocker) blocks another (blocked); one row per pair.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema.alterTable('lost_pet_relay_threads').addColumn('email_confirmed_at', 'text').execute()
  await db.schema.alterTable('lost_pet_relay_threads').addColumn('confirm_token_hash', 'text').execute()
  await db.schema.createIndex('lost_pet_relay_threads_confirm_idx').on('lost_pet_relay_threads').column('confirm_token_hash').execute()

  await db.schema
    .createTable('spent_challenges')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('spent_challenges_expiry_idx').on('spent_challenges').column('expires_at').execute()

  await db.schema
    .createTable('member_blocks')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('member_blocks_pair', ['blocker_id', 'blocked_id'])
    .execute()
  await db.schema.createIndex('member_blocks_blocked_idx').on('member_blocks').column('blocked_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_blocks').execute()
  await db.schema.dropTable('spent_challenges').execute()
  await db.schema.dropIndex('lost_pet_relay_threads_confirm_idx').execute()
  await db.schema.alterTable('lost_pet_relay_threads').dropColumn('confirm_token_hash').execute()
  await db.schema.alterTable('lost_pet_relay_threads').dropColumn('email_confirmed_at').execute()
}
