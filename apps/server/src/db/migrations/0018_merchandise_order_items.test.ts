import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0018 over existing merchandise orders [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0017_member_handles')
    })
    afterAll(() => database.dispose())

    it('drops Customize clicks that never went through checkout and makes each checkout one order holding its lines', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      for (const email of ['ann@example.com', 'ben@example.com']) {
        await sql`insert into users (email, google_sub, google_user_data, display_name, created_at, updated_at, last_signed_in_at)
          values (${email}, ${`sub-${email}`}, '{}', ${email}, ${at}, ${at}, ${at})`.execute(db)
      }
      const [ann, ben] = (await sql<{ id: number }>`select id from users order by id`.execute(db)).rows.map((r) => Number(r.id))
      // [user, product name, custom text, quantity, line total, status, address, created_at]
      const rows: Array<[number | undefined, string, string | null, number, number, string, string | null, string]> = [
        [ann, 'Tee', 'Biscuit', 1, 25, 'customized', null, '2026-06-01T10:00:00.000Z'],
        [ann, 'Tee', 'Biscuit', 1, 25, 'customized', null, '2026-06-01T10:01:00.000Z'],
        [ann, 'Tee', 'Biscuit', 2, 50, 'pending_payment', '1 Elm Street', '2026-06-01T11:00:00.000Z'],
        [ann, 'Mug', null, 1, 15.5, 'pending_payment', '1 Elm Street', '2026-06-01T11:00:00.000Z'],
        [ann, 'Print', null, 1, 30, 'pending_payment', '1 Elm Street', '2026-06-02T09:00:00.000Z'],
        [ben, 'Mug', 'Rex', 3, 46.5, 'pending_payment', '9 Oak Road', '2026-06-01T11:00:00.000Z'],
        [ben, 'Tee', 'Rex', 1, 25, 'customized', null, '2026-06-01T11:05:00.000Z'],
      ]
      for (const [user, name, text, quantity, total, status, address, created] of rows) {
        await sql`insert into merchandise_orders (user_id, product_id, product_name, custom_text, quantity, unit_price, total_price, customer_name, customer_email, shipping_address, status, created_at)
          values (${user}, null, ${name}, ${text}, ${quantity}, ${total / quantity}, ${total}, 'Name', 'e@example.com', ${address}, ${status}, ${created})`.execute(db)
      }

      await migrateToLatest(database.handle)

      const orders = await db.selectFrom('merchandise_orders').select(['id', 'user_id', 'shipping_address', 'status', 'created_at']).orderBy('id').execute()
      expect(orders.map((o) => [Number(o.id), Number(o.user_id), o.shipping_address, o.status])).toEqual([
        [3, ann, '1 Elm Street', 'pending_payment'],
        [5, ann, '1 Elm Street', 'pending_payment'],
        [6, ben, '9 Oak Road', 'pending_payment'],
      ])
      const items = await db.selectFrom('merchandise_order_items').select(['order_id', 'product_name', 'custom_text', 'quantity', 'total_price']).orderBy('id').execute()
      expect(items.map((i) => [Number(i.order_id), i.product_name, i.custom_text, Number(i.quantity), Number(i.total_price)])).toEqual([
        [3, 'Tee', 'Biscuit', 2, 50],
        [3, 'Mug', null, 1, 15.5],
        [5, 'Print', null, 1, 30],
        [6, 'Mug', 'Rex', 3, 46.5],
      ])

      // Down and up again: one row per line, then the same orders.
      await migrateTo(database.handle, '0017_member_handles')
      const lines = (await sql<{ id: number; product_name: string; shipping_address: string }>`select id, product_name, shipping_address from merchandise_orders order by id`.execute(db)).rows
      expect(lines.map((l) => [Number(l.id), l.product_name, l.shipping_address])).toEqual([
        [3, 'Tee', '1 Elm Street'],
        [4, 'Mug', '1 Elm Street'],
        [5, 'Print', '1 Elm Street'],
        [6, 'Mug', '9 Oak Road'],
      ])
      await migrateToLatest(database.handle)
      expect((await db.selectFrom('merchandise_orders').select('id').orderBy('id').execute()).map((o) => Number(o.id))).toEqual([3, 5, 6])

      // New orders are numbered after the moved ones.
      const next = await db
        .insertInto('merchandise_orders')
        .values({ user_id: Number(ann), customer_name: 'Ann', customer_email: 'ann@example.com', shipping_address: '1 Elm Street', status: 'pending_payment', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      expect(Number(next.id)).toBe(7)
      // An order's items go with it, and a member's orders with the member.
      await db.deleteFrom('users').where('id', '=', Number(ann)).execute()
      expect((await db.selectFrom('merchandise_order_items').select('order_id').execute()).map((i) => Number(i.order_id))).toEqual([6])
    })
  })
}
