import { z } from 'zod'
import { endpoint, type QuotaRule } from '../endpoint.ts'
import { DAY_SECONDS, RATE_RULES } from '../rate-rules.ts'
import { choicesError, flag, isCalendarDate, optionalEmail, optionalText, requiredPhone, requiredText } from '../fields.ts'
import { usStateSchema, zipCodeSchema } from '../geo.ts'
import { LOST_PET_SEX_LABELS, LOST_PET_SPECIES, LOST_PET_SPECIES_LABELS, lostPetQuerySchema, positionSchema } from './reports.ts'
import { photoUrlSchema } from '../uploads.ts'

/** Size as a finder can judge it without a scale. */
export const PET_SIZES = ['small', 'medium', 'large'] as const
export type PetSize = (typeof PET_SIZES)[number]
export const PET_SIZE_LABELS: Record<PetSize, string> = {
  small: 'Small (under 20 lb)',
  medium: 'Medium (20–50 lb)',
  large: 'Large (over 50 lb)',
}

/** The size class of a weight, so a lost report's weight and a found report's size compare. */
export function sizeOfWeight(lbs: number): PetSize {
  if (lbs < 20) return 'small'
  if (lbs <= 50) return 'medium'
  return 'large'
}

export const foundPetSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  species: z.enum(LOST_PET_SPECIES),
  breed: z.string().nullable(),
  sex: z.string().nullable(),
  color: z.string(),
  size: z.enum(PET_SIZES).nullable(),
  weight_lbs: z.number().nullable(),
  distinctive_markings: z.string().nullable(),
  photo_url: z.string().nullable(),
  found_date: z.string(),
  found_location: z.string(),
  found_city: z.string(),
  found_state: z.string(),
  found_zip_code: z.string(),
  /** Whether the finder holds the pet (otherwise they saw it loose). */
  has_pet: z.boolean(),
  contact_name: z.string(),
  /** Null for anyone but the finder when the finder keeps it private (`show_contact_phone` off). */
  contact_phone: z.string().nullable(),
  /** Only the finder sees it; null for everyone else. */
  contact_email: z.string().nullable(),
  /** Whether anyone but the finder sees contact_phone: the public page, other members, alert e-mails, flyers. */
  show_contact_phone: z.boolean(),
  additional_details: z.string().nullable(),
  /** The pet is back home, or the finder closed the report. */
  is_closed: z.boolean(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
})
export type FoundPet = z.infer<typeof foundPetSchema>

export const foundPetInputSchema = z.strictObject({
  species: z.enum(LOST_PET_SPECIES, { error: choicesError('Species', LOST_PET_SPECIES_LABELS) }),
  breed: optionalText('Breed', 100),
  sex: z.enum(['male', 'female', 'unknown', ''], { error: choicesError('Sex', LOST_PET_SEX_LABELS) }).nullish().transform((v) => (v ? v : null)),
  color: requiredText('Color', 60),
  size: z.enum([...PET_SIZES, ''], { error: choicesError('Size', PET_SIZE_LABELS) }).nullish().transform((v) => (v ? v : null)),
  weight_lbs: z.number({ error: 'Weight must be a number.' }).min(0, 'Weight cannot be negative.').max(5000).nullable().default(null),
  distinctive_markings: optionalText('Distinctive markings', 1000),
  photo_url: photoUrlSchema,
  found_date: z.string({ error: 'Date found is required.' }).refine(isCalendarDate, 'Date found must be a valid date (YYYY-MM-DD).'),
  found_location: requiredText('Where you found the pet', 300),
  found_city: requiredText('City', 100),
  found_state: usStateSchema,
  found_zip_code: zipCodeSchema,
  has_pet: flag(false),
  contact_name: requiredText('Contact name', 120),
  contact_phone: requiredPhone('Contact phone'),
  contact_email: optionalEmail('Contact e-mail'),
  show_contact_phone: flag(false),
  additional_details: optionalText('Additional details', 3000),
})
export type FoundPetInput = z.input<typeof foundPetInputSchema>

/** Reports older than this are not taken: a found pet is reported within days, not years. */
export const FOUND_DATE_MAX_AGE_DAYS = 365

