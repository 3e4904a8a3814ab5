import { createHash } from 'node:crypto'
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import type pg from 'pg'
import { compileRowBuilder, type RowBuilder } from './row-builder.ts'

/** Statements PostgreSQL can prepare once per connection and reuse (not DDL or transaction control). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i
const NAMED_STATEMENT_LIMIT = 2000

/**
 * Stable names for the SQL texts worth preparing. Kysely's PostgreSQL driver sends every query
 * unnamed, so the server parses and plans it each time; a query sent with pg's documented `name`
 * option is prepared once per connection, and later runs send only the values, as a hand-written
 * prepared statement would. Kysely passes values as parameters, so the set of texts stays small;
 * past the limit, queries simply go unnamed.
 */
export function statementNames(limit = NAMED_STATEMENT_LIMIT): (text: string) => string | undefined {
  const names = new Map<string, string>()
  return (text) => {
    let name = names.get(text)
    if (name === undefined && names.size < limit && PREPARABLE.test(text)) {
      name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
      names.set(text, name)
    }
    return name
  }
}

/** What a statement answers: Kysely reads the command and row count of writes, and the rows. */
export type StatementResult = PostgresQueryResult<Record<string, unknown>>
type Done = (error: Error | null, result?: StatementResult) => void

const shapes = new Map<string, { names: readonly string[]; build: RowBuilder }>()

function sameNames(fields: readonly pg.FieldDef[], names: readonly string[]): boolean {
  if (fields.length !== names.length) return false
  for (let i = 0; i < names.length; i++) if (fields[i]?.name !== names[i]) return false
  return true
}

/**
 * One row builder per named statement: pg parses each value with its type parser (rowMode
 * 'array'), and the builder turns the values into an object literal with the columns as written,
 * so every row of a statement shares one hidden class (docs/decisions/041 and 050).
 */
function builderFor(name: string, fields: readonly pg.FieldDef[]): RowBuilder {
  const known = shapes.get(name)
  if (known && sameNames(fields, known.names)) return known.build
  // A statement's columns change only with the schema; the newest shape replaces the old one.
  const names = fields.map((field) => field.name)
  const shape = { names, build: compileRowBuilder(names.map((column) => ({ name: column }))) }
  shapes.set(name, shape)
  return shape.build
}

/**
 * Runs one statement on a checked-out client, in pg's documented callback form: its promise form
 * keeps every answer's rows reachable until the next full collection, so under load they were
 * promoted out of V8's young generation (docs/decisions/019). A named statement asks pg for its
 * rows as arrays and builds them with the statement's compiled builder; anything else (DDL,
 * transaction control, a text past the naming limit) goes to pg exactly as Kysely would send it.
 */
export function runStatement(client: pg.ClientBase, nameFor: (text: string) => string | undefined, text: string, values: readonly unknown[], done: Done): void {
  const name = nameFor(text)
  const parameters = values as unknown[]
  if (name === undefined) {
    client.query({ text, values: parameters }, (error: Error | null, result: pg.QueryResult<Record<string, unknown>>) => {
      if (error) done(error)
      else done(null, result as unknown as StatementResult)
    })
    return
  }
  client.query({ name, text, values: parameters, rowMode: 'array' }, (error: Error | null, result: pg.QueryResult<unknown[]>) => {
    if (error) return done(error)
    const build = builderFor(name, result.fields)
    const rows: Record<string, unknown>[] = new Array(result.rows.length)
    for (let i = 0; i < rows.length; i++) rows[i] = build(result.rows[i] as unknown[])
    done(null, { command: result.command as StatementResult['command'], rowCount: result.rowCount ?? 0, rows })
  })
}

/**
 * A pool client as Kysely's PostgresPoolClient interface asks for it, sending its queries through
 * `runStatement`. Kysely keeps one connection object per client it is handed, so each pg client
 * gets one of these for its lifetime.
 */
class NamedStatementClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly nameFor: (text: string) => string | undefined,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  query<R>(sql: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only to stream a query, which needs a cursor class in the dialect's config: Petfolk gives none.
    if (typeof sql !== 'string') throw new Error('Streaming queries is not configured.')
    return new Promise((resolve, reject) => {
      runStatement(this.client, this.nameFor, sql, parameters ?? [], (error, result) => {
        if (error) reject(error)
        else resolve(result as unknown as PostgresQueryResult<R>)
      })
    })
  }

  release(destroy?: boolean): void {
    this.client.release(destroy)
  }
}

/**
 * pg-pool behind Kysely's public PostgresPool interface (docs/decisions/050): connections come
 * from the pool as they are, and only the way queries are sent differs from Kysely's own driver.
 * Nothing of pg is patched or replaced.
 */
export class NamedStatementPool implements PostgresPool {
  private readonly clients = new WeakMap<pg.PoolClient, NamedStatementClient>()

  constructor(
    private readonly pool: pg.Pool,
    private readonly nameFor: (text: string) => string | undefined,
  ) {}

  get options(): object {
    return this.pool.options
  }

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect()
    let wrapped = this.clients.get(client)
    if (!wrapped) {
      wrapped = new NamedStatementClient(client, this.nameFor)
      this.clients.set(client, wrapped)
    }
    return wrapped
  }

  end(): Promise<void> {
    return this.pool.end()
  }
}

/**
 * A prepared read straight on pg-pool in its callback form (docs/decisions/038): one promise
 * instead of Kysely's chain of acquire, execute and release, each async. The connection goes back
 * to the pool as Kysely returns it, also after an error in the query (the connection is not at fault).
 */
export function pgDirectReader(pool: pg.Pool, nameFor: (text: string) => string | undefined): (text: string, values: readonly unknown[]) => Promise<unknown[]> {
  return (text, values) =>
    new Promise((resolve, reject) => {
      pool.connect((connectError, client, release) => {
        if (connectError || !client) return reject(connectError ?? new Error('The database pool gave no connection.'))
        runStatement(client, nameFor, text, values, (queryError, result) => {
          release()
          if (queryError) reject(queryError)
          else resolve(result?.rows ?? [])
        })
      })
    })
}
