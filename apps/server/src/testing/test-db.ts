import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type DbHandle } from '../db/database.ts'
import type { DialectName } from '../db/dialect.ts'

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase {
  handle: DbHandle
  /** A DATABASE_URL-style address another process could open (the same file or schema). */
  url: string
  pgSchema?: string
  dispose(): Promise<void>
}

/**
 * A fresh, empty database: a new SQLite file, or a new PostgreSQL schema (on `pgUrl`, by default
 * TEST_DATABASE_URL) dropped afterwards.
 */
export async function createTestDatabase(dialect: DialectName, pgUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'petfolk-test-'))
    const url = join(dir, 'test.db')
    const handle = openDatabase(url)
    return {
      handle,
      url,
      async dispose() {
        await handle.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const url = pgUrl
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const handle = openDatabase(url, { pgSchema: schema, poolSize: 5 })
  return {
    handle,
    url,
    pgSchema: schema,
    async dispose() {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop schema if exists ${schema} cascade`)
      await cleanup.end()
    },
  }
}
