import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { MIGRATION_NAMES } from '../migrate.ts'
import { CopyRefusal } from './copy-refusal.ts'

/** Kysely's bookkeeping: the target records its own migrations when they run there. */
export const MIGRATION_TABLES: readonly string[] = ['kysely_migration', 'kysely_migration_lock']

export interface SourceTable {
  name: string
  columns: string[]
  /** False for a WITHOUT ROWID table, which has no rowid to read in order of. */
  hasRowid: boolean
}

/** A stopped Petfolk SQLite database, open read-only inside one read transaction (one snapshot). */
export interface SqliteSource {
  file: string
  /** Its migrations, as its kysely_migration table records them: those this code knows, all of them. */
  migrations: string[]
  /**
   * The tables holding the instance's data: every ordinary table except SQLite's own (sqlite_*),
   * Kysely's and the FTS5 search index (virtual tables and their shadow tables), which each
   * database derives from the rows itself (decision 044).
   */
  tables: SourceTable[]
  count(table: string): number
  /** The rows in rowid order, as arrays in the order of `columns`; integers as BigInt, so none is rounded. */
  rows(table: SourceTable, columns: readonly string[]): IterableIterator<unknown[]>
  /** The highest id AUTOINCREMENT ever handed out in `table` (sqlite_sequence), which may be above today's max(id); 0 if none. */
  autoincrementHighWater(table: string): number
  close(): void
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Opens the file the operator named, refusing (with a sentence) one that is missing, not a Petfolk
 * database, still in use, left with commits in its write-ahead log, or written by another version
 * of the code. Nothing is ever written to it: it is opened read-only.
 */
export function openStoppedSqlite(path: string): SqliteSource {
  const file = resolve(path.startsWith('file:') ? path.slice('file:'.length) : path)
  if (path === ':memory:' || !existsSync(file)) throw new CopyRefusal(`There is no SQLite database at ${file}.`)
  if (!statSync(file).isFile()) throw new CopyRefusal(`${file} is a folder, not a SQLite database file.`)
  refuseUnlessStopped(file)

  let sqlite: SQLite.Database
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true })
    sqlite.exec('begin')
    sqlite.prepare('select count(*) from sqlite_master').get()
  } catch (error) {
    throw new CopyRefusal(`${file} could not be read as a SQLite database: ${(error as Error).message}.`, { cause: error })
  }
  try {
    const migrations = recordedMigrations(sqlite, file)
    return {
      file,
      migrations,
      tables: dataTables(sqlite),
      count: (table) => Number((sqlite.prepare(`select count(*) as n from ${quote(table)}`).get() as { n: number }).n),
      rows: (table, columns) => {
        const order = table.hasRowid ? ' order by rowid' : ''
        return sqlite.prepare(`select ${columns.map(quote).join(', ')} from ${quote(table.name)}${order}`).raw(true).safeIntegers(true).iterate() as IterableIterator<unknown[]>
      },
      autoincrementHighWater: (table) => {
        const exists = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = 'sqlite_sequence'`).get()
        if (!exists) return 0
        const row = sqlite.prepare('select seq from sqlite_sequence where name = ?').get(table) as { seq: number } | undefined
        return Number(row?.seq ?? 0)
      },
      close: () => sqlite.close(),
    }
  } catch (error) {
    sqlite.close()
    throw error
  }
}

/**
 * The server keeps its file in WAL mode. A clean stop folds the log back into the file and
 * removes it; a log with frames in it means the server still runs or was killed, and a server
 * that runs could go on writing after the copy, into a database nobody will read again. A running
 * server that has not written yet has an empty log, but its connection holds a lock that a
 * read-only connection in exclusive locking mode cannot share: SQLite answers SQLITE_BUSY.
 */
function refuseUnlessStopped(file: string): void {
  const wal = `${file}-wal`
  if (existsSync(wal) && statSync(wal).size > 0) {
    throw new CopyRefusal(
      `${file} has commits in its write-ahead log (${wal}): the server is still running, or was stopped without closing the database. Stop it and let it exit (or, if it is already stopped, start it once and stop it cleanly), then copy again.`,
    )
  }
  let probe: SQLite.Database | undefined
  try {
    probe = new SQLite(file, { readonly: true, fileMustExist: true, timeout: 0 })
    probe.pragma('locking_mode = exclusive')
    probe.prepare('select count(*) from sqlite_master').get()
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) {
      throw new CopyRefusal(`${file} is open in another process (is the server still running?). Stop it and let it exit, then copy again.`, { cause: error })
    }
    if (code === 'SQLITE_NOTADB') throw new CopyRefusal(`${file} is not a SQLite database.`, { cause: error })
    // Anything else (a read-only connection of a stopped WAL database cannot take the exclusive
    // lock itself): the probe found no other connection; the real read below reports real trouble.
  } finally {
    probe?.close()
  }
}

function recordedMigrations(sqlite: SQLite.Database, file: string): string[] {
  const table = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get()
  if (!table) throw new CopyRefusal(`${file} is not a Petfolk database: it has no kysely_migration table.`)
  const recorded = (sqlite.prepare('select name from kysely_migration order by name').all() as Array<{ name: string }>).map((r) => r.name)
  const known = new Set(MIGRATION_NAMES)
  const unknown = recorded.filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new CopyRefusal(
      `${file} was last run by a newer version of Petfolk: its migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} unknown to this one. Run db:copy from that version's code (or a later one).`,
    )
  }
  const missing = MIGRATION_NAMES.filter((name) => !recorded.includes(name))
  if (missing.length > 0) {
    const at = recorded.at(-1) ?? 'no migration at all'
    throw new CopyRefusal(
      `${file} is at ${at}, behind this version of Petfolk (${MIGRATION_NAMES.at(-1)}): start this version on it once (it migrates at start), stop it, then copy again.`,
    )
  }
  return recorded
}

interface TableListRow {
  schema: string
  name: string
  type: string
  wr: number
}

function dataTables(sqlite: SQLite.Database): SourceTable[] {
  // table_list says which tables are virtual or shadow tables of one (the FTS5 index's).
  const listed = sqlite.pragma('table_list') as TableListRow[]
  return listed
    .filter((t) => t.schema === 'main' && t.type === 'table' && !t.name.startsWith('sqlite_') && !MIGRATION_TABLES.includes(t.name))
    .map((t) => ({
      name: t.name,
      columns: (sqlite.pragma(`table_info(${quote(t.name)})`) as Array<{ name: string }>).map((c) => c.name),
      hasRowid: t.wr === 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
