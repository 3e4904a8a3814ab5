import { isPostgresUrl, type DialectName } from '../../apps/server/src/db/dialect.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { createTestDatabase, type TestDatabase } from '../../apps/server/src/testing/test-db.ts'

/**
 * The PostgreSQL server to measure against, if any: BENCH_DATABASE_URL, else DATABASE_URL or
 * TEST_DATABASE_URL when they are postgres URLs. Each run works in a fresh schema dropped after.
 */
export function postgresUrl(): string | undefined {
  return [process.env.BENCH_DATABASE_URL, process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find(
    (url): url is string => typeof url === 'string' && isPostgresUrl(url),
  )
}

export function benchDialects(): DialectName[] {
  return postgresUrl() ? ['sqlite', 'postgres'] : ['sqlite']
}

/** A fresh migrated database: a temporary SQLite file, or a new PostgreSQL schema. */
export async function freshDatabase(dialect: DialectName): Promise<TestDatabase> {
  const database = await createTestDatabase(dialect, postgresUrl())
  await migrateToLatest(database.handle)
  return database
}

/** Inserts rows in batches inside one transaction per batch (fast on both databases). */
export async function insertInBatches<R>(rows: Iterable<R>, size: number, write: (batch: R[]) => Promise<unknown>): Promise<void> {
  let batch: R[] = []
  for (const row of rows) {
    batch.push(row)
    if (batch.length === size) {
      await write(batch)
      batch = []
    }
  }
  if (batch.length > 0) await write(batch)
}
