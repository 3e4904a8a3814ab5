import { sql, type Kysely } from 'kysely'
import { dialectOf, floatType, idColumn } from '../dialect.ts'

/**
 * An order exists from checkout on and holds its items. Until now every Customize click stored a
 * row of its own in merchandise_orders (status 'customized'), shown as an order though it never
 * went through checkout, and a checkout stored one row per cart line.
 *
 * - 'customized' rows are dropped: the same click put the line into the cart on the member's
 *   device, so the customisation is still there, and the cart (not the server) is where it lives
 *   until checkout. Nothing in them was ever an order.
 * - The remaining rows become order items (the old table, renamed), and the lines of one checkout
 *   (same member, same moment, same address) become one order, numbered after its first line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)

  await sql`delete from merchandise_orders where status <> 'pending_payment'`.execute(db)
  await db.schema.dropIndex('merchandise_orders_user_idx').execute()
  await db.schema.alterTable('merchandise_orders').renameTo('merchandise_order_items').execute()
  if (dialect === 'postgres') {
    // PostgreSQL keeps the old names with the renamed table; free them for the new one.
    await sql`alter index merchandise_orders_pkey rename to merchandise_order_items_pkey`.execute(db)
    await sql`alter sequence merchandise_orders_id_seq rename to merchandise_order_items_id_seq`.execute(db)
  }

  await db.schema
    .createTable('merchandise_orders')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.alterTable('merchandise_order_items').addColumn('order_id', 'integer', (c) => c.references('merchandise_orders.id').onDelete('cascade')).execute()

  await sql`insert into merchandise_orders (id, user_id, customer_name, customer_email, shipping_address, status, created_at)
    select min(id), user_id, min(customer_name), min(customer_email), shipping_address, status, created_at
    from merchandise_order_items group by user_id, created_at, shipping_address, status`.execute(db)
  await sql`update merchandise_order_items set order_id = (
    select o.id from merchandise_orders o
    where o.user_id = merchandise_order_items.user_id and o.created_at = merchandise_order_items.created_at
      and o.status = merchandise_order_items.status and coalesce(o.shipping_address, '') = coalesce(merchandise_order_items.shipping_address, ''))`.execute(db)
  if (dialect === 'postgres') {
    // Ids were copied in; the identity continues after them.
    await sql`select setval(pg_get_serial_sequence('merchandise_orders', 'id'), coalesce((select max(id) from merchandise_orders), 0) + 1, false)`.execute(db)
  }

  // What belongs to the order now lives on it. user_id stays on the item: it cascades with the member.
  for (const column of ['customer_name', 'customer_email', 'shipping_address', 'status', 'created_at']) {
    await db.schema.alterTable('merchandise_order_items').dropColumn(column).execute()
  }
  await db.schema.createIndex('merchandise_orders_user_idx').on('merchandise_orders').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('merchandise_order_items_order_idx').on('merchandise_order_items').columns(['order_id', 'id']).execute()
}

/** Back to one row per line; the dropped 'customized' rows do not come back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  // Built anew: SQLite cannot drop order_id, a foreign key column.
  await db.schema
    .createTable('merchandise_orders_0017')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('merchandise_products.id').onDelete('set null'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('pet_id', 'integer', (c) => c.references('pets.id').onDelete('set null'))
    .addColumn('customization_details', 'text')
    .addColumn('custom_text', 'text')
    .addColumn('selected_size', 'text')
    .addColumn('selected_color', 'text')
    .addColumn('pet_photo_url', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', floatType(dialect), (c) => c.notNull())
    .addColumn('total_price', floatType(dialect), (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await sql`insert into merchandise_orders_0017 (id, user_id, product_id, product_name, pet_id, customization_details, custom_text, selected_size, selected_color,
      pet_photo_url, quantity, unit_price, total_price, customer_name, customer_email, shipping_address, status, created_at)
    select i.id, i.user_id, i.product_id, i.product_name, i.pet_id, i.customization_details, i.custom_text, i.selected_size, i.selected_color,
      i.pet_photo_url, i.quantity, i.unit_price, i.total_price, o.customer_name, o.customer_email, o.shipping_address, o.status, o.created_at
    from merchandise_order_items i join merchandise_orders o on o.id = i.order_id`.execute(db)
  await db.schema.dropTable('merchandise_order_items').execute()
  await db.schema.dropTable('merchandise_orders').execute()
  await db.schema.alterTable('merchandise_orders_0017').renameTo('merchandise_orders').execute()
  if (dialect === 'postgres') {
    // The names 0005 gave, which up() expects.
    await sql`alter index merchandise_orders_0017_pkey rename to merchandise_orders_pkey`.execute(db)
    await sql`alter sequence merchandise_orders_0017_id_seq rename to merchandise_orders_id_seq`.execute(db)
    await sql`select setval(pg_get_serial_sequence('merchandise_orders', 'id'), coalesce((select max(id) from merchandise_orders), 0) + 1, false)`.execute(db)
  }
  await db.schema.createIndex('merchandise_orders_user_idx').on('merchandise_orders').columns(['user_id', 'id']).execute()
}
