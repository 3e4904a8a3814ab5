import type { Kysely } from 'kysely'
import { dialectOf, floatType, idColumn } from '../dialect.ts'

/** Boards, directory, direct messages, lost pets with alert preferences, notifications and the mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  const float = floatType(dialect)

  // The name other members see (profile name, else e-mail), kept in a column so people can be found by it.
  await db.schema.alterTable('users').addColumn('display_name', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.createIndex('users_display_name_idx').on('users').column('display_name').execute()

  await db.schema
    .createTable('message_boards')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('latitude', float)
    .addColumn('longitude', float)
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('message_boards_geo_idx').on('message_boards').columns(['latitude', 'longitude']).execute()
  await db.schema.createIndex('message_boards_state_idx').on('message_boards').columns(['state', 'id']).execute()

  await db.schema
    .createTable('board_members')
    .addColumn('board_id', 'integer', (c) => c.notNull().references('message_boards.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('board_members_pk', ['board_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('board_messages')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('board_id', 'integer', (c) => c.notNull().references('message_boards.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('board_messages_board_idx').on('board_messages').columns(['board_id', 'is_pinned', 'id']).execute()

  await db.schema
    .createTable('board_replies')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('board_messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('board_replies_message_idx').on('board_replies').columns(['message_id', 'id']).execute()

  await db.schema
    .createTable('businesses')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', float, (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', float)
    .addColumn('longitude', float)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('businesses_geo_idx').on('businesses').columns(['latitude', 'longitude']).execute()
  await db.schema.createIndex('businesses_verified_idx').on('businesses').columns(['is_verified', 'business_type', 'id']).execute()

  await db.schema
    .createTable('user_locations')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('latitude', float, (c) => c.notNull())
    .addColumn('longitude', float, (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('direct_messages')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('direct_messages_receiver_idx').on('direct_messages').columns(['receiver_id', 'id']).execute()
  await db.schema.createIndex('direct_messages_sender_idx').on('direct_messages').columns(['sender_id', 'id']).execute()

  await db.schema
    .createTable('lost_pets')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pet_name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('sex', 'text')
    .addColumn('age_range', 'text')
    .addColumn('weight_lbs', float)
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('distinctive_markings', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('last_seen_date', 'text', (c) => c.notNull())
    .addColumn('last_seen_location', 'text', (c) => c.notNull())
    .addColumn('last_seen_city', 'text', (c) => c.notNull())
    .addColumn('last_seen_state', 'text', (c) => c.notNull())
    .addColumn('last_seen_zip_code', 'text', (c) => c.notNull())
    .addColumn('latitude', float)
    .addColumn('longitude', float)
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('reward_offered', 'text')
    .addColumn('additional_details', 'text')
    .addColumn('is_found', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lost_pets_open_idx').on('lost_pets').columns(['is_found', 'id']).execute()

  await db.schema
    .createTable('alert_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('zip_codes', 'text', (c) => c.notNull())
    .addColumn('alert_radius', 'integer', (c) => c.notNull())
    .addColumn('email_alerts', 'integer', (c) => c.notNull())
    .addColumn('species_preferences', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // One row per watched ZIP with its centroid, so matching a report is an indexed box query.
  await db.schema
    .createTable('alert_zip_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('latitude', float, (c) => c.notNull())
    .addColumn('longitude', float, (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_zip_codes_pk', ['user_id', 'zip_code'])
    .execute()
  await db.schema.createIndex('alert_zip_codes_geo_idx').on('alert_zip_codes').columns(['latitude', 'longitude']).execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('outbox')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    // A sender claims a row before sending, so two replicas never send the same mail.
    .addColumn('claimed_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute()
  await db.schema.createIndex('outbox_pending_idx').on('outbox').columns(['sent_at', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox', 'notifications', 'alert_zip_codes', 'alert_preferences', 'lost_pets', 'direct_messages', 'user_locations',
    'businesses', 'board_replies', 'board_messages', 'board_members', 'message_boards',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.dropIndex('users_display_name_idx').execute()
  await db.schema.alterTable('users').dropColumn('display_name').execute()
}