/** Why a found date cannot be used, or null; `today` is the latest calendar date anywhere on earth. */
export function foundDateProblem(date: string, today: string): string | null {
  if (!isCalendarDate(date) || !isCalendarDate(today)) return null
  if (date > today) return 'Date found cannot be in the future.'
  const oldest = new Date(`${today}T00:00:00Z`)
  oldest.setUTCDate(oldest.getUTCDate() - FOUND_DATE_MAX_AGE_DAYS)
  if (date < oldest.toISOString().slice(0, 10)) return 'Date found cannot be more than a year ago.'
  return null
}

/** The new found report, and how many neighbours' alert settings it reached. */
export const reportedFoundPetSchema = foundPetSchema.extend({ alerted: z.number().int() })

export const foundPetUpdateSchema = z.strictObject({ is_closed: z.boolean({ error: 'is_closed must be true or false.' }) })

/** A found report as anyone with its link sees it: no finder id, no e-mail, the phone only if shown. */
export const publicFoundPetSchema = foundPetSchema.omit({ user_id: true, contact_email: true, show_contact_phone: true }).extend({
  /** The centre of the found ZIP code, or null when it is not in the gazetteer. */
  found_position: positionSchema.nullable(),
  contact_phone: z.string().nullable(),
})
export type PublicFoundPet = z.infer<typeof publicFoundPetSchema>

/** A found-pet report (its photo must be the sender's own upload, so callers replace photo_url). */
export const exampleFoundPet = { species: 'dog', breed: 'Labrador mix', sex: 'male', color: 'Yellow', size: 'large', photo_url: '/uploads/cd/cd5e77a0c4d1f2e3b6a7980c1d2e3f41.jpg', found_date: '2026-05-31', found_location: 'Barton Springs Rd, by the food trucks', found_city: 'Austin', found_state: 'Texas', found_zip_code: '78704', has_pet: true, contact_name: 'Sam R.', contact_phone: '555-0142', contact_email: 'sam@example.com', show_contact_phone: false }

/** Found reports a member may post in a UTC day, like lost reports: enough for a litter, too few to spam a city. */
export const FOUND_REPORTS_PER_DAY = 5

const foundReportQuota: QuotaRule = {
  name: 'found-pet-report',
  per: { user: true },
  windowSeconds: DAY_SECONDS,
  allowance: FOUND_REPORTS_PER_DAY,
  refusal: `You can post at most ${FOUND_REPORTS_PER_DAY} found-pet reports a day.`,
}

export const foundPetEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/found-pets',
    summary: 'Open found-pet reports (not closed), newest first.',
    access: 'signed-in',
    example: { query: { q: 'Labrador', species: 'dog', zip: '787', limit: '5' } },
    query: lostPetQuerySchema,
    paged: true,
    answers: { 200: z.array(foundPetSchema) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/found-pets/:id',
    summary: 'One found-pet report, open or closed.',
    access: 'signed-in',
    rows: { id: 'foundPet' },
    answers: { 200: foundPetSchema },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/found-pets',
    summary: 'Reports a found or loose pet and alerts the members whose alert area covers where it was found.',
    access: 'signed-in',
    example: { body: exampleFoundPet },
    body: foundPetInputSchema,
    answers: { 201: reportedFoundPetSchema },
    rate: RATE_RULES.post,
    quota: foundReportQuota,
  }),
  setClosed: endpoint({
    method: 'PATCH',
    path: '/api/found-pets/:id',
    summary: 'The finder closes the report (the pet is home or with a shelter), or reopens it.',
    access: 'signed-in',
    sweep: { ownerOnly: true },
    rows: { id: 'foundPet' },
    example: { body: { is_closed: true } },
    body: foundPetUpdateSchema,
    answers: { 200: foundPetSchema },
  }),
  publicReport: endpoint({
    method: 'GET',
    path: '/api/public/found-pets/:id',
    summary: 'A found-pet report as anyone with its link sees it.',
    access: 'public',
    rows: { id: 'foundPet' },
    answers: { 200: publicFoundPetSchema },
  }),
} as const
