import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { openDatabase, type DbHandle } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { preparedQuery } from './prepared.ts'

// Every type the schema uses, NULL, a repeated column name and a column called __proto__.
const MIXED_SELECT = `select 7::int4 as small, 9007199254740991::int8 as big, 12.5::numeric as weight, 'Rex'::text as name,
  'é ✓'::varchar as accents, null::text as nothing, true as yes, '2026-11-25T10:00:00Z'::timestamptz as at,
  '{"a":[1,2]}'::jsonb as doc, 1 as dup, 2 as dup, 'plain' as "__proto__"`

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL through pg’s public query API, named statements as arrays', () => {
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

  it('prepares a statement once per connection and reuses it, as pg’s name option promises', async () => {
    const petsNamed = preparedQuery<[string], { name: string }>((db, param) => db.selectFrom('pets').select('name').where('name', '=', param<string>(0)))
    for (const name of ['Rex', 'Mia', 'Rex']) await petsNamed(single.db, name)
    for (const n of [1, 2]) await sql`select ${n}::int as reuse_check`.execute(single.db)
    const prepared = await sql<{ statement: string; runs: number }>`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where not from_sql order by statement`.execute(single.db)
    const runsOf = (fragment: string) => prepared.rows.filter((row) => row.statement.includes(fragment)).map((row) => row.runs)
    // One statement each, run as often as asked: Parse went once, Bind and Execute every time.
    expect(runsOf('from "pets"')).toEqual([3])
    expect(runsOf('reuse_check')).toEqual([2])
    // The query that lists them is itself prepared; nothing else is, and no transaction control.
    expect(prepared.rows.some((row) => /^\s*(begin|commit|rollback|create|alter)/i.test(row.statement))).toBe(false)
  })

  it('sends transaction control and DDL unnamed, and commits and rolls back through Kysely', async () => {
    await single.db.transaction().execute(async (trx) => {
      await sql`create temporary table pg_pool_check (n int8, price numeric)`.execute(trx)
      await sql`insert into pg_pool_check values (${9007199254740991}, ${'19.99'})`.execute(trx)
    })
    await expect(
      single.db.transaction().execute(async (trx) => {
        await sql`insert into pg_pool_check values (${1}, ${2})`.execute(trx)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    // int8 and numeric arrive as numbers (database.ts sets pg's parsers), also through named statements.
    const rows = await sql<{ n: number; price: number }>`select n, price from pg_pool_check`.execute(single.db)
    expect(rows.rows).toEqual([{ n: 9007199254740991, price: 19.99 }])
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(single.db)
    expect(prepared.rows.filter((row) => /create temporary|^\s*begin|^\s*commit|^\s*rollback/i.test(row.statement))).toEqual([])
  })

  it('runs on the pg versions it was measured and tested with (pinned in package.json)', () => {
    const require = createRequire(import.meta.url)
    // pg-pool and friends do not export their package.json: find it above each one's entry point.
    const versionOf = (name: string) => {
      let dir = dirname(require.resolve(name, { paths: [dirname(require.resolve('pg'))] }))
      for (;;) {
        const file = join(dir, 'package.json')
        const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string }) : null
        if (manifest?.name === name) return manifest.version
        if (dir === dirname(dir)) throw new Error(`No package.json names ${name}`)
        dir = dirname(dir)
      }
    }
    expect({ pg: versionOf('pg'), 'pg-pool': versionOf('pg-pool'), 'pg-protocol': versionOf('pg-protocol'), 'pg-types': versionOf('pg-types') }).toEqual(PINNED_PG_VERSIONS)
  })
})

/** The versions in apps/server/package.json and the root overrides; change them together, after running this file. */
const PINNED_PG_VERSIONS = { pg: '8.23.1', 'pg-pool': '3.14.0', 'pg-protocol': '1.16.1', 'pg-types': '2.2.0' }
