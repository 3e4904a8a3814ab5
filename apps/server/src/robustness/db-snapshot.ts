import { createHash } from 'node:crypto'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import type { TestDatabase } from '../testing/test-db.ts'

/** Per table, a digest of every row (and, first, of the schema itself). */
export type Snapshot = Record<string, string>

export interface Snapshotter {
  take(): Promise<Snapshot>
  close(): void
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex')

/** Exact text for any SQLite value: blobs as hex, -0 kept apart from 0. */
function cell(value: unknown): string {
  if (Buffer.isBuffer(value)) return `x'${value.toString('hex')}'`
  if (typeof value === 'number' && Object.is(value, -0)) return '-0'
  if (typeof value === 'bigint') return `${value}n`
  return JSON.stringify(value) ?? 'undefined'
}

/**
 * Reads the whole database, byte for byte. SQLite: a second, read-only connection walks
 * sqlite_master and reads every table (rows sorted). PostgreSQL: every base table of the
 * schema from information_schema, each as md5 of its rows' text sorted.
 */
export function snapshotter(database: TestDatabase): Snapshotter {
  if (database.handle.dialect === 'sqlite') {
    const reader = new SQLite(database.url, { readonly: true, fileMustExist: true })
    return {
      async take() {
        const snapshot: Snapshot = {}
        const master = reader.prepare('select type, name, tbl_name, sql from sqlite_master order by type, name').raw(true).all() as unknown[][]
        snapshot['(schema)'] = digest(master.map((r) => r.map(cell).join(',')).join('\n'))
        for (const row of master) {
          const [type, name] = row
          if (type !== 'table' || typeof name !== 'string') continue
          const rows = reader.prepare(`select * from "${name.replaceAll('"', '""')}"`).raw(true).all() as unknown[][]
          snapshot[name] = digest(rows.map((r) => r.map(cell).join(',')).sort().join('\n'))
        }
        return snapshot
      },
      close: () => reader.close(),
    }
  }
  const { db } = database.handle
  const schema = database.pgSchema
  if (!schema) throw new Error('a PostgreSQL test database always has its own schema')
  let query: { schemaDigest: string; sql: string } | null = null
  /** The tables and their columns, read once (no API request changes the schema); every take reads every row. */
  async function prepare() {
    const columns = await sql<{ table_name: string; text: string }>`
      select table_name, string_agg(column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, ''), ', ' order by ordinal_position) as text
      from information_schema.columns where table_schema = ${schema} group by table_name order by table_name`.execute(db)
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`.execute(db)
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
    const parts = tables.rows.map(
      ({ table_name }) =>
        `select '${table_name.replaceAll("'", "''")}' as name, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from ${quote(schema ?? '')}.${quote(table_name)} t`,
    )
    return { schemaDigest: digest(columns.rows.map((r) => `${r.table_name}: ${r.text}`).join('\n')), sql: parts.join(' union all ') }
  }
  return {
    async take() {
      query ??= await prepare()
      const snapshot: Snapshot = { '(schema)': query.schemaDigest }
      const rows = await sql<{ name: string; hash: string }>`${sql.raw(query.sql)}`.execute(db)
      for (const r of rows.rows) snapshot[r.name] = r.hash
      return snapshot
    },
    close: () => undefined,
  }
}

/** The tables whose content differs, for a readable failure. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((n) => before[n] !== after[n]).sort()
}
