import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type QueryExecutorProvider } from 'kysely'

export type DialectName = 'sqlite' | 'postgres'

/** The one place where SQL differs between the two databases. */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): DialectName {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres'
}

/** An auto-incrementing integer primary key on either database. */
export function idColumn(dialect: DialectName) {
  return dialect === 'sqlite'
    ? ([ 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() ] as const)
    : ([ 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity() ] as const)
}

/** Floating point column type: SQLite's REAL, PostgreSQL's double precision. */
export function floatType(dialect: DialectName) {
  return dialect === 'sqlite' ? 'real' : 'double precision'
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/**
 * In a transaction about to group or sort a large set (a lost-pet fan-out picks 100,000 members):
 * PostgreSQL's default 4 MB of sort memory made that grouping spill to disk. For this transaction
 * only; SQLite has no such limit.
 */
export async function roomToSortLargeSets(trx: QueryExecutorProvider): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) await sql`set local work_mem = '64MB'`.execute(trx)
}
