/** Turns one column's value as the driver gives it (PostgreSQL's text) into the value a row holds. */
export type ColumnReader = (value: string) => unknown

export interface RowColumn {
  readonly name: string
  /** Left out for a value that is kept as the driver gives it; null always stays null. */
  readonly read?: ColumnReader | undefined
}

/** Builds one row object from a statement's values in column order. */
export type RowBuilder = (values: ArrayLike<unknown>) => Record<string, unknown>

/**
 * One row builder per statement, compiled to an object literal with the columns as written, so
 * every row of the statement shares one hidden class and no property is set by a computed key.
 * A loop that sets `row[name]` for every statement in the process sees every result shape the app
 * reads, and V8 then runs its slowest keyed store for each value of each row (docs/decisions/039
 * and 041). As in a loop, a later column of the same name wins, in the first one's place.
 */
export function compileRowBuilder(columns: readonly RowColumn[]): RowBuilder {
  const readers: ColumnReader[] = []
  const properties = columns.map(({ name, read }, i) => {
    // A literal `"__proto__":` would set the prototype; a computed key makes it a plain property.
    const key = name === '__proto__' ? '["__proto__"]' : JSON.stringify(name)
    if (!read) return `${key}: v[${i}]`
    readers.push(read)
    return `${key}: v[${i}] === null ? null : r[${readers.length - 1}](v[${i}])`
  })
  // The source holds only column names, quoted by JSON.stringify, and indexes: nothing from a request.
  const make = new Function('r', `return (v) => ({ ${properties.join(', ')} })`) as (readers: ColumnReader[]) => RowBuilder
  return make(readers)
}
