import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0017 over existing members [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0015_own_image_addresses')
    })
    afterAll(() => database.dispose())

    it('gives every member a unique lower-case handle from the name or e-mail, numbered on collision, and the index refuses duplicates in any case', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      const rows: Array<[string, string]> = [
        ['bob@example.com', 'Bob'],
        ['bob.smith@example.com', 'Bob Smith'],
        ['other@example.com', 'bob smith'],
        ['third@example.com', 'BOB SMITH!'],
        ['zoe@example.com', 'Zoë Ång'],
        ['admin@example.com', 'Admin'],
        ['x@example.com', 'x@example.com'],
        ['long@example.com', 'A very long name that goes on and on forever'],
        ['long2@example.com', 'A very long name that goes on and on forever'],
        ['🐶@example.com', '🐶'],
      ]
      for (const [email, name] of rows) {
        await sql`insert into users (email, google_sub, google_user_data, display_name, created_at, updated_at, last_signed_in_at)
          values (${email}, ${`sub-${email}`}, '{}', ${name}, ${at}, ${at}, ${at})`.execute(db)
      }

      await migrateToLatest(database.handle)

      const handles = (await db.selectFrom('users').select(['email', 'handle']).orderBy('id').execute()).map((u) => u.handle)
      expect(handles).toEqual([
        'bob',
        'bob_smith',
        'bob_smith2',
        'bob_smith3',
        'zoe_ang',
        'admin2',
        'member',
        'a_very_long_name_that_goes_on',
        'a_very_long_name_that_goes_on2',
        'member2',
      ])
      for (const h of handles) expect(h).toMatch(/^[a-z0-9_]{3,30}$/)
      await expect(db.updateTable('users').set({ handle: 'bob_smith' }).where('email', '=', 'zoe@example.com').execute()).rejects.toThrow()
    })
  })
}
