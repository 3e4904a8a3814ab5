import { Kysely, PostgresAdapter, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'

/**
 * docs/operations.md promises that on PostgreSQL migrations run once, under a lock, however many
 * replicas start at once. The lock is Kysely's migration lock (a session-level advisory lock);
 * this holds that very lock from outside, through Kysely's own PostgreSQL adapter, and checks
 * that two replicas' migrations wait for it and then run once between them.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
const LOCK_OPTIONS = { lockTable: 'kysely_migration_lock', lockRowId: 'migration_lock' }

describe.skipIf(!TEST_DATABASE_URL)('migrations on PostgreSQL (skipped: set TEST_DATABASE_URL to run)', () => {
  let database: TestDatabase
  let second: DbHandle
  let holder: Kysely<unknown>

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    second = openDatabase(database.url, { pgSchema: database.pgSchema ?? '', poolSize: 2 })
    // One connection, so the lock is taken and released in the same session.
    holder = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }) })
  })

  afterAll(async () => {
    await holder?.destroy()
    await second?.close()
    await database?.dispose()
  })

  it('makes replicas that start while the migration lock is held wait, then migrates once', async () => {
    const adapter = new PostgresAdapter()
    await adapter.acquireMigrationLock(holder, LOCK_OPTIONS)
    let released = false
    try {
      const settled: string[] = []
      const runs = [database.handle, second].map((handle, i) => migrateToLatest(handle).finally(() => settled.push(`replica ${i + 1}`)))
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(settled, 'a migration finished while another session held the lock').toEqual([])
      const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = ${database.pgSchema} and table_name = 'users'`.execute(holder)
      expect(tables.rows[0]?.n).toBe(0)

      await adapter.releaseMigrationLock(holder, LOCK_OPTIONS)
      released = true
      const applied = await Promise.all(runs)
      // One replica ran every migration; the other, let in after it, found none left.
      const counts = applied.map((names) => names.length).sort((a, b) => a - b)
      expect(counts[0]).toBe(0)
      expect(counts[1]).toBeGreaterThan(20)
      const recorded = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${database.pgSchema}.kysely_migration`)}`.execute(holder)
      expect(recorded.rows[0]?.n).toBe(counts[1])
    } finally {
      if (!released) await adapter.releaseMigrationLock(holder, LOCK_OPTIONS)
    }
  })
})
