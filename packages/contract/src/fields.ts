import { z } from 'zod'

/** A required text field: trimmed, not blank, bounded. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
}

/** An optional text field: trimmed; blank, missing or null become null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters.`).nullable())
}

/** Digits in a phone number as people write it ("(555) 010-2030", "+44 20 7946 0958"). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const

/** Whether text reads as a phone number: 7 to 15 digits (E.164's longest), with spaces, dots, dashes, brackets and a leading +. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
}

const phoneProblem = (label: string) => `${label} must have ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits.`

/** A required phone number (see isPhoneNumber). */
export function requiredPhone(label: string) {
  return requiredText(label, 40).refine(isPhoneNumber, phoneProblem(label))
}

/** An optional phone number (see isPhoneNumber); blank becomes null. */
export function optionalPhone(label: string) {
  return optionalText(label, 40).refine((v) => v === null || isPhoneNumber(v), phoneProblem(label))
}

/**
 * The error for a value outside an enum, naming the choices as members see them on screen
 * ("Pet Stores, Pet Insurance, ...") rather than the stored values ("pet_store, ..."). Nothing
 * chosen at all (an empty select) reads "Business type is required." like every other field.
 */
export function choicesError(label: string, labels: Record<string, string>): (issue: { input?: unknown }) => string {
  return (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? `${label} is required.`
      : `${label} must be one of: ${Object.values(labels).join(', ')}.`
}

/** The longest e-mail address SMTP carries (RFC 5321's path limit less the brackets). */
export const EMAIL_MAX = 254

/** Whether text is an e-mail address; the web links only these with mailto:, since older rows may hold anything. */
export function isEmailAddress(value: string): boolean {
  return z.email().safeParse(value).success
}

/** An optional e-mail address; blank becomes null. */
export function optionalEmail(label: string) {
  return optionalText(label, EMAIL_MAX).refine((v) => v === null || isEmailAddress(v), `${label} must be an e-mail address.`)
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** YYYY-MM-DD that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

/** The calendar date `days` after `date` (both YYYY-MM-DD; a negative count goes back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** An optional calendar date (YYYY-MM-DD); blank becomes null. */
export function optionalDate(label: string) {
  return optionalText(label, 10).refine((v) => v === null || isCalendarDate(v), `${label} must be a valid date (YYYY-MM-DD).`)
}

/** Today's date in the local time of whoever runs the check, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear()
  const m = String(now.getMonth() + 1).padStart(2, '0')
  const d = String(now.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

/** Booleans from JSON; missing means the given default. */
export function flag(defaultValue: boolean) {
  return z.boolean({ error: 'Must be true or false.' }).default(defaultValue)
}

/**
 * The largest id of any row: ids are PostgreSQL `integer` columns. Every id a client sends (path,
 * body, query, paging cursor) is checked against it, so a larger number is refused as bad input
 * instead of reaching the SQL, where PostgreSQL would fail the query (SQLite would not).
 */
export const MAX_ID = 2_147_483_647

/** Whether a number can be a row's id. */
export function isId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID
}

export const idSchema = z
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .positive('Must be a positive id.')
  .max(MAX_ID, `Must be an id no larger than ${MAX_ID}.`)
