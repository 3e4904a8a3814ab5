import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError } from 'zod'
import type { ApiErrorBody } from '@petfolk/contract/errors'
import type { Logger } from '../logger.ts'

/** The one way handlers refuse a request: a status and a sentence a person can read. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly extra: Record<string, unknown>
  constructor(status: ContentfulStatusCode, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.extra = extra
  }
}

export const notSignedIn = () => new ApiError(401, 'Please sign in to continue.')
/** The one way to answer 404: the sentence names what was not found, as the member calls it. */
export const notFound = (message = 'That item was not found.') => new ApiError(404, message)

export function zodErrorBody(error: ZodError): ApiErrorBody {
  const issues = error.issues.map((i) => ({
    path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: i.message,
  }))
  const first = issues[0]
  const field = first?.path.join('.')
  const message = first ? (field ? `${field}: ${first.message}` : first.message) : 'The request is not valid.'
  return { error: message, issues }
}

/** Maps anything thrown in a handler to the API's error shape; only real faults become 500s. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return c.json({ error: err.message, ...err.extra }, err.status)
    if (err instanceof ZodError) return c.json(zodErrorBody(err), 400)
    if (err instanceof HTTPException) {
      const status = err.status
      if (status >= 400 && status < 500) {
        const message = err.message || 'The request could not be handled.'
        return c.json({ error: message }, status as ContentfulStatusCode)
      }
    }
    logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error')
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500)
  }
}
