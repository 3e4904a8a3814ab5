import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'
import { choicesError, flag, isCalendarDate, optionalEmail, optionalText, requiredPhone, requiredText } from './fields.ts'
import { usStateSchema, zipCodeSchema } from './geo.ts'
import { photoUrlSchema } from './uploads.ts'

export const LOST_PET_SPECIES = ['dog', 'cat', 'bird', 'rabbit', 'other'] as const
export const AGE_RANGES = ['puppy/kitten', 'young', 'adult', 'senior'] as const
/** The words the lost-pet report form and alert settings show for each species. */
export const LOST_PET_SPECIES_LABELS: Record<(typeof LOST_PET_SPECIES)[number], string> = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  rabbit: 'Rabbit',
  other: 'Other',
}
export const LOST_PET_SEX_LABELS = { male: 'Male', female: 'Female', unknown: 'Unknown' } as const
export const AGE_RANGE_LABELS: Record<(typeof AGE_RANGES)[number], string> = {
  'puppy/kitten': 'Puppy/kitten',
  young: 'Young',
  adult: 'Adult',
  senior: 'Senior',
}
export const ALERT_RADIUS = { min: 5, max: 50, step: 5, default: 25 } as const

export const lostPetSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  pet_name: z.string(),
  species: z.enum(LOST_PET_SPECIES),
  breed: z.string().nullable(),
  sex: z.string().nullable(),
  age_range: z.string().nullable(),
  weight_lbs: z.number().nullable(),
  color: z.string(),
  distinctive_markings: z.string().nullable(),
  photo_url: z.string().nullable(),
  last_seen_date: z.string(),
  last_seen_location: z.string(),
  last_seen_city: z.string(),
  last_seen_state: z.string(),
  last_seen_zip_code: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string().nullable(),
  reward_offered: z.string().nullable(),
  additional_details: z.string().nullable(),
  is_found: z.boolean(),
  /** When the owner marked the pet found (ISO time); null while missing. */
  found_at: z.string().nullable(),
  created_at: z.string(),
})
export type LostPet = z.infer<typeof lostPetSchema>

export const lostPetInputSchema = z.strictObject({
  pet_name: requiredText('Pet name', 100),
  species: z.enum(LOST_PET_SPECIES, { error: choicesError('Species', LOST_PET_SPECIES_LABELS) }),
  breed: optionalText('Breed', 100),
  sex: z.enum(['male', 'female', 'unknown', ''], { error: choicesError('Sex', LOST_PET_SEX_LABELS) }).nullish().transform((v) => (v ? v : null)),
  age_range: z.enum([...AGE_RANGES, ''], { error: choicesError('Age range', AGE_RANGE_LABELS) }).nullish().transform((v) => (v ? v : null)),
  weight_lbs: z.number({ error: 'Weight must be a number.' }).min(0, 'Weight cannot be negative.').max(5000).nullable().default(null),
  color: requiredText('Color', 60),
  distinctive_markings: optionalText('Distinctive markings', 1000),
  photo_url: photoUrlSchema.refine((v) => v !== null, 'A photo of the pet is required.'),
  last_seen_date: z.string({ error: 'Last seen date is required.' }).refine(isCalendarDate, 'Last seen date must be a valid date (YYYY-MM-DD).'),
  last_seen_location: requiredText('Last seen location', 300),
  last_seen_city: requiredText('City', 100),
  last_seen_state: usStateSchema,
  last_seen_zip_code: zipCodeSchema,
  contact_name: requiredText('Contact name', 120),
  contact_phone: requiredPhone('Contact phone'),
  contact_email: optionalEmail('Contact e-mail'),
  reward_offered: optionalText('Reward', 200),
  additional_details: optionalText('Additional details', 3000),
})
export type LostPetInput = z.input<typeof lostPetInputSchema>

/** How long an owner may take back "found" (a slip of the finger, a look-alike). */
export const FOUND_UNDO_HOURS = 24
/** Reports older than this alert nobody: the pet has been gone too long for a neighbourhood search. */
export const LAST_SEEN_MAX_AGE_DAYS = 365

/**
 * Why a last-seen date cannot be used, or null. `today` is the reporter's calendar date
 * (YYYY-MM-DD); the server passes the latest date anywhere on earth, so no time zone is refused.
 */
