import type { Kysely } from 'kysely'
import { dialectOf, floatType, idColumn } from '../dialect.ts'

/** Gifts, vendors, showcase votes, veteran stories and verification, merchandise and orders. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  const float = floatType(dialect)

  await db.schema
    .createTable('gift_products')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('vendor_logo', 'text')
    .addColumn('price', float, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('gift_products_filter_idx').on('gift_products').columns(['category', 'species']).execute()

  await db.schema
    .createTable('gift_transactions')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('product_id', 'integer', (c) => c.references('gift_products.id').onDelete('set null'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_image', 'text')
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', float, (c) => c.notNull())
    .addColumn('total_amount', float, (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_pet_id', 'integer', (c) => c.references('pets.id').onDelete('set null'))
    .addColumn('pet_name', 'text')
    .addColumn('gift_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('gift_transactions_sender_idx').on('gift_transactions').columns(['sender_id', 'id']).execute()
  await db.schema.createIndex('gift_transactions_receiver_idx').on('gift_transactions').columns(['receiver_id', 'id']).execute()

  await db.schema
    .createTable('vendor_features')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('feature_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('highlight_text', 'text')
    .addColumn('banner_image_url', 'text')
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('vendor_logo', 'text')
    .addColumn('vendor_description', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('partner_announcements')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('vendor_name', 'text', (c) => c.notNull())
    .addColumn('vendor_logo', 'text')
    .addColumn('announcement_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('external_link', 'text')
    .addColumn('is_pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // One row per (entry, voter): the primary key makes a second vote impossible, even concurrently.
  await db.schema
    .createTable('showcase_votes')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('daily_pet_showcase.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('showcase_votes_pk', ['entry_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('veteran_stories')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('veteran_name', 'text', (c) => c.notNull())
    .addColumn('service_branch', 'text', (c) => c.notNull())
    .addColumn('service_years', 'text')
    .addColumn('dog_name', 'text', (c) => c.notNull())
    .addColumn('dog_breed', 'text')
    .addColumn('dog_age', 'integer')
    .addColumn('service_type', 'text', (c) => c.notNull())
    .addColumn('story_title', 'text', (c) => c.notNull())
    .addColumn('story_content', 'text', (c) => c.notNull())
    .addColumn('challenges_helped', 'text')
    .addColumn('dog_photo_url', 'text')
    .addColumn('veteran_photo_url', 'text')
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_email', 'text')
    .addColumn('social_media_handle', 'text')
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_verified_veteran', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reaction_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('story_reactions')
    .addColumn('story_id', 'integer', (c) => c.notNull().references('veteran_stories.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('story_reactions_pk', ['story_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('story_comments')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('story_id', 'integer', (c) => c.notNull().references('veteran_stories.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('commenter_name', 'text', (c) => c.notNull())
    .addColumn('is_veteran', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('story_comments_story_idx').on('story_comments').columns(['story_id', 'id']).execute()

  await db.schema
    .createTable('veteran_verifications')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('verification_status', 'text', (c) => c.notNull())
    .addColumn('service_branch', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('merchandise_categories')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute()

  await db.schema
    .createTable('merchandise_products')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('merchandise_categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('base_price', float, (c) => c.notNull())
    .addColumn('is_customizable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('material_info', 'text')
    .addColumn('available_sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('available_colors', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  await db.schema.createIndex('merchandise_products_category_idx').on('merchandise_products').columns(['category_id', 'id']).execute()

  await db.schema
    .createTable('merchandise_orders')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Orders outlive catalog changes: the product's name and prices are copied in.
    .addColumn('product_id', 'integer', (c) => c.references('merchandise_products.id').onDelete('set null'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('pet_id', 'integer', (c) => c.references('pets.id').onDelete('set null'))
    .addColumn('customization_details', 'text')
    .addColumn('custom_text', 'text')
    .addColumn('selected_size', 'text')
    .addColumn('selected_color', 'text')
    .addColumn('pet_photo_url', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', float, (c) => c.notNull())
    .addColumn('total_price', float, (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('merchandise_orders_user_idx').on('merchandise_orders').columns(['user_id', 'id']).execute()

  await db.schema.alterTable('photographers').addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photographers').dropColumn('submitted_by').execute()
  for (const table of [
    'merchandise_orders', 'merchandise_products', 'merchandise_categories', 'veteran_verifications', 'story_comments',
    'story_reactions', 'veteran_stories', 'showcase_votes', 'partner_announcements', 'vendor_features', 'gift_transactions', 'gift_products',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
