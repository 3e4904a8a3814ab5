import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0019 over existing lost-pet reports [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0018_merchandise_order_items')
    })
    afterAll(() => database.dispose())

    it('keeps existing phones off the public page, takes sightings that go with their report, and undoes cleanly', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      await sql`insert into users (email, google_sub, google_user_data, display_name, handle, created_at, updated_at, last_signed_in_at)
        values ('owner@example.com', 'sub-owner', '{}', 'Owner', 'owner', ${at}, ${at}, ${at})`.execute(db)
      await sql`insert into lost_pets (user_id, pet_name, species, color, last_seen_date, last_seen_location, last_seen_city, last_seen_state,
          last_seen_zip_code, contact_name, contact_phone, is_found, created_at, updated_at)
        select id, 'Pepper', 'dog', 'Black', '2026-05-31', 'Park', 'Austin', 'Texas', '78704', 'Owner', '555-0188', 0, ${at}, ${at} from users`.execute(db)

      await migrateToLatest(database.handle)

      const report = await db.selectFrom('lost_pets').select(['id', 'show_contact_phone']).executeTakeFirstOrThrow()
      expect(report.show_contact_phone).toBe(0)
      await db.insertInto('lost_pet_sightings').values({ lost_pet_id: report.id, seen_at: at, location: 'Creek', created_at: at }).execute()
      expect((await db.selectFrom('lost_pet_sightings').select(['is_hidden', 'reporter_user_id']).executeTakeFirstOrThrow())).toEqual({ is_hidden: 0, reporter_user_id: null })
      await db.deleteFrom('lost_pets').where('id', '=', report.id).execute()
      expect(await db.selectFrom('lost_pet_sightings').select('id').execute()).toEqual([])

      await migrateTo(database.handle, '0018_merchandise_order_items')
      await expect(sql`select show_contact_phone from lost_pets`.execute(db)).rejects.toThrow()
      await expect(sql`select id from lost_pet_sightings`.execute(db)).rejects.toThrow()
      await migrateToLatest(database.handle)
      expect((await sql`select show_contact_phone from lost_pets`.execute(db)).rows).toEqual([])
    })
  })
}
