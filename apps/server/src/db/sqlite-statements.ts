import type SQLite from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'
import { compileRowBuilder, type RowBuilder } from './row-builder.ts'

/** How many distinct SQL texts keep a prepared statement; the app issues a few hundred shapes. */
const STATEMENT_CACHE_SIZE = 1000

/** Statements that change the schema; a cached statement's columns may no longer hold after one. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i

/**
 * Rows as plain objects built in JavaScript from better-sqlite3's raw (array) rows. The driver's
 * own objects are made property by property through V8's C++ API, which for a page of 20 pets
 * with 20 columns costs more than the query itself; the same objects built here by the
 * statement's own compiled builder share one hidden class and take about a third less time
 * (docs/decisions/018 and 041).
 */
function rowStatement(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement as unknown as SqliteStatement
  statement.raw(true)
  let width = -1
  let build: RowBuilder = () => ({})
  // A statement SQLite re-prepared after a schema change may answer other columns.
  const builderFor = (values: readonly unknown[]): RowBuilder => {
    if (values.length !== width) {
      const columns = statement.columns()
      width = columns.length
      build = compileRowBuilder(columns.map(({ name }) => ({ name })))
    }
    return build
  }
  return {
    reader: true,
    all: (parameters) => {
      const rows = statement.all(parameters) as unknown[][]
      return rows.length === 0 ? [] : rows.map(builderFor(rows[0] as unknown[]))
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield builderFor(values)(values)
    },
  }
}

/**
 * Kysely's SQLite driver calls `prepare` for every query; preparing is a large part of a simple
 * query's cost. Kysely's compiled SQL text is the same for every call of one query shape (values
 * travel as parameters), so statements are kept per text, least recently used dropped first, and
 * all of them are forgotten when the schema changes.
 */
export function cachedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>()
  return {
    close: () => {
      cache.clear()
      sqlite.close()
    },
    prepare(source: string) {
      if (SCHEMA_CHANGE.test(source)) {
        cache.clear()
        return sqlite.prepare(source) as unknown as SqliteStatement
      }
      let statement = cache.get(source)
      if (statement) {
        cache.delete(source)
      } else {
        statement = rowStatement(sqlite.prepare(source))
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
      }
      cache.set(source, statement)
      return statement
    },
  }
}
