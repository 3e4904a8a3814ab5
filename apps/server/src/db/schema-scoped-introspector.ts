import { sql, type DatabaseIntrospector, type DatabaseMetadataOptions, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely'

interface ColumnRow {
  table: string
  kind: string
  column: string
  type: string
  type_schema: string
  not_null: boolean
  has_default: boolean
  serial: string | null
  comment: string | null
}

const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock'])

/**
 * Kysely's PostgreSQL introspector reads the tables of every schema in the database, calling
 * pg_get_serial_sequence on each column; while another schema of the same database changes (a
 * migration, or a DROP SCHEMA of a finished test run), that read fails with "schema … does not
 * exist" or "column … does not exist". Petfolk only ever asks about its own schema (the migrator
 * checks for its bookkeeping tables), so this one reads the connection's current schema only:
 * other schemas' work can neither break it nor be mistaken for Petfolk's tables.
 */
export class SchemaScopedPostgresIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>

  constructor(db: Kysely<unknown>) {
    this.#db = db
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace order by nspname`.execute(this.#db)
    return rows.map(({ name }) => ({ name }))
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows: schemaRows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(this.#db)
    const schema = schemaRows[0]?.schema
    if (!schema) return []
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, a.attname as column, t.typname as type, tn.nspname as type_schema,
             a.attnotnull as not_null, a.atthasdef as has_default, col_description(a.attrelid, a.attnum) as comment,
             pg_get_serial_sequence(quote_ident(${schema}) || '.' || quote_ident(c.relname), a.attname) as serial
      from pg_catalog.pg_class c
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      where c.relnamespace = (select oid from pg_catalog.pg_namespace where nspname = ${schema}) and c.relkind in ('r', 'v', 'p', 'f')
      order by c.relname, a.attnum`.execute(this.#db)
    const tables = new Map<string, TableMetadata>()
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue
      let table = tables.get(row.table)
      if (!table) {
        table = { name: row.table, schema, isView: row.kind === 'v', isForeign: row.kind === 'f', columns: [] }
        tables.set(row.table, table)
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        // A serial column, or one whose default draws from a sequence (Petfolk's ids).
        isAutoIncrementing: row.serial !== null,
        hasDefaultValue: row.has_default,
        ...(row.comment === null ? {} : { comment: row.comment }),
      })
    }
    return [...tables.values()]
  }
}
