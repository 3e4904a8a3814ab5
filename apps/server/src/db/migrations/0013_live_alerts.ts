import type { Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/**
 * City-scale lost-pet alerts: notifications remember the report they are about (so a "found"
 * follow-up and the live stream can address everyone a report alerted with one set-based query),
 * reports remember when they were marked found (undo for a day), and Web Push gets its
 * per-device subscriptions and a durable outbox claimed like the mail outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)

  await db.schema.alterTable('notifications').addColumn('lost_pet_id', 'integer', (c) => c.references('lost_pets.id').onDelete('cascade')).execute()
  await db.schema.createIndex('notifications_lost_pet_idx').on('notifications').columns(['lost_pet_id', 'kind', 'user_id']).execute()

  await db.schema.alterTable('lost_pets').addColumn('found_at', 'text').execute()

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The push service's address for this browser; unique, so re-subscribing a device replaces its row.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    // JSON text: { title, body, url, tag }, shown by the service worker.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Not before this time (backoff after a failed try).
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // A sender claims a row before sending, so two replicas never push the same row.
    .addColumn('claimed_at', 'text')
    .addColumn('last_error', 'text')
    .execute()
  await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').columns(['next_attempt_at', 'id']).execute()
  await db.schema.createIndex('push_outbox_subscription_idx').on('push_outbox').column('subscription_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_outbox').execute()
  await db.schema.dropTable('push_subscriptions').execute()
  await db.schema.alterTable('lost_pets').dropColumn('found_at').execute()
  await db.schema.dropIndex('notifications_lost_pet_idx').execute()
  await db.schema.alterTable('notifications').dropColumn('lost_pet_id').execute()
}
