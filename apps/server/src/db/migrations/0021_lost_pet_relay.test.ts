import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0021 over existing uploads and settings [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0020_found_pets')
    })
    afterAll(() => database.dispose())

    it('keeps members\' uploads, turns report e-mail on for existing settings, takes visitors\' uploads, and undoes cleanly', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      await sql`insert into users (email, google_sub, google_user_data, display_name, handle, created_at, updated_at, last_signed_in_at)
        values ('owner@example.com', 'sub-owner', '{}', 'Owner', 'owner', ${at}, ${at}, ${at})`.execute(db)
      await sql`insert into uploads (user_id, path, content_type, bytes, width, height, created_at)
        select id, 'ab/ab0123456789abcdef0123456789abcd.jpg', 'image/jpeg', 10, 4, 3, ${at} from users`.execute(db)
      await sql`insert into user_settings (user_id, appointment_reminders, medication_reminders, health_checkups, location_sharing, updated_at)
        select id, 1, 0, 1, 0, ${at} from users`.execute(db)
      await sql`insert into lost_pets (user_id, pet_name, species, color, last_seen_date, last_seen_location, last_seen_city, last_seen_state,
          last_seen_zip_code, contact_name, contact_phone, is_found, created_at, updated_at)
        select id, 'Pepper', 'dog', 'Black', '2026-05-31', 'Park', 'Austin', 'Texas', '78704', 'Owner', '555-0188', 0, ${at}, ${at} from users`.execute(db)

      await migrateToLatest(database.handle)

      const upload = await db.selectFrom('uploads').select(['id', 'user_id', 'lost_pet_id', 'path']).executeTakeFirstOrThrow()
      expect(upload).toMatchObject({ user_id: expect.any(Number), lost_pet_id: null, path: 'ab/ab0123456789abcdef0123456789abcd.jpg' })
      expect((await db.selectFrom('user_settings').select(['medication_reminders', 'report_emails']).executeTakeFirstOrThrow())).toEqual({ medication_reminders: 0, report_emails: 1 })
      const report = await db.selectFrom('lost_pets').select('id').executeTakeFirstOrThrow()
      await db.insertInto('uploads').values({ user_id: null, lost_pet_id: report.id, path: 'cd/cd0123456789abcdef0123456789abcd.png', content_type: 'image/png', bytes: 9, width: 2, height: 2, created_at: at }).execute()
      // A new upload does not take the id of an old one.
      const ids = (await db.selectFrom('uploads').select('id').orderBy('id').execute()).map((r) => r.id)
      expect(ids[1]).toBeGreaterThan(upload.id)
      const thread = await db.insertInto('lost_pet_relay_threads').values({ lost_pet_id: report.id, visitor_name: 'Jo', visitor_email: 'jo@example.net', created_at: at, last_message_at: at }).returning('id').executeTakeFirstOrThrow()
      await db.insertInto('lost_pet_relay_messages').values({ thread_id: thread.id, from_owner: 0, body: 'Hi', created_at: at }).execute()
      await db.insertInto('lost_pet_relay_links').values({ thread_id: thread.id, token_hash: 'x', created_at: at }).execute()
      // A report that goes takes its conversations along; its visitors' photos wait for the sweep.
      await db.deleteFrom('lost_pets').where('id', '=', report.id).execute()
      expect(await db.selectFrom('lost_pet_relay_messages').select('id').execute()).toEqual([])
      expect(await db.selectFrom('lost_pet_relay_links').select('id').execute()).toEqual([])
      expect((await db.selectFrom('uploads').select('lost_pet_id').where('user_id', 'is', null).execute())).toEqual([{ lost_pet_id: null }])

      await migrateTo(database.handle, '0020_found_pets')
      await expect(sql`select report_emails from user_settings`.execute(db)).rejects.toThrow()
      await expect(sql`select id from lost_pet_relay_threads`.execute(db)).rejects.toThrow()
      expect((await sql<{ n: number }>`select count(*) as n from uploads`.execute(db)).rows.map((r) => Number(r.n))).toEqual([1])
      await expect(sql`insert into uploads (path, content_type, bytes, width, height, created_at) values ('x', 'image/png', 1, 1, 1, ${at})`.execute(db)).rejects.toThrow()
      await migrateToLatest(database.handle)
      expect((await db.selectFrom('uploads').select('path').execute()).map((r) => r.path)).toEqual(['ab/ab0123456789abcdef0123456789abcd.jpg'])
    })
  })
}
