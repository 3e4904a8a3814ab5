import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import type { Sql, ReservedSql } from 'postgres'

const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE'])

/**
 * A Kysely connection on postgres.js. Outside a transaction its queries go to the pool, which
 * picks a connection per query and pipelines; a transaction reserves one connection from `begin`
 * to `commit`/`rollback`, so everything between runs on it.
 */
class PostgresJsConnection implements DatabaseConnection {
  reserved: ReservedSql | null = null

  constructor(private readonly sql: Sql) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const on = this.reserved ?? this.sql
    // prepare: postgres.js prepares each distinct text once per connection and then sends only values.
    const result = await on.unsafe(query.sql, query.parameters as never[], { prepare: true })
    return AFFECTING.has(result.command) ? { rows: result as unknown as R[], numAffectedRows: BigInt(result.count ?? 0) } : { rows: result as unknown as R[] }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not used with PostgreSQL here.')
  }
}

class PostgresJsDriver implements Driver {
  constructor(private readonly sql: Sql) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PostgresJsConnection(this.sql)
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const conn = connection as PostgresJsConnection
    conn.reserved = await this.sql.reserve()
    let begin = 'begin'
    if (settings.isolationLevel) begin += ` isolation level ${settings.isolationLevel}`
    if (settings.accessMode) begin += ` ${settings.accessMode}`
    try {
      await conn.executeQuery(CompiledQuery.raw(begin))
    } catch (err) {
      this.#release(conn)
      throw err
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection as PostgresJsConnection, 'commit')
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection as PostgresJsConnection, 'rollback')
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`))
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`))
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`))
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#release(connection as PostgresJsConnection)
  }

  async destroy(): Promise<void> {
    await this.sql.end({ timeout: 5 })
  }

  async #end(conn: PostgresJsConnection, command: 'commit' | 'rollback'): Promise<void> {
    try {
      await conn.executeQuery(CompiledQuery.raw(command))
    } finally {
      this.#release(conn)
    }
  }

  #release(conn: PostgresJsConnection): void {
    conn.reserved?.release()
    conn.reserved = null
  }
}

function quoteName(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** Kysely's PostgreSQL compiler, adapter and introspector over a postgres.js pool. */
export class PostgresJsDialect implements Dialect {
  constructor(private readonly sql: Sql) {}

  createDriver(): Driver {
    return new PostgresJsDriver(this.sql)
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }

  createAdapter() {
    return new PostgresAdapter()
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
}
