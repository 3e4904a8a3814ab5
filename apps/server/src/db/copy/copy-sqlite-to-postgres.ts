import { sql, type Transaction } from 'kysely'
import { openDatabase } from '../database.ts'
import { isPostgresUrl } from '../dialect.ts'
import { migrateToLatest } from '../migrate.ts'
import type { Database } from '../schema.ts'
import { CopyRefusal } from './copy-refusal.ts'
import { foreignKeyOrder, type ForeignKey } from './foreign-key-order.ts'
import { CellRefusal, converterFor, type ToPostgres } from './postgres-values.ts'
import { differingCounts, type RowCount } from './row-counts.ts'
import { MIGRATION_TABLES, openStoppedSqlite, type SourceTable, type SqliteSource } from './sqlite-source.ts'

/** Rows per multi-row INSERT, fewer for a table so wide that they would pass PostgreSQL's limit of bind parameters. */
export const DEFAULT_BATCH_ROWS = 500
const PG_MAX_PARAMETERS = 65_535

export interface CopyProgress {
  table: string
  /** 1-based position of the table in the copy order, of `tables`. */
  index: number
  tables: number
  copied: number
  total: number
}

export interface CopyOptions {
  /** The SQLite file (a DATABASE_URL of the SQLite kind: a path, or `file:` and a path). */
  from: string
  /** A postgres:// URL; its search_path (`?options=-c search_path=…`) chooses the schema, as it does for the server. */
  to: string
  batchRows?: number
  onProgress?: (progress: CopyProgress) => void
}

export interface CopyResult {
  /** Every copied table's rows in the SQLite file and in PostgreSQL, by table name. */
  counts: RowCount[]
  /** False when a count differs: the transaction was rolled back and the target is as it was. */
  kept: boolean
  /** The schema the copy went into. */
  schema: string
}

type Trx = Transaction<Database>

interface TargetColumn {
  name: string
  dataType: string
}

class CountsDiffer extends Error {
  constructor(readonly result: CopyResult) {
    super('row counts differ')
  }
}

/**
 * Copies a stopped Petfolk SQLite database into an empty PostgreSQL schema, in one PostgreSQL
 * transaction: it migrates the target, copies every data table in foreign-key order with ids
 * kept, moves each identity sequence past the ids SQLite ever handed out, and compares the row
 * counts. Any refusal, error or differing count rolls the whole of it back (decision 044). The
 * demo catalog is never loaded here: the copied catalog tables are the instance's own.
 */
export async function copySqliteToPostgres(options: CopyOptions): Promise<CopyResult> {
  if (!isPostgresUrl(options.to)) throw new CopyRefusal('The target must be a postgres:// (or postgresql://) URL.')
  const source = openStoppedSqlite(options.from)
  try {
    const target = openDatabase(options.to, { poolSize: 1 })
    try {
      return await target.db.transaction().execute((trx) => copyInto(trx, source, options))
    } catch (error) {
      if (error instanceof CountsDiffer) return error.result
      throw error
    } finally {
      await target.close()
    }
  } finally {
    source.close()
  }
}

async function copyInto(trx: Trx, source: SqliteSource, options: CopyOptions): Promise<CopyResult> {
  const schema = await currentSchema(trx)
  const before = await tablesIn(trx, schema)
  const petfolk = new Set([...MIGRATION_TABLES, ...source.tables.map((t) => t.name)])
  const taken = before.filter((t) => petfolk.has(t))
  if (taken.length > 0) {
    const shown = taken.slice(0, 5).join(', ') + (taken.length > 5 ? ` and ${taken.length - 5} more` : '')
    throw new CopyRefusal(`The target schema "${schema}" already has Petfolk's tables (${shown}): db:copy only copies into a new, empty database, and changed nothing.`)
  }

  await migrateToLatest({ db: trx, dialect: 'postgres' })
  const existedBefore = new Set(before)
  const columns = new Map([...(await columnsIn(trx, schema))].filter(([table]) => !existedBefore.has(table) && !MIGRATION_TABLES.includes(table)))
  const plans = matchTables(source, columns)
  const order = foreignKeyOrder([...plans.keys()], await foreignKeys(trx, schema))

  const counts: RowCount[] = []
  for (const [position, name] of order.entries()) {
    const plan = plans.get(name)
    if (!plan) continue
    const total = await copyTable(trx, source, plan, options.batchRows ?? DEFAULT_BATCH_ROWS, (copied, all) =>
      options.onProgress?.({ table: name, index: position + 1, tables: order.length, copied, total: all }),
    )
    counts.push({ table: name, source: total, target: 0 })
  }
  await moveSequencesPastCopiedIds(trx, schema, source, new Set(plans.keys()))

  for (const count of counts) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(count.table)}`.execute(trx)
    count.target = Number(row.rows[0]?.n ?? 0)
  }
  counts.sort((a, b) => a.table.localeCompare(b.table))
  const result: CopyResult = { counts, kept: true, schema }
  if (differingCounts(counts).length > 0) throw new CountsDiffer({ ...result, kept: false })
  return result
}

async function currentSchema(trx: Trx): Promise<string> {
  const row = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(trx)
  const schema = row.rows[0]?.schema
  if (!schema) throw new CopyRefusal('The target has no schema to copy into: the schemas its search_path names do not exist. Create the schema first.')
  return schema
}

async function tablesIn(trx: Trx, schema: string): Promise<string[]> {
  const rows = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = ${schema} order by tablename`.execute(trx)
  return rows.rows.map((r) => r.name)
}

async function columnsIn(trx: Trx, schema: string): Promise<Map<string, TargetColumn[]>> {
  const rows = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = ${schema} and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(trx)
  const tables = new Map<string, TargetColumn[]>()
  for (const row of rows.rows) {
    const list = tables.get(row.table_name) ?? []
    list.push({ name: row.column_name, dataType: row.data_type })
    tables.set(row.table_name, list)
  }
  return tables
}

