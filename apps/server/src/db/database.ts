import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import postgres from 'postgres'
import { isPostgresUrl, type DialectName } from './dialect.ts'
import { cachedStatements } from './sqlite-statements.ts'
import { PostgresJsDialect } from './postgres-js-dialect.ts'
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
 * docs/decisions/019).
 */
function statementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>()
  return (text) => {
    let name = names.get(text)
    if (name === undefined && names.size < NAMED_STATEMENT_LIMIT && PREPARABLE.test(text)) {
      name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
      names.set(text, name)
    }
    return name
  }
}

function withNamedStatements(pool: pg.Pool, nameFor: (text: string) => string | undefined): pg.Pool {
  const patched = new WeakSet<pg.PoolClient>()
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>
  const withNames = (client: pg.PoolClient) => {
    if (!patched.has(client)) {
      patched.add(client)
      const query = client.query.bind(client) as (...args: unknown[]) => unknown
      client.query = ((...args: unknown[]) => {
        const [text, values] = args
        if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args)
        const name = nameFor(text)
        return new Promise((resolve, reject) => {
          query(name ? { name, text, values } : { text, values }, (err: Error | null, result: pg.QueryResult) => (err ? reject(err) : resolve(result)))
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
  return Object.assign(pool, { connect: connectNamed }) as pg.Pool
}

/** Runs one SELECT straight on the driver and answers its rows. */
export type DriverQuery = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>

const driverQueries = new WeakMap<Db, DriverQuery>()

/**
 * The database's pool-level query, for `preparedQuery` only: on PostgreSQL a read that needs no
 * particular connection can skip Kysely's executor, connection provider and connection (five
 * async frames a request holds while it waits for a pool connection; docs/decisions/036).
 * Undefined for SQLite, whose one connection Kysely must keep serialising behind transactions,
 * and for a transaction's own `Db`, whose queries must run on its connection.
 */
export function driverQueryOf(db: Db): DriverQuery | undefined {
  return driverQueries.get(db)
}

function pooledQuery(pool: pg.Pool, nameFor: (text: string) => string | undefined): DriverQuery {
  // pg-pool's own connect, in its callback form: no promise of its own while the request waits.
  const connect = pool.connect.bind(pool) as (callback: (err: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void) => void
  return (text, parameters) =>
    new Promise((resolve, reject) => {
      connect((connectError, client, release) => {
        if (connectError || !client) return reject(connectError ?? new Error('No PostgreSQL connection.'))
        const name = nameFor(text)
        client.query({ ...(name ? { name } : {}), text, values: parameters as unknown[] }, (err: Error | null, result: pg.QueryResult) => {
          release()
          if (err) reject(err)
          else resolve(result.rows)
        })
      })
    })
}

export function openDatabase(url: string, options: OpenOptions = {}): DbHandle {
  if (isPostgresUrl(url) && process.env.PETFOLK_AB_DRIVER === 'postgres.js') {
    const max = options.poolSize ?? Number(process.env.PETFOLK_AB_POOL ?? 10)
    const sqlPool = postgres(url, {
      max,
      onnotice: () => undefined,
      // Our int8 counts and numeric values fit in doubles, as with pg's parsers above.
      types: { double: { to: 701, from: [20, 1700], serialize: (x: number) => String(x), parse: (x: string) => Number(x) } },
      ...(options.pgSchema ? { connection: { search_path: options.pgSchema } } : {}),
    })
    const db = new Kysely<Database>({ dialect: new PostgresJsDialect(sqlPool) })
    const connection = { connectionString: url, ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}) }
    return {
      db,
      dialect: 'postgres',
      close: () => db.destroy(),
      ping: async () => void (await sqlPool.unsafe('select 1', [], { prepare: true })),
      openListenClient: () => new pg.Client({ ...connection, keepAlive: true, keepAliveInitialDelayMillis: 10_000 }),
    }
  }
  if (isPostgresUrl(url)) {
    setPgTypeParsers()
    const connection = { connectionString: url, ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}) }
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? Number(process.env.PETFOLK_AB_POOL ?? 10) })
    const nameFor = statementNames()
    const direct = pooledQuery(pool, nameFor)
    const named = withNamedStatements(pool, nameFor)
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: named }) })
    if (process.env.PETFOLK_AB_DIRECT === '1') driverQueries.set(db, direct)
    return {
      db,
      dialect: 'postgres',
      close: () => db.destroy(),
      ping: async () => void (await named.query('select 1', [])),
      // TCP keepalive notices a silently dropped connection, which a connection that only listens would not.
      openListenClient: () => new pg.Client({ ...connection, keepAlive: true, keepAliveInitialDelayMillis: 10_000 }),
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) })
  const select1 = sqlite.prepare('select 1')
  return { db, dialect: 'sqlite', close: () => db.destroy(), ping: async () => void select1.get() }
}
