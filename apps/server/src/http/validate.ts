import type { Context } from 'hono'
import type { z } from 'zod'
import { isId } from '@petfolk/contract/fields'
import { ApiError, zodErrorBody } from './errors.ts'

/**
 * Reads and validates a JSON body. Wrong content type → 415, broken JSON → 400,
 * schema failure → 400 with zod issues; nothing reaches the handler unless it is valid.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json).')
  }
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.')
  }
  refuseNul(body)
  const result = schema.safeParse(body)
  if (!result.success) {
    const { error, issues } = zodErrorBody(result.error)
    throw new ApiError(400, error, { issues })
  }
  return result.data
}

/** PostgreSQL text cannot hold U+0000: refuse it at the door, the same way on both databases. */
export function refuseNul(value: unknown): void {
  // A loop, not recursion: JSON nested thousands deep must not overflow the stack.
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const v = pending.pop()
    if (typeof v === 'string' && v.includes('\u0000')) throw new ApiError(400, 'Text cannot contain the NUL character (U+0000).')
    if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) pending.push(k, x)
  }
}

/** Validates query parameters (always strings) against a schema that coerces them. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query = c.req.query()
  refuseNul(query)
  const result = schema.safeParse(query)
  if (!result.success) {
    const { error, issues } = zodErrorBody(result.error)
    throw new ApiError(400, error, { issues })
  }
  return result.data
}

/** The id in a path segment's digits (for segments such as `12.ics`, whose id readId cannot take). */
export function idFromPath(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN
  if (!isId(id)) throw new ApiError(404, 'That item was not found.')
  return id
}
