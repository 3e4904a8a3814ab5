import { apiErrorSchema } from '@petfolk/contract/errors'
import { ApiError } from './api.ts'

/**
 * The server's per-field messages from a 400 answer (`issues` from zod), keyed by top-level field,
 * limited to the fields the form has. Empty when the failure was not about a field.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const parsed = apiErrorSchema.safeParse(error.body)
  const result: Partial<Record<F, string>> = {}
  for (const issue of parsed.success ? (parsed.data.issues ?? []) : []) {
    const field = issue.path[0]
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !result[field as F]) {
      result[field as F] = issue.message
    }
  }
  return result
}

/** The failure's own sentence without a closing full stop, for templates like 'Failed to save pet: {message}.' */
export function failureMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'An error occurred'
  return message.replace(/[.!\s]+$/, '')
}
