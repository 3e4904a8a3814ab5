import type { Context } from 'hono'
import { isId } from '@petfolk/contract/fields'
import { NEXT_CURSOR_HEADER, pageQuerySchema } from '@petfolk/contract/pagination'
import { ApiError } from './errors.ts'
import { readQuery } from './validate.ts'

export interface PageRequest {
  limit: number
  /** The sort-key values of the last row of the previous page, or null for the first page. */
  after: Array<string | number> | null
}

/** Reads `limit` (default 50, max 200) and the opaque `cursor` of a list request. */
export function readPage(c: Context): PageRequest {
  const { limit, cursor } = readQuery(c, pageQuerySchema)
  if (!cursor) return { limit, after: null }
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(values) && values.length > 0 && values.every(isSortKeyValue)) {
      return { limit, after: values as Array<string | number> }
    }
  } catch {
    // handled below
  }
  throw new ApiError(400, 'The cursor is not valid. Start again from the first page.')
}

/**
 * What sendPage puts in a cursor: ids, 0/1 flags (is_pinned, is_featured) and ISO dates. Anything
 * else would reach the SQL, where PostgreSQL fails on a number outside its integer ids or on NUL.
 */
function isSortKeyValue(value: unknown): boolean {
  if (typeof value === 'number') return value === 0 || isId(value)
  return typeof value === 'string' && !value.includes('\u0000')
}

/**
 * Stores fetch limit + 1 rows; this trims the extra one and, when there was one, sends the
 * next page's cursor in the X-Next-Cursor header.
 */
export function sendPage<T>(c: Context, rows: T[], page: PageRequest, sortKey: (row: T) => Array<string | number>): T[] {
  if (rows.length <= page.limit) return rows
  const shown = rows.slice(0, page.limit)
  const last = shown[shown.length - 1]
  if (last !== undefined) {
    c.header(NEXT_CURSOR_HEADER, Buffer.from(JSON.stringify(sortKey(last))).toString('base64url'))
  }
  return shown
}
