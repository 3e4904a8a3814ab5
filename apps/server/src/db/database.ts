import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DatabaseIntrospector, type DialectAdapter } from 'kysely'
import pg from 'pg'
import { isPostgresUrl, type DialectName } from './dialect.ts'
import { readPreparedDirectly } from './prepared.ts'
import { SchemaScopedPostgresIntrospector } from './schema-scoped-introspector.ts'
import { NamedStatementRun, type StatementResult } from './pg-named-statement.ts'
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

let pgParsersSet = false
/** pg returns int8 and numeric as strings unless told otherwise; our values fit in doubles. */
function setPgTypeParsers() {
  if (pgParsersSet) return
  pgParsersSet = true
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v))
}

/** Statements PostgreSQL can prepare once per connection and reuse (not DDL or transaction control). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i
const NAMED_STATEMENT_LIMIT = 2000

/**
 * Kysely's PostgreSQL driver sends every query unnamed, so the server parses and plans it each
 * time. Giving each distinct SQL text a stable name makes node-postgres prepare it once per
 * connection and send only the values afterwards, as a hand-written prepared statement would.
 * Kysely passes values as parameters, so the set of texts stays small; past the limit, queries
 * simply go unnamed.
 *
 * Queries are sent in node-postgres's callback form: its promise form keeps every answer's rows
 * reachable until the next full collection, so under load they were copied out of V8's young
 * generation and promoted (about 1.6 MB per scavenge, 40 µs of GC per API answer;
 * docs/decisions/019). Named statements run as our own query object (docs/decisions/039).
 */
type QueryDone = (error: Error | null, result?: StatementResult | pg.QueryResult) => void

/**
 * Sends one query on a client in the callback form. On a client `withNames` has patched, a query
 * object passes straight through the patch to pg's own `query`.
 */
function sendQuery(client: pg.PoolClient, name: string | undefined, text: string, values: readonly unknown[], done: QueryDone): void {
  const query = client.query as unknown as (config: object, callback?: QueryDone) => unknown
  if (name) query.call(client, new NamedStatementRun(name, text, values, done))
  else query.call(client, { text, values }, done)
}

type PlainConnect = (callback: (err: Error | undefined, client: pg.PoolClient, release: () => void) => void) => void

function withNamedStatements(pool: pg.Pool): { pool: pg.Pool; nameFor: (text: string) => string | undefined; connectPlain: PlainConnect } {
  const names = new Map<string, string>()
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text)
    if (name === undefined && names.size < NAMED_STATEMENT_LIMIT && PREPARABLE.test(text)) {
      name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
      names.set(text, name)
    }
    return name
  }
  const patched = new WeakSet<pg.PoolClient>()
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>
  const withNames = (client: pg.PoolClient) => {
    if (!patched.has(client)) {
      patched.add(client)
      const query = client.query.bind(client) as (...args: unknown[]) => unknown
      client.query = ((...args: unknown[]) => {
        const [text, values] = args
        if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args)
        return new Promise((resolve, reject) => {
          sendQuery(client, nameFor(text), text, values, (err, result) => (err ? reject(err) : resolve(result)))
        })
      }) as typeof client.query
    }
    return client
  }
  // pg-pool's own query() calls connect with a callback; Kysely awaits the promise form.
  function connectNamed(callback?: (err: Error | undefined, client?: pg.PoolClient, release?: () => void) => void) {
    const connected = connect().then(withNames)
    if (!callback) return connected
    connected.then(
      (client) => callback(undefined, client, () => client.release()),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    )
    return undefined
  }
  // pg-pool's own connect, whose callback form makes no promise.
  const connectPlain = connect as unknown as PlainConnect
  return { pool: Object.assign(pool, { connect: connectNamed }) as pg.Pool, nameFor, connectPlain }
}

/**
 * A prepared read straight on pg-pool in its callback form (docs/decisions/038): one promise
 * instead of Kysely's chain of acquire, execute and release, each async. The connection goes back
 * to the pool as Kysely returns it, also after an error in the query (the connection is not at fault).
 */
function pgDirectReader(connect: PlainConnect, nameFor: (text: string) => string | undefined): (text: string, values: readonly unknown[]) => Promise<unknown[]> {
  return (text, values) =>
    new Promise((resolve, reject) => {
      connect((err, client, release) => {
        if (err) return reject(err)
        sendQuery(client, nameFor(text), text, values, (queryError, result) => {
          release()
          if (queryError) reject(queryError)
          else resolve(result?.rows ?? [])
        })
      })
    })
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
    const pool = new pg.Pool({ ...connection, max })
    const { pool: named, nameFor, connectPlain } = withNamedStatements(pool)
    const db = new Kysely<Database>({ dialect: new PetfolkPostgresDialect({ pool: named }) })
    const readDirectly = pgDirectReader(connectPlain, nameFor)
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
