import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

for (const dialect of DIALECTS) {
  describe(`migration 0033 over existing members [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0027_staff_roles')
    })
    afterAll(() => database.dispose())

    it('gives members named after their e-mail a neutral name (and handle, when it came from the address) and asks them for a name; others keep theirs', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      const add = async (email: string, display_name: string, handle: string) =>
        (await db.insertInto('users').values({ email, google_sub: `sub-${email}`, google_user_data: '{}', display_name, handle, created_at: at, updated_at: at, last_signed_in_at: at }).returning('id').executeTakeFirstOrThrow()).id
      const fromEmail = await add('jo.smith@gmail.com', 'jo.smith@gmail.com', 'jo_smith')
      const chosenHandle = await add('kim@gmail.com', 'kim@gmail.com', 'kimmy_cat')
      const named = await add('ana@example.com', 'Ana Lopez', 'ana_lopez')
      await migrateToLatest(database.handle)

      const row = async (id: number) => db.selectFrom('users').select(['display_name', 'handle', 'needs_name']).where('id', '=', id).executeTakeFirstOrThrow()
      const first = await row(fromEmail)
      expect(first.handle).toMatch(/^member\d{4}$/)
      expect(first.display_name).toBe(`Member ${first.handle?.slice(6)}`)
      expect(first.needs_name).toBe(1)
      expect(await row(chosenHandle)).toEqual({ display_name: 'Member', handle: 'kimmy_cat', needs_name: 1 })
      expect(await row(named)).toEqual({ display_name: 'Ana Lopez', handle: 'ana_lopez', needs_name: 0 })
    })
  })
}