async function foreignKeys(trx: Trx, schema: string): Promise<ForeignKey[]> {
  const rows = await sql<ForeignKey>`
    select c.relname as "table", r.relname as "references"
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = k.connamespace
    where k.contype = 'f' and n.nspname = ${schema}`.execute(trx)
  return rows.rows
}

interface TablePlan {
  source: SourceTable
  columns: string[]
  converters: ToPostgres[]
}

/**
 * Pairs each SQLite table with the table the migrations made on PostgreSQL. With the same
 * migrations on both sides they hold the same columns (in whatever order); anything else would
 * lose data or guess, so it is a refusal.
 */
function matchTables(source: SqliteSource, target: Map<string, TargetColumn[]>): Map<string, TablePlan> {
  const onlySqlite = source.tables.filter((t) => !target.has(t.name)).map((t) => t.name)
  if (onlySqlite.length > 0) throw new CopyRefusal(`The SQLite file has tables the migrations do not create on PostgreSQL (${onlySqlite.join(', ')}); copying would leave them behind.`)
  const names = new Set(source.tables.map((t) => t.name))
  const onlyPostgres = [...target.keys()].filter((t) => !names.has(t))
  if (onlyPostgres.length > 0) throw new CopyRefusal(`The SQLite file lacks tables its migrations create (${onlyPostgres.join(', ')}); it was changed outside Petfolk.`)

  const plans = new Map<string, TablePlan>()
  for (const table of source.tables) {
    const targetColumns = target.get(table.name) ?? []
    const targetNames = new Set(targetColumns.map((c) => c.name))
    const missing = table.columns.filter((c) => !targetNames.has(c))
    const extra = targetColumns.filter((c) => !table.columns.includes(c.name)).map((c) => c.name)
    if (missing.length > 0 || extra.length > 0) {
      const parts = [missing.length > 0 ? `only in SQLite: ${missing.join(', ')}` : '', extra.length > 0 ? `only in PostgreSQL: ${extra.join(', ')}` : ''].filter(Boolean)
      throw new CopyRefusal(`Table ${table.name} has different columns in the SQLite file and on PostgreSQL (${parts.join('; ')}).`)
    }
    const converters = targetColumns.map((c) => {
      const convert = converterFor(c.dataType)
      if (!convert) throw new CopyRefusal(`Column ${table.name}.${c.name} is of PostgreSQL type ${c.dataType}, which db:copy does not know how to fill.`)
      return convert
    })
    plans.set(table.name, { source: table, columns: targetColumns.map((c) => c.name), converters })
  }
  return plans
}

/** Copies one table in batches of multi-row INSERTs; answers how many rows SQLite holds. */
async function copyTable(trx: Trx, source: SqliteSource, plan: TablePlan, batchRows: number, progress: (copied: number, total: number) => void): Promise<number> {
  const { columns, converters } = plan
  const table = plan.source.name
  const total = source.count(table)
  const size = Math.max(1, Math.min(batchRows, Math.floor(PG_MAX_PARAMETERS / columns.length)))
  const idAt = columns.indexOf('id')
  progress(0, total)
  let copied = 0
  let rowNumber = 0
  let batch: unknown[][] = []
  const flush = async () => {
    await insertRows(trx, table, columns, batch)
    copied += batch.length
    batch = []
    progress(copied, total)
  }
  for (const values of source.rows(plan.source, columns)) {
    rowNumber += 1
    let column = 0
    try {
      for (; column < values.length; column++) values[column] = converters[column]?.(values[column])
    } catch (error) {
      if (!(error instanceof CellRefusal)) throw error
      const row = idAt >= 0 ? `the row with id ${String(values[idAt])}` : `row ${rowNumber}`
      throw new CopyRefusal(`${table}.${columns[column]} of ${row} ${error.message}`, { cause: error })
    }
    batch.push(values)
    if (batch.length === size) await flush()
  }
  if (batch.length > 0) await flush()
  return total
}

async function insertRows(trx: Trx, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const names = sql.join(columns.map((c) => sql.id(c)))
  const values = sql.join(rows.map((row) => sql`(${sql.join(row)})`))
  try {
    await sql`insert into ${sql.table(table)} (${names}) values ${values}`.execute(trx)
  } catch (error) {
    // A constraint SQLite did not hold its rows to (a foreign key written while keys were off, say).
    const { message, detail } = error as { message?: string; detail?: string }
    throw new CopyRefusal(`PostgreSQL refused rows of ${table}: ${message ?? String(error)}${detail ? ` (${detail})` : ''}.`, { cause: error })
  }
}

/**
 * The ids came along with the rows, which leaves each identity sequence at 1. Set it past the
 * highest id SQLite ever handed out in that table: today's max(id), or, from sqlite_sequence,
 * a higher id of a row deleted since, which AUTOINCREMENT would not have handed out again.
 */
async function moveSequencesPastCopiedIds(trx: Trx, schema: string, source: SqliteSource, copied: Set<string>): Promise<void> {
  const identities = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = ${schema} and (is_identity = 'YES' or column_default like 'nextval(%')`.execute(trx)
  for (const { table_name: table, column_name: column } of identities.rows) {
    if (!copied.has(table)) continue
    const max = await sql<{ max: number | null }>`select max(${sql.id(column)}) as max from ${sql.table(table)}`.execute(trx)
    const highest = Math.max(Number(max.rows[0]?.max ?? 0), column === 'id' ? source.autoincrementHighWater(table) : 0)
    if (highest > 0) await sql`select setval(pg_get_serial_sequence(quote_ident(${table}), ${column}), ${highest})`.execute(trx)
  }
}
