import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0036 over a push outbox [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0034_catalog_retired')
    })
    afterAll(() => database.dispose())

    it('marks the pushes already given up on as failed, leaves the waiting ones to send, and undoes cleanly', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      await sql`insert into users (email, google_sub, google_user_data, display_name, handle, created_at, updated_at, last_signed_in_at)
        values ('owner@example.com', 'sub-owner', '{}', 'Owner', 'owner', ${at}, ${at}, ${at})`.execute(db)
      await sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at, updated_at)
        select id, 'https://push.example.com/1', 'k', 'a', ${at}, ${at} from users`.execute(db)
      await sql`insert into push_outbox (subscription_id, payload, created_at, next_attempt_at, attempts, last_error)
        select id, 'waiting', ${at}, ${at}, 1, 'busy' from push_subscriptions`.execute(db)
      await sql`insert into push_outbox (subscription_id, payload, created_at, next_attempt_at, attempts, last_error)
        select id, 'given up', ${at}, ${at}, 5, 'refused' from push_subscriptions`.execute(db)

      await migrateToLatest(database.handle)

      const rows = await db.selectFrom('push_outbox').select(['payload', 'attempts', 'sent_at', 'failed_at']).orderBy('id').execute()
      expect(rows).toEqual([
        { payload: 'waiting', attempts: 1, sent_at: null, failed_at: null },
        { payload: 'given up', attempts: 5, sent_at: null, failed_at: at },
      ])

      // Undone: a delivered row (which the old sender would have deleted) goes; the rest stay as they were.
      await db.updateTable('push_outbox').set({ sent_at: at }).where('payload', '=', 'waiting').execute()
      await migrateTo(database.handle, '0034_catalog_retired')
      await expect(sql`select sent_at from push_outbox`.execute(db)).rejects.toThrow()
      expect((await sql`select payload, attempts from push_outbox`.execute(db)).rows).toEqual([{ payload: 'given up', attempts: 5 }])
      await migrateToLatest(database.handle)
    })
  })
}
