import type { Context } from 'hono'
import type { z } from 'zod'
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
  const result = schema.safeParse(body)
  if (!result.success) {
    const { error, issues } = zodErrorBody(result.error)
    throw new ApiError(400, error, { issues })
  }
  return result.data
}

/** Validates query parameters (always strings) against a schema that coerces them. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query())
  if (!result.success) {
    const { error, issues } = zodErrorBody(result.error)
    throw new ApiError(400, error, { issues })
  }
  return result.data
}

/** Route ids are positive integers; anything else is a 404, never a 500. */
export function readId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? ''
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, 'That item was not found.')
  return id
}
