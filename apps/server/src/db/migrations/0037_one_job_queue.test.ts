import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0037 over waiting fan-out and match jobs [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0036_push_outbox_outcomes')
    })
    afterAll(() => database.dispose())

    it('moves the waiting jobs into one queue, due now, gives waiting mail its time, and undoes cleanly', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      await sql`insert into users (email, google_sub, google_user_data, display_name, handle, created_at, updated_at, last_signed_in_at)
        values ('owner@example.com', 'sub-owner', '{}', 'Owner', 'owner', ${at}, ${at}, ${at})`.execute(db)
      await sql`insert into lost_pets (user_id, pet_name, species, color, last_seen_date, last_seen_location, last_seen_city, last_seen_state,
          last_seen_zip_code, contact_name, contact_phone, is_found, created_at, updated_at)
        select id, 'Pepper', 'dog', 'Black', '2026-05-31', 'Park', 'Austin', 'Texas', '78704', 'Owner', '555-0188', 0, ${at}, ${at} from users`.execute(db)
      await sql`insert into fanout_jobs (lost_pet_id, kind, created_at, attempts, last_error) select id, 'lost_pet_alert', ${at}, 2, 'busy' from lost_pets`.execute(db)
      await sql`insert into match_jobs (lost_pet_id, created_at, attempts) select id, ${at}, 0 from lost_pets`.execute(db)
      await sql`insert into outbox (to_address, subject, body_text, created_at, attempts) values ('n@example.com', 'Hello', 'Hi.', ${at}, 0)`.execute(db)

      await migrateToLatest(database.handle)

      const lost = await db.selectFrom('lost_pets').select('id').executeTakeFirstOrThrow()
      const jobs = await db.selectFrom('jobs').select(['task', 'notice_kind', 'lost_pet_id', 'found_pet_id', 'next_attempt_at', 'claimed_at', 'attempts', 'last_error']).orderBy('id').execute()
      expect(jobs).toEqual([
        { task: 'deliver', notice_kind: 'lost_pet_alert', lost_pet_id: lost.id, found_pet_id: null, next_attempt_at: at, claimed_at: null, attempts: 2, last_error: 'busy' },
        { task: 'match', notice_kind: null, lost_pet_id: lost.id, found_pet_id: null, next_attempt_at: at, claimed_at: null, attempts: 0, last_error: null },
      ])
      expect(await db.selectFrom('outbox').select('next_attempt_at').execute()).toEqual([{ next_attempt_at: at }])
      await expect(sql`select id from fanout_jobs`.execute(db)).rejects.toThrow()

      // A job goes with its report.
      await db.deleteFrom('lost_pets').where('id', '=', lost.id).execute()
      expect(await db.selectFrom('jobs').select('id').execute()).toEqual([])

      await sql`insert into lost_pets (user_id, pet_name, species, color, last_seen_date, last_seen_location, last_seen_city, last_seen_state,
          last_seen_zip_code, contact_name, contact_phone, is_found, created_at, updated_at)
        select id, 'Rusty', 'dog', 'Red', '2026-05-31', 'Park', 'Austin', 'Texas', '78704', 'Owner', '555-0188', 0, ${at}, ${at} from users`.execute(db)
      await sql`insert into jobs (task, notice_kind, lost_pet_id, created_at, next_attempt_at) select 'deliver', 'lost_pet_found', id, ${at}, ${at} from lost_pets`.execute(db)
      await sql`insert into jobs (task, found_pet_id, lost_pet_id, created_at, next_attempt_at) select 'match', null, id, ${at}, ${at} from lost_pets`.execute(db)

      await migrateTo(database.handle, '0036_push_outbox_outcomes')
      await expect(sql`select id from jobs`.execute(db)).rejects.toThrow()
      expect((await sql`select kind, attempts from fanout_jobs`.execute(db)).rows).toEqual([{ kind: 'lost_pet_found', attempts: 0 }])
      expect((await sql`select found_pet_id, attempts from match_jobs`.execute(db)).rows).toEqual([{ found_pet_id: null, attempts: 0 }])
      await migrateToLatest(database.handle)
    })
  })
}
