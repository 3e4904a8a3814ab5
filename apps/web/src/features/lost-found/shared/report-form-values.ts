import { z } from 'zod'
import { localToday } from '@petfolk/contract/fields'
import { LOST_PET_SPECIES } from '@petfolk/contract/lost-found/reports'
import { SEX_OPTIONS } from './labels.ts'

/** The building blocks of the lost and found forms' values: text as typed, checked by the contract only on submit. */

export const text = z.string().catch('')
export const flag = z.boolean().catch(false)

/** One of a select's values, or '' while none is chosen. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.literal('')]).catch('')
}

/** What every report's form holds, lost or found: the pet as seen, its photo, the reporter's contact, more details. */
export const reportFormFields = {
  species: choice(LOST_PET_SPECIES),
  breed: text,
  sex: choice(SEX_OPTIONS),
  color: text,
  weight_lbs: text,
  distinctive_markings: text,
  photo_url: text,
  contact_name: text,
  contact_phone: text,
  contact_email: text,
  show_contact_phone: flag,
  additional_details: text,
}

/** A weight as typed: blank is "not given". */
export function weightFromText(weight: string): number | null {
  return weight.trim() === '' ? null : Number(weight)
}

/**
 * A report's date, also checked against the reporter's own calendar (the server checks it against
 * its own), so a report the server would refuse is never sent.
 */
export function checkedAgainstToday<T extends z.ZodType<string>>(date: T, problem: (date: string, today: string) => string | null) {
  return date.superRefine((value, ctx) => {
    const found = problem(value, localToday())
    if (found) ctx.addIssue({ code: 'custom', message: found })
  })
}

/** The earliest date the contract accepts for a report `maxAgeDays` old at most, for the date picker's `min`. */
export function oldestDate(today: string, maxAgeDays: number): string {
  const oldest = new Date(`${today}T00:00:00Z`)
  oldest.setUTCDate(oldest.getUTCDate() - maxAgeDays)
  return oldest.toISOString().slice(0, 10)
}
