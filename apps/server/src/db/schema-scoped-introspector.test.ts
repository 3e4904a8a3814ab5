import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { migrateToLatest } from './migrate.ts'

/** Resolves with 'still waiting' if `work` has not finished after `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL introspection sees Petfolk’s own schema only', () => {
  let ours: TestDatabase
  let neighbour: TestDatabase
  beforeAll(async () => {
    ours = await createTestDatabase('postgres')
    neighbour = await createTestDatabase('postgres')
    await migrateToLatest(neighbour.handle)
  })
  afterAll(async () => {
    await ours?.dispose()
    await neighbour?.dispose()
  })

  it('migrates while another schema of the same database is being dropped, and lists only its own tables', async () => {
    // Another run's DROP SCHEMA, begun and not yet committed: it holds locks on every table of
    // that schema, and a read of those tables' columns waits for it, then finds them gone.
    const dropper = new pg.Client({ connectionString: neighbour.url })
    await dropper.connect()
    try {
      await dropper.query('begin')
      await dropper.query(`drop schema ${neighbour.pgSchema} cascade`)
      const outcome = await within(migrateToLatest(ours.handle), 60_000)
      expect(outcome, 'the migration waited on the other schema’s drop').not.toBe('still waiting')
    } finally {
      await dropper.query('rollback').catch(() => undefined)
      await dropper.end()
    }

    const tables = await ours.handle.db.introspection.getTables()
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([ours.pgSchema]))
    expect(tables.map((t) => t.name)).toContain('users')
    expect(tables.map((t) => t.name)).not.toContain('kysely_migration')
    const users = tables.find((t) => t.name === 'users')
    expect(users?.columns.find((c) => c.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false })
    const withBookkeeping = await ours.handle.db.introspection.getTables({ withInternalKyselyTables: true })
    expect(withBookkeeping.map((t) => t.name)).toContain('kysely_migration')
    // A generous wait: migrating took over ten seconds on a CI machine running the journeys beside.
  }, 120_000)
})
