import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { openDatabase, type DbHandle } from './database.ts'
import { migrateToLatest } from './migrate.ts'

// Every type the schema uses, NULL, a repeated column name and a column called __proto__.
const MIXED_SELECT = `select 7::int4 as small, 9007199254740991::int8 as big, 12.5::numeric as weight, 'Rex'::text as name,
  'é ✓'::varchar as accents, null::text as nothing, true as yes, '2026-11-25T10:00:00Z'::timestamptz as at,
  '{"a":[1,2]}'::jsonb as doc, 1 as dup, 2 as dup, 'plain' as "__proto__"`

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL named statements run without pg’s Query', () => {
  let schema: TestDatabase
  let single: DbHandle
  let plain: pg.Client
  beforeAll(async () => {
    schema = await createTestDatabase('postgres')
    await migrateToLatest(schema.handle)
    // One connection: a connection left waiting by a failed run would stall the next query.
    single = openDatabase(process.env.TEST_DATABASE_URL as string, { pgSchema: schema.pgSchema as string, poolSize: 1 })
    plain = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${schema.pgSchema}` })
    await plain.connect()
  })
  afterAll(async () => {
    await plain.end()
    await single.close()
    await schema.dispose()
  })

  it('builds the same rows as pg’s own query objects, for every column type', async () => {
    const ours = (await sql.raw<Record<string, unknown>>(MIXED_SELECT).execute(single.db)).rows
    const theirs = (await plain.query<Record<string, unknown>>(MIXED_SELECT)).rows
    expect(ours).toEqual(theirs)
    const [row] = ours
    expect(row).toMatchObject({ small: 7, big: 9007199254740991, weight: 12.5, name: 'Rex', accents: 'é ✓', nothing: null, yes: true, doc: { a: [1, 2] }, dup: 2 })
    expect(row?.at).toEqual(new Date('2026-11-25T10:00:00Z'))
    // A column named __proto__ is an own property, not the row's prototype.
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('plain')
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype)
    expect(Object.keys(row ?? {})).toEqual(Object.keys(theirs[0] ?? {}))
  })

  it('answers the row counts of writes, as Kysely reads them', async () => {
    const at = '2026-11-25T10:00:00.000Z'
    const inserted = await single.db
      .insertInto('users')
      .values([
        { email: 'one@example.com', google_sub: 'sub-one', google_user_data: '{}', display_name: 'One', created_at: at, updated_at: at, last_signed_in_at: at },
        { email: 'two@example.com', google_sub: 'sub-two', google_user_data: '{}', display_name: 'Two', created_at: at, updated_at: at, last_signed_in_at: at },
      ])
      .executeTakeFirst()
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n)
    const updated = await single.db.updateTable('users').set({ display_name: 'Renamed' }).where('email', 'like', '%@example.com').executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(2n)
    const deleted = await single.db.deleteFrom('users').where('email', '=', 'nobody@example.com').executeTakeFirst()
    expect(deleted.numDeletedRows).toBe(0n)
    const returned = await single.db.deleteFrom('users').where('email', '=', 'two@example.com').returning(['display_name']).execute()
    expect(returned).toEqual([{ display_name: 'Renamed' }])
  })

  it('rejects with the database’s error and keeps the connection usable', async () => {
    const byId = (id: unknown) => single.db.selectFrom('users').select('email').where('id', '=', id as number).execute()
    await expect(byId('not a number')).rejects.toThrow(/invalid input syntax for type integer/)
    await expect(sql`select 1 / ${0}::int as n`.execute(single.db)).rejects.toThrow(/division by zero/)
    expect(await byId(-1)).toEqual([])
  })

  it('rejects a value pg cannot send without leaving the connection waiting', async () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    await expect(sql`select ${circular}::jsonb as doc`.execute(single.db)).rejects.toThrow(/circular/i)
    expect((await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(single.db)).rows).toEqual([{ n: 42 }])
  })
})
