import type { Kysely } from 'kysely'

/**
 * Staff manage the catalog (issue 29, item 3). An item staff retire is hidden from members but
 * kept, so gift transactions and orders that name it still do: `retired_at` is when, null while
 * it is offered.
 */
const TABLES = ['care_tips', 'gift_products', 'vendor_features', 'partner_announcements', 'merchandise_products'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('retired_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('retired_at').execute()
}
