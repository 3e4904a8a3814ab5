import { ApiError } from './api.ts'

/**
 * Some 400 answers name the field in the sentence itself ('zip_code: We could not find ZIP code
 * 00000.'). When that field is one of the form's, this answers the field and the sentence without
 * the prefix, so the form can show it under the field; otherwise null.
 */
export function prefixedFieldError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null
  const match = /^([a-z_]+): (.+)$/s.exec(error.serverMessage)
  if (!match?.[1] || !match[2] || !(fields as readonly string[]).includes(match[1])) return null
  return { field: match[1] as F, message: match[2] }
}
