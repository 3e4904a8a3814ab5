import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0013 over existing data [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0012_story_order')
    })
    afterAll(() => database.dispose())

    it('keeps every notification and queued mail with its text and id, copies alert settings onto watched ZIPs, and new ids follow the old', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      await sql`insert into users (email, google_sub, google_user_data, display_name, created_at, updated_at, last_signed_in_at)
        values ('old@example.com', 'old-sub', '{}', 'Old', ${at}, ${at}, ${at})`.execute(db)
      const user = (await sql<{ id: number }>`select id from users where email = 'old@example.com'`.execute(db)).rows[0]?.id
      await sql`insert into notifications (user_id, kind, title, body, link, is_read, created_at) values
        (${user}, 'gift', 'Sam sent you a gift', '1 × Chew toy', '/gifts?tab=received', 1, ${at}),
        (${user}, 'lost_pet_alert', 'Lost cat near you: Miso', 'Miso was last seen …', '/lost-pets?report=9', 0, ${at})`.execute(db)
      await sql`insert into outbox (to_address, subject, body_text, created_at, attempts) values ('old@example.com', 'Subject', 'Body', ${at}, 2)`.execute(db)
      await sql`insert into alert_preferences (user_id, zip_codes, alert_radius, email_alerts, species_preferences, updated_at)
        values (${user}, '["90210"]', 15, 1, '["cat"]', ${at})`.execute(db)
      await sql`insert into alert_zip_codes (user_id, zip_code, latitude, longitude) values (${user}, '90210', 34.09, -118.41)`.execute(db)
      const before = (await sql<{ id: number }>`select id from notifications order by id`.execute(db)).rows.map((r) => Number(r.id))

      await migrateToLatest(database.handle)

      const notes = await db.selectFrom('notifications').select(['id', 'user_id', 'kind', 'title', 'body', 'link', 'is_read', 'lost_pet_id']).orderBy('id').execute()
      expect(notes.map((n) => n.id)).toEqual(before)
      expect(notes[0]).toMatchObject({ user_id: user, kind: 'gift', title: 'Sam sent you a gift', body: '1 × Chew toy', link: '/gifts?tab=received', is_read: 1, lost_pet_id: null })
      expect(notes[1]).toMatchObject({ title: 'Lost cat near you: Miso', is_read: 0 })
      expect(await db.selectFrom('outbox').select(['to_address', 'subject', 'body_text', 'attempts', 'lost_pet_id']).execute()).toEqual([
        { to_address: 'old@example.com', subject: 'Subject', body_text: 'Body', attempts: 2, lost_pet_id: null },
      ])
      expect(await db.selectFrom('alert_zip_codes').select(['zip_code', 'alert_radius', 'species_preferences']).execute()).toEqual([
        { zip_code: '90210', alert_radius: 15, species_preferences: '["cat"]' },
      ])
      const next = await db.insertInto('notifications').values({ user_id: Number(user), kind: 'gift', title: 't', body: 'b', link: null, is_read: 0, created_at: at }).returning('id').executeTakeFirstOrThrow()
      expect(next.id).toBeGreaterThan(Math.max(...before))
    })
  })
}
