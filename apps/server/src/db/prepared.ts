import type { Compilable, CompiledQuery } from 'kysely'
import type { Db } from './database.ts'

type Slot = { arg: number } | { value: unknown }

/**
 * Runs a compiled read's SQL and values straight on the driver, or answers null when it cannot
 * run now (SQLite inside an open transaction, a statement that returns no rows); Kysely's executor
 * then runs it instead.
 */
export type DirectReader = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]> | null

const directReaders = new WeakMap<Db, DirectReader>()

/** Lets prepared queries on this database skip Kysely's executor (docs/decisions/038); openDatabase registers it. */
export function readPreparedDirectly(db: Db, reader: DirectReader): void {
  directReaders.set(db, reader)
}

const MARKER = '\u0000petfolk-parameter:'

/**
 * A query built and compiled once per database instead of on every call. Kysely builds an
 * operation tree and compiles it to SQL for each execution; for the queries every request runs
 * (the session check, the first page of a list) that work is the same every time, only the
 * values change. `build` receives `param(i)`, a stand-in for the i-th argument, wherever a value
 * goes; the compiled parameters are then filled from the call's arguments. Values that are not
 * stand-ins (constants in the query) are kept as compiled.
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Db, param: <T>(index: number) => T) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const cache = new WeakMap<Db, { compiled: CompiledQuery<Row>; slots: Slot[] }>()
  const param = <T>(index: number) => `${MARKER}${index}` as T
  // Not an async function: the executor's promise is passed on, so a request waiting for a
  // connection holds one suspended frame fewer (docs/decisions/036).
  return (db, ...args) => {
    let entry = cache.get(db)
    if (!entry) {
      const compiled = build(db, param).compile()
      const slots = compiled.parameters.map((value): Slot =>
        typeof value === 'string' && value.startsWith(MARKER) ? { arg: Number(value.slice(MARKER.length)) } : { value },
      )
      entry = { compiled, slots }
      cache.set(db, entry)
    }
    const parameters = entry.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value))
    // A transaction is its own Kysely instance, never registered: its queries stay on its connection.
    const direct = directReaders.get(db)?.(entry.compiled.sql, parameters)
    if (direct) return direct as Promise<Row[]>
    return db.executeQuery<Row>({ ...entry.compiled, parameters }).then(rowsOf)
  }
}

function rowsOf<Row>(result: { rows: Row[] }): Row[] {
  return result.rows
}