export function lastSeenDateProblem(date: string, today: string): string | null {
  if (!isCalendarDate(date) || !isCalendarDate(today)) return null
  if (date > today) return 'Last seen date cannot be in the future.'
  const oldest = new Date(`${today}T00:00:00Z`)
  oldest.setUTCDate(oldest.getUTCDate() - LAST_SEEN_MAX_AGE_DAYS)
  if (date < oldest.toISOString().slice(0, 10)) return 'Last seen date cannot be more than a year ago.'
  return null
}

export const lostPetUpdateSchema = z.strictObject({ is_found: z.boolean({ error: 'is_found must be true or false.' }) })

export const alertPreferencesSchema = z.object({
  zip_codes: z.array(z.string()),
  alert_radius: z.number(),
  email_alerts: z.boolean(),
  species_preferences: z.array(z.string()),
})
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>

export const alertPreferencesInputSchema = z.strictObject({
  zip_codes: z.array(zipCodeSchema).max(20, 'At most 20 ZIP codes.').transform((zips) => [...new Set(zips)]),
  alert_radius: z
    .number({ error: 'Alert radius must be a number.' })
    .int()
    .min(ALERT_RADIUS.min, `Alert radius must be between ${ALERT_RADIUS.min} and ${ALERT_RADIUS.max} miles.`)
    .max(ALERT_RADIUS.max, `Alert radius must be between ${ALERT_RADIUS.min} and ${ALERT_RADIUS.max} miles.`)
    .refine((r) => r % ALERT_RADIUS.step === 0, `Alert radius goes in steps of ${ALERT_RADIUS.step} miles.`),
  email_alerts: flag(true),
  species_preferences: z
    .array(z.enum(LOST_PET_SPECIES, { error: choicesError('Species', LOST_PET_SPECIES_LABELS) }))
    .max(LOST_PET_SPECIES.length)
    .transform((s) => [...new Set(s)]),
})
export type AlertPreferencesInput = z.input<typeof alertPreferencesInputSchema>

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  zip_codes: [],
  alert_radius: ALERT_RADIUS.default,
  email_alerts: true,
  species_preferences: [],
}

/** The new report, and how many neighbours' alert settings it reached. */
export const reportedLostPetSchema = lostPetSchema.extend({ alerted: z.number().int() })
export type ReportedLostPet = z.infer<typeof reportedLostPetSchema>

/** The open reports' filters; not strict, because the page's `limit` and `cursor` come with them. */
export const lostPetQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  species: z.enum(LOST_PET_SPECIES, { error: choicesError('Species', LOST_PET_SPECIES_LABELS) }).optional(),
  zip: z.string().trim().regex(/^\d{1,5}$/, 'zip must be up to 5 digits.').optional(),
})

export const lostPetEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/lost-pets',
    summary: 'Open lost-pet reports (not found yet), newest first.',
    access: 'signed-in',
    query: lostPetQuerySchema,
    paged: true,
    answers: { 200: z.array(lostPetSchema) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/lost-pets/:id',
    summary: 'One lost-pet report, open or found.',
    access: 'signed-in',
    answers: { 200: lostPetSchema },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/lost-pets',
    summary: "Reports a lost pet and alerts the members whose alert area covers where it was last seen.",
    access: 'signed-in',
    body: lostPetInputSchema,
    answers: { 201: reportedLostPetSchema },
    rate: RATE_RULES.post,
  }),
  setFound: endpoint({
    method: 'PATCH',
    path: '/api/lost-pets/:id',
    summary: `The reporter marks the pet found, or takes that back within ${FOUND_UNDO_HOURS} hours.`,
    access: 'signed-in',
    body: lostPetUpdateSchema,
    answers: { 200: lostPetSchema },
    errors: [409],
  }),
  alertPreferences: endpoint({
    method: 'GET',
    path: '/api/user-alert-preferences',
    summary: "The member's lost-pet alert area (the defaults until saved once).",
    access: 'signed-in',
    answers: { 200: alertPreferencesSchema },
  }),
  saveAlertPreferences: endpoint({
    method: 'POST',
    path: '/api/user-alert-preferences',
    summary: "Replaces the member's lost-pet alert area.",
    access: 'signed-in',
    body: alertPreferencesInputSchema,
    answers: { 200: alertPreferencesSchema },
  }),
} as const
