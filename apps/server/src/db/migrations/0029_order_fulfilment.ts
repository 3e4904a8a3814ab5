import type { Kysely } from 'kysely'

/**
 * Merchandise orders get paid and shipped (issue 29, orders): when each happened, the tracking
 * note staff write when it ships, and the payment provider's reference (a Stripe Checkout Session
 * id) that its webhook names. Staff list orders by status, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['paid_at', 'shipped_at', 'cancelled_at', 'tracking_note', 'payment_reference']) {
    await db.schema.alterTable('merchandise_orders').addColumn(column, 'text').execute()
  }
  await db.schema.createIndex('merchandise_orders_by_status').on('merchandise_orders').columns(['status', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('merchandise_orders_by_status').execute()
  for (const column of ['payment_reference', 'tracking_note', 'cancelled_at', 'shipped_at', 'paid_at']) {
    await db.schema.alterTable('merchandise_orders').dropColumn(column).execute()
  }
}
