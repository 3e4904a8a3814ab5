import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DatabaseIntrospector, type DialectAdapter } from 'kysely'
import type pg from 'pg'
import { isPostgresUrl, type DialectName } from './dialect.ts'
import { readPreparedDirectly } from './prepared.ts'
import { SchemaScopedPostgresIntrospector } from './schema-scoped-introspector.ts'
import { NamedStatementPool, pgDirectReader, statementNames } from './pg-pool.ts'
import { cachedStatements } from './sqlite-statements.ts'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>

export interface DbHandle {
  db: Db
  dialect: DialectName
  /** Closes the pool or file handle; safe to call once at shutdown. */
  close(): Promise<void>
  /**
   * One trivial statement straight on the driver, for health checks: it proves the database
   * answers without Kysely's connection bookkeeping (a `select 1` reads nothing, so it may run
   * beside an open transaction).
   */
  ping(): Promise<void>
  /**
   * PostgreSQL only: a new connection outside the pool, with the pool's settings, for a session
   * that must stay put (the live events' LISTEN). The caller connects and ends it.
   */
  openListenClient?: () => pg.Client
  /** PostgreSQL only: the pool's connections right now, from pg-pool's public counters (for /metrics). */
  poolUsage?: () => PoolUsage
}

export interface PoolUsage {
  /** Connections open, busy or idle. */
  total: number
  idle: number
  /** Queries waiting for a connection because all `max` are busy. */
  waiting: number
  max: number
}

export interface OpenOptions {
  /** PostgreSQL only: the schema every connection works in (tests use a fresh one per run). */
  pgSchema?: string
  poolSize?: number
}

/**
 * pg is required when a PostgreSQL URL is opened, not imported at start-up: a server on SQLite
 * never needs it (decision 054). createRequire is Node's own way to load a CommonJS package on
 * demand, synchronously, so openDatabase stays synchronous.
 */
let pgModule: typeof pg | undefined
function loadPg(): typeof pg {
  pgModule ??= createRequire(import.meta.url)('pg') as typeof pg
  return pgModule
}

let pgParsersSet = false
/** pg returns int8 and numeric as strings unless told otherwise; our values fit in doubles. */
function setPgTypeParsers() {
  if (pgParsersSet) return
  pgParsersSet = true
  const pg = loadPg()
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v))
}

function nothing(): void {}

/**
 * SQLite changes its schema inside transactions like any other write, but Kysely's SQLite adapter
 * says it cannot, so its migrator ran each migration's statements one by one: a process stopped
 * halfway through a migration (killed, out of disk, the Node 24 abort of decision 042) left a
 * schema no version of Petfolk could start on. Saying so runs all pending migrations in one
 * transaction, as on PostgreSQL: they apply wholly or not at all (decision 042).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}

class PetfolkSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter()
  }
}

/** PostgreSQL as Kysely speaks it, but asking only about Petfolk's own schema (schema-scoped-introspector.ts). */
class PetfolkPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaScopedPostgresIntrospector(db)
  }
}

export function openDatabase(url: string, options: OpenOptions = {}): DbHandle {
  if (isPostgresUrl(url)) {
    setPgTypeParsers()
    const connection = { connectionString: url, ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}) }
    const max = options.poolSize ?? 10
    const pg = loadPg()
    const pool = new pg.Pool({ ...connection, max })
    const nameFor = statementNames()
    const db = new Kysely<Database>({ dialect: new PetfolkPostgresDialect({ pool: new NamedStatementPool(pool, nameFor) }) })
    const readDirectly = pgDirectReader(pool, nameFor)
    readPreparedDirectly(db, readDirectly)
    return {
      db,
      dialect: 'postgres',
      close: () => db.destroy(),
      // One promise: the pool's callback form and a named statement, as prepared reads run.
      ping: () => readDirectly('select 1', []).then(nothing),
      // TCP keepalive notices a silently dropped connection, which a connection that only listens would not.
      openListenClient: () => new pg.Client({ ...connection, keepAlive: true, keepAliveInitialDelayMillis: 10_000 }),
      poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    }
  }
  const file = url.startsWith('file:') ? url.slice('file:'.length) : url
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // FULL: a commit the API acknowledged survives even a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL')
  const statements = cachedStatements(sqlite)
  const db = new Kysely<Database>({ dialect: new PetfolkSqliteDialect({ database: statements }) })
  // Between a transaction's BEGIN and its end, Kysely's lock holds the one connection: wait for it.
  readPreparedDirectly(db, (sql, parameters) => {
    if (sqlite.inTransaction) return null
    const statement = statements.prepare(sql)
    if (!statement.reader) return null
    try {
      return Promise.resolve(statement.all(parameters) as unknown[])
    } catch (error) {
      return Promise.reject(error as Error)
    }
  })
  const select1 = sqlite.prepare('select 1')
  return { db, dialect: 'sqlite', close: () => db.destroy(), ping: async () => void select1.get() }
}
