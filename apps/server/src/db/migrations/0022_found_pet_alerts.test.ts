import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0022 over waiting lost-pet fan-out jobs [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0020_found_pets')
    })
    afterAll(() => database.dispose())

    it('keeps the waiting jobs with their ids, takes jobs about found reports, and undoes cleanly', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      await sql`insert into users (email, google_sub, google_user_data, display_name, handle, created_at, updated_at, last_signed_in_at)
        values ('owner@example.com', 'sub-owner', '{}', 'Owner', 'owner', ${at}, ${at}, ${at})`.execute(db)
      await sql`insert into lost_pets (user_id, pet_name, species, color, last_seen_date, last_seen_location, last_seen_city, last_seen_state,
          last_seen_zip_code, contact_name, contact_phone, is_found, created_at, updated_at)
        select id, 'Pepper', 'dog', 'Black', '2026-05-31', 'Park', 'Austin', 'Texas', '78704', 'Owner', '555-0188', 0, ${at}, ${at} from users`.execute(db)
      await sql`insert into fanout_jobs (lost_pet_id, kind, created_at, attempts, last_error) select id, 'lost_pet_alert', ${at}, 2, 'busy' from lost_pets`.execute(db)
      const jobs = async () => (await sql<{ id: number }>`select id, lost_pet_id, kind, attempts, last_error from fanout_jobs order by id`.execute(db)).rows
      const before = await jobs()

      // Up to the last migration that kept fan-out jobs in a table of their own (0037 moved them to jobs).
      await migrateTo(database.handle, '0036_push_outbox_outcomes')

      expect(await jobs()).toEqual(before)
      const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
      const found = await db
        .insertInto('found_pets')
        .values({ user_id: user.id, species: 'dog', color: 'Yellow', found_date: '2026-05-31', found_location: 'Creek', found_city: 'Austin', found_state: 'Texas', found_zip_code: '78704', contact_name: 'Sam', contact_phone: '555-0142', created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      const job = (await sql<{ id: number }>`insert into fanout_jobs (found_pet_id, kind, created_at, attempts) values (${found.id}, 'found_pet_alert', ${at}, 0) returning id`.execute(db)).rows[0]
      // New jobs do not reuse the copied ids.
      expect(job?.id).toBeGreaterThan(before[0]?.id ?? 0)
      await db.insertInto('notifications').values({ user_id: user.id, kind: 'found_pet_alert', found_pet_id: found.id, is_read: 0, created_at: at }).execute()
      // A job goes with its found report.
      await db.deleteFrom('found_pets').where('id', '=', found.id).execute()
      expect((await sql`select id from fanout_jobs where found_pet_id is not null`.execute(db)).rows).toEqual([])

      await migrateTo(database.handle, '0020_found_pets')
      await expect(sql`select found_pet_id from notifications`.execute(db)).rejects.toThrow()
      // The rows about found reports go with the column that named them.
      expect(Number((await sql<{ n: number | string }>`select count(*) as n from notifications`.execute(db)).rows[0]?.n)).toBe(0)
      expect(await jobs()).toEqual(before)
      await migrateToLatest(database.handle)
    })
  })
}
