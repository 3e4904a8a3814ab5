import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from './migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`pending migrations apply wholly or not at all [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0017_member_handles')
    })
    afterAll(() => database.dispose())

    it('leaves the schema and rows as they were when a migration fails halfway, so the next start can finish it', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      await sql`insert into users (email, google_sub, google_user_data, display_name, created_at, updated_at, last_signed_in_at)
        values ('ann@example.com', 'sub-ann', '{}', 'Ann', ${at}, ${at}, ${at})`.execute(db)
      await sql`insert into merchandise_orders (user_id, product_id, product_name, custom_text, quantity, unit_price, total_price, customer_name, customer_email, shipping_address, status, created_at)
        values ((select id from users), null, 'Tee', 'Biscuit', 1, 25, 25, 'Ann', 'ann@example.com', null, 'customized', ${at})`.execute(db)
      // 0018 deletes unsent 'customized' rows and drops an index, then renames its table onto a
      // name that is taken here: it fails after two of its statements have run.
      await sql`create table merchandise_order_items (id integer primary key)`.execute(db)

      await expect(migrateToLatest(database.handle)).rejects.toThrow(/in migration 0018_merchandise_order_items/)

      const customized = await sql<{ n: number }>`select count(*) as n from merchandise_orders where status = 'customized'`.execute(db)
      expect(Number(customized.rows[0]?.n), "0018's first delete was undone").toBe(1)
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
      expect(applied.rows.map((r) => r.name).at(-1)).toBe('0017_member_handles')

      // Once what was in the way is gone, the next start finishes every pending migration.
      await sql`drop table merchandise_order_items`.execute(db)
      const ran = await migrateToLatest(database.handle)
      expect(ran[0]).toBe('0018_merchandise_order_items')
      const orders = await sql<{ n: number }>`select count(*) as n from merchandise_orders`.execute(db)
      expect(Number(orders.rows[0]?.n), 'the customized row is dropped by 0018 itself, once').toBe(0)
    })
  })
}
