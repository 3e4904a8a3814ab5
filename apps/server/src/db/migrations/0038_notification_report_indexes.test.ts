import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import type { DialectName } from '../dialect.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

/** The index's definition as the database keeps it. */
async function indexDefinition(db: Kysely<unknown>, dialect: DialectName, name: string): Promise<string> {
  const rows =
    dialect === 'sqlite'
      ? (await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and name = ${name}`.execute(db)).rows
      : (await sql<{ sql: string }>`select indexdef as sql from pg_indexes where schemaname = current_schema() and indexname = ${name}`.execute(db)).rows
  return rows[0]?.sql.toLowerCase() ?? ''
}

/** The plan of a report's alerts lookup, as one text. */
async function lookupPlan(db: Kysely<unknown>, dialect: DialectName, column: 'lost_pet_id' | 'found_pet_id'): Promise<string> {
  const lookup = sql`select user_id from notifications where ${sql.ref(column)} = ${7} and kind = ${'lost_pet_alert'}`
  if (dialect === 'sqlite') return JSON.stringify((await sql`explain query plan ${lookup}`.execute(db)).rows)
  return db.transaction().execute(async (trx) => {
    // The table is nearly empty here; without this the planner would rather read it whole.
    await sql`set local enable_seqscan = off`.execute(trx)
    return JSON.stringify((await sql`explain ${lookup}`.execute(trx)).rows)
  })
}

for (const dialect of DIALECTS) {
  describe(`migration 0038: the report indexes of notifications hold only rows naming a report [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateToLatest(database.handle)
    })
    afterAll(() => database.dispose())

    it('keeps each index partial, still used for a report’s lookup, and undoes cleanly', async () => {
      const db = database.handle.db as unknown as Kysely<unknown>
      for (const [name, column] of [['notifications_lost_pet_idx', 'lost_pet_id'], ['notifications_found_pet_idx', 'found_pet_id']] as const) {
        expect(await indexDefinition(db, dialect, name)).toMatch(new RegExp(`where \\(?"?${column}"? is not null`))
        expect(await lookupPlan(db, dialect, column)).toContain(name)
      }
      await migrateTo(database.handle, '0037_one_job_queue')
      expect(await indexDefinition(db, dialect, 'notifications_lost_pet_idx')).not.toContain('where')
      await migrateToLatest(database.handle)
      expect(await indexDefinition(db, dialect, 'notifications_lost_pet_idx')).toContain('not null')
    })
  })
}
