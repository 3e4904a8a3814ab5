/**
 * Turns one SQLite value into what its PostgreSQL column takes, unchanged in meaning, or refuses
 * with a sentence naming the cell. Both databases get the same column types from the migrations
 * (text for timestamps, JSON and choices, integer 0/1 for flags, integer or bigint for ids and
 * counts, real / double precision for measures), so faithful means: the same text, the same
 * number. SQLite checks none of that, so a value written outside the app may not fit: that is a
 * refusal, never a rounding or a silent change.
 */
export type ToPostgres = (value: unknown) => unknown

/** Why a value does not fit its column; the copy puts the cell's name before the sentence. */
export class CellRefusal extends Error {
  override name = 'CellRefusal'
}

const INTEGER_RANGES: Record<string, readonly [bigint, bigint]> = {
  smallint: [-(2n ** 15n), 2n ** 15n - 1n],
  integer: [-(2n ** 31n), 2n ** 31n - 1n],
  bigint: [-(2n ** 63n), 2n ** 63n - 1n],
}

/** A number as SQLite would have stored text that looked like one (and as PostgreSQL reads it). */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

const describe = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value))

/** The converter for a column of this PostgreSQL type (information_schema's data_type); undefined for a type db:copy does not know. */
export function converterFor(dataType: string): ToPostgres | undefined {
  if (dataType === 'text' || dataType === 'character varying') return toText
  const range = INTEGER_RANGES[dataType]
  if (range) return (value) => toInteger(value, dataType, range)
  if (dataType === 'double precision' || dataType === 'real') return toFloat
  return undefined
}

function refuseBlob(value: unknown, dataType: string): void {
  if (value instanceof Uint8Array) throw new CellRefusal(`holds binary data (a BLOB), which a PostgreSQL ${dataType} column cannot take.`)
}

function toText(value: unknown): unknown {
  if (value === null || value === undefined) return null
  refuseBlob(value, 'text')
  const text = typeof value === 'string' ? value : String(value)
  // PostgreSQL text cannot hold NUL; the API refuses it at the door, so only a hand-written row has one.
  if (text.includes('\u0000')) throw new CellRefusal(`contains a NUL character, which PostgreSQL text cannot hold.`)
  return text
}

function toInteger(value: unknown, dataType: string, [min, max]: readonly [bigint, bigint]): unknown {
  if (value === null || value === undefined) return null
  refuseBlob(value, dataType)
  let whole: bigint | undefined
  if (typeof value === 'bigint') whole = value
  else if (typeof value === 'number' && Number.isInteger(value)) whole = BigInt(value)
  else if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) whole = BigInt(value.trim())
  if (whole === undefined) throw new CellRefusal(`holds ${describe(value)}, not a whole number, where PostgreSQL expects ${dataType}.`)
  if (whole < min || whole > max) throw new CellRefusal(`holds ${whole}, outside the range of a PostgreSQL ${dataType}.`)
  // As text, so no integer passes through a double on the way.
  return whole.toString()
}

function toFloat(value: unknown): unknown {
  if (value === null || value === undefined) return null
  refuseBlob(value, 'double precision')
  if (typeof value === 'number') return value
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim()
  throw new CellRefusal(`holds ${describe(value)}, not a number, where PostgreSQL expects double precision.`)
}
