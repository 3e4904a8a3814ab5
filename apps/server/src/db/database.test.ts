import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { openDatabase, type DbHandle } from './database.ts'
import { migrateToLatest } from './migrate.ts'

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL named statements', () => {
  let schema: TestDatabase
  let single: DbHandle
  beforeAll(async () => {
    schema = await createTestDatabase('postgres')
    await migrateToLatest(schema.handle)
    // One connection, so the statements it prepared are the ones pg_prepared_statements shows.
    single = openDatabase(process.env.TEST_DATABASE_URL as string, { pgSchema: schema.pgSchema as string, poolSize: 1 })
  })
  afterAll(async () => {
    await single.close()
    await schema.dispose()
  })

  it('prepares each query text once per connection and reuses it with new values', async () => {
    const byEmail = (email: string) => single.db.selectFrom('users').select('id').where('email', '=', email).execute()
    expect(await byEmail('nobody@example.com')).toEqual([])
    expect(await byEmail('someone@example.com')).toEqual([])
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(single.db)
    const mine = prepared.rows.filter((r) => r.statement.includes('from "users" where "email" = $1'))
    expect(mine).toHaveLength(1)
  })

  it('leaves DDL and transactions unnamed, so they still run', async () => {
    await sql`create temporary table scratch (n integer)`.execute(single.db)
    await single.db.transaction().execute(async (trx) => {
      await sql`insert into scratch values (${1})`.execute(trx)
    })
    const rows = await sql<{ n: number }>`select n from scratch`.execute(single.db)
    expect(rows.rows).toEqual([{ n: 1 }])
  })
})
