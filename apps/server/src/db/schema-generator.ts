import { sql, type ColumnMetadata, type Kysely } from 'kysely'
import { openDatabase } from './database.ts'
import type { DialectName } from './dialect.ts'
import { migrateToLatest } from './migrate.ts'
import { SCHEMA_NOTES, type TableNotes } from './schema-notes.ts'

/**
 * Writes schema.generated.ts from a migrated database (`npm run db:types`, decision 051), so the
 * table types cannot drift from the migrations: schema-types.test.ts regenerates them and fails
 * when the committed file differs.
 *
 * Tables, columns, types, nullability and defaults come from Kysely's public introspection
 * (`db.introspection.getTables()`). On SQLite two facts it reports are SQLite's quirks rather than
 * the schema's meaning, so they are read from SQLite's own `pragma_table_info` and `sqlite_master`:
 * a primary key column is reported nullable (SQLite lets a text key hold NULL; PostgreSQL makes
 * every key NOT NULL, and Petfolk never stores a null key), and any lone INTEGER PRIMARY KEY is
 * reported auto-incrementing (SQLite numbers such a row when the key is left out, but Petfolk's
 * `user_id` keys are always given; only the `autoincrement` ids are generated, as on PostgreSQL).
 */

/** One column as the application sees it. */
export interface ColumnModel {
  name: string
  /** The TypeScript type of a value read, without null. */
  type: 'number' | 'string' | 'Buffer'
  nullable: boolean
  /** Filled by the database when an insert leaves it out (a default or a generated id). */
  generated: boolean
}

export interface TableModel {
  name: string
  columns: ColumnModel[]
}

/**
 * SQLite's full-text tables (migration 0011) and the shadow tables FTS5 keeps for them: SQLite
 * only, kept in step by triggers and read through raw `sql` in db/text-search.ts.
 */
const SQLITE_FULL_TEXT_TABLE = /_fts(_(config|data|docsize|idx|content))?$/

/** Reads the schema of a migrated database, tables and columns sorted by name (both databases give the same model). */
export async function readSchemaModel(db: Kysely<unknown>, dialect: DialectName): Promise<TableModel[]> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView && !(dialect === 'sqlite' && SQLITE_FULL_TEXT_TABLE.test(t.name)))
  const models: TableModel[] = []
  for (const table of tables) {
    const keys = dialect === 'sqlite' ? await sqliteKeys(db, table.name) : null
    const columns = table.columns.map((column): ColumnModel => {
      const isKey = keys?.primaryKey.has(column.name) ?? false
      const generated = dialect === 'sqlite' ? column.hasDefaultValue || (column.isAutoIncrementing && keys?.autoincrement === true) : column.hasDefaultValue || column.isAutoIncrementing
      return { name: column.name, type: typeOf(table.name, column, dialect), nullable: column.isNullable && !isKey, generated }
    })
    columns.sort((a, b) => compare(a.name, b.name))
    models.push({ name: table.name, columns })
  }
  return models.sort((a, b) => compare(a.name, b.name))
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

async function sqliteKeys(db: Kysely<unknown>, table: string): Promise<{ primaryKey: Set<string>; autoincrement: boolean }> {
  const columns = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(db)
  const created = await sql<{ sql: string | null }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db)
  return {
    primaryKey: new Set(columns.rows.filter((c) => c.pk > 0).map((c) => c.name)),
    autoincrement: /\bautoincrement\b/i.test(created.rows[0]?.sql ?? ''),
  }
}

const SQLITE_TYPES: Record<string, ColumnModel['type']> = { integer: 'number', bigint: 'number', real: 'number', 'double precision': 'number', text: 'string', blob: 'Buffer' }
// int8 and numeric are parsed to numbers (database.ts); Petfolk's values fit in doubles.
const POSTGRES_TYPES: Record<string, ColumnModel['type']> = { int2: 'number', int4: 'number', int8: 'number', float4: 'number', float8: 'number', numeric: 'number', text: 'string', varchar: 'string', bytea: 'Buffer' }

function typeOf(table: string, column: ColumnMetadata, dialect: DialectName): ColumnModel['type'] {
  const known = (dialect === 'sqlite' ? SQLITE_TYPES : POSTGRES_TYPES)[column.dataType.toLowerCase()]
  if (!known) {
    throw new Error(
      `${table}.${column.name} has the ${dialect} type "${column.dataType}", which the schema generator does not know; ` +
        'add it to the type map in db/schema-generator.ts.',
    )
  }
  return known
}

/** The TypeScript type Kysely uses for a column: `Generated<>` when the database fills it, `| null` when it may be empty. */
export function columnTypeText(column: ColumnModel): string {
  const value = column.nullable ? `${column.type} | null` : column.type
  return column.generated ? `Generated<${value}>` : value
}

/** schema.generated.ts's text for a schema model, with the notes of schema-notes.ts as comments. */
export function renderSchemaTypes(tables: readonly TableModel[], notes: Readonly<Record<string, TableNotes>> = SCHEMA_NOTES): string {
  const lines = [
    '// Generated by `npm run db:types` from a freshly migrated database (db/schema-generator.ts).',
    '// Do not edit: change a migration (or db/schema-notes.ts) and run it again. schema.ts narrows',
    '// choices and flags (db/schema-overrides.ts).',
    '',
    "import type { Generated } from 'kysely'",
    '',
    'export interface GeneratedDatabase {',
  ]
  for (const table of tables) {
    const tableNotes = notes[table.name]
    if (tableNotes?.table) lines.push(`  /** ${tableNotes.table} */`)
    lines.push(`  ${table.name}: {`)
    for (const column of table.columns) {
      const note = tableNotes?.columns?.[column.name]
      if (note) lines.push(`    /** ${note} */`)
      lines.push(`    ${column.name}: ${columnTypeText(column)}`)
    }
    lines.push('  }')
  }
  lines.push('}', '')
  return lines.join('\n')
}

/** Where `npm run db:types` writes, relative to this file. */
export const GENERATED_FILE = new URL('./schema.generated.ts', import.meta.url)

/** schema.generated.ts's text, from a fresh in-memory SQLite database brought to the latest migration. */
export async function generateSchemaTypes(): Promise<string> {
  const handle = openDatabase(':memory:')
  try {
    await migrateToLatest(handle)
    return renderSchemaTypes(await readSchemaModel(handle.db as unknown as Kysely<unknown>, 'sqlite'))
  } finally {
    await handle.close()
  }
}
