import { z } from 'zod'
import { endpoint, type QuotaRule } from '../endpoint.ts'
import { DAY_SECONDS, RATE_RULES } from '../rate-rules.ts'
import { choicesError, flag, isCalendarDate, optionalEmail, optionalPhone, optionalText, requiredPhone, requiredText } from '../fields.ts'
import { latitudeSchema, longitudeSchema, usStateSchema, zipCodeSchema } from '../geo.ts'
import { photoUrlSchema } from '../uploads.ts'

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
  /** Null for anyone but the owner when the owner keeps it private (`show_contact_phone` off). */
  contact_phone: z.string().nullable(),
  /** Only the owner sees it; null for everyone else. */
  contact_email: z.string().nullable(),
  /** Whether anyone but the owner sees contact_phone: the public page, other members, alert e-mails, flyers. */
  show_contact_phone: z.boolean(),
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
  show_contact_phone: flag(false),
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

/** A lost-pet report (its photo must be the sender's own upload, so callers replace photo_url). */
export const exampleLostPet = { pet_name: 'Pepper', species: 'dog', breed: 'Terrier mix', sex: 'female', age_range: 'adult', weight_lbs: 18.5, color: 'Black and tan', photo_url: '/uploads/ab/ab5e77a0c4d1f2e3b6a7980c1d2e3f40.jpg', last_seen_date: '2026-05-31', last_seen_location: 'Zilker Park, near the playground', last_seen_city: 'Austin', last_seen_state: 'Texas', last_seen_zip_code: '78704', contact_name: 'Priya S.', contact_phone: '555-0188' }

/** A sighting of a lost pet. */
export const exampleSighting = { seen_at: '2026-06-01T09:30:00.000Z', location: 'Barton Springs Rd, by the food trucks', zip_code: '78704', note: 'Running east, no collar.', name: 'Sam', phone: '555-0142' }

/** Reports a member may post in a UTC day: enough for several lost pets, too few to spam a city. */
export const LOST_REPORTS_PER_DAY = 5

const lostReportQuota: QuotaRule = {
  name: 'lost-pet-report',
  per: { user: true },
  windowSeconds: DAY_SECONDS,
  allowance: LOST_REPORTS_PER_DAY,
  refusal: `You can post at most ${LOST_REPORTS_PER_DAY} lost-pet reports a day.`,
}

export const lostPetEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/lost-pets',
    summary: 'Open lost-pet reports (not found yet), newest first.',
    access: 'signed-in',
    example: { query: { q: 'Pepper', species: 'dog', zip: '787', limit: '5' } },
    query: lostPetQuerySchema,
    paged: true,
    answers: { 200: z.array(lostPetSchema) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/lost-pets/:id',
    summary: 'One lost-pet report, open or found.',
    access: 'signed-in',
    rows: { id: 'lostPet' },
    answers: { 200: lostPetSchema },
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/lost-pets',
    summary: "Reports a lost pet and alerts the members whose alert area covers where it was last seen.",
    access: 'signed-in',
    example: { body: exampleLostPet },
    body: lostPetInputSchema,
    answers: { 201: reportedLostPetSchema },
    rate: RATE_RULES.post,
    quota: lostReportQuota,
  }),
  setFound: endpoint({
    method: 'PATCH',
    path: '/api/lost-pets/:id',
    summary: `The reporter marks the pet found, or takes that back within ${FOUND_UNDO_HOURS} hours.`,
    access: 'signed-in',
    rows: { id: 'lostPet' },
    example: { body: { is_found: true } },
    sweep: { settlesRow: true, ownerOnly: true },
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
    example: { body: { zip_codes: ['78704'], alert_radius: 25, email_alerts: true, species_preferences: ['dog'] } },
    body: alertPreferencesInputSchema,
    answers: { 200: alertPreferencesSchema },
  }),
} as const

/** A point on the map: a sighting's, or the centre of a report's last-seen ZIP code. */
export const positionSchema = z.object({ latitude: z.number(), longitude: z.number() })
export type Position = z.infer<typeof positionSchema>

/**
 * A report as anyone with its link sees it: no owner id, no e-mail, and the phone only when the
 * owner chose to show it (`show_contact_phone`).
 */
export const publicLostPetSchema = lostPetSchema.omit({ user_id: true, contact_email: true, show_contact_phone: true }).extend({
  /** The centre of the last-seen ZIP code, or null when the ZIP is not in the gazetteer. */
  last_seen_position: positionSchema.nullable(),
  contact_phone: z.string().nullable(),
  /** Visible sightings only. */
  sighting_count: z.number().int(),
})
export type PublicLostPet = z.infer<typeof publicLostPetSchema>

/** How far ahead of the server's clock a sighting's time may be: the reporter's clock may run fast. */
export const SIGHTING_CLOCK_SKEW_MINUTES = 5

/** Why a sighting's time cannot be used, or null; `now` is the server's clock. */
export function sightingTimeProblem(seenAt: string, now: Date = new Date()): string | null {
  const time = Date.parse(seenAt)
  if (Number.isNaN(time)) return 'Time seen must be a date and time.'
  if (time > now.getTime() + SIGHTING_CLOCK_SKEW_MINUTES * 60_000) return 'Time seen cannot be in the future.'
  return null
}

export const sightingInputSchema = z
  .strictObject({
    seen_at: z
      .string({ error: 'Time seen is required.' })
      .trim()
      .min(1, 'Time seen is required.')
      .pipe(z.iso.datetime({ offset: true, error: 'Time seen must be a date and time.' }))
      // Stored and compared as UTC, whatever offset the browser sent.
      .transform((v) => new Date(v).toISOString()),
    location: requiredText('Where you saw the pet', 300),
    zip_code: z
      .string({ error: 'ZIP code must be text.' })
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null))
      .pipe(z.string().regex(/^\d{5}$/, 'ZIP code must be exactly 5 digits.').nullable()),
    latitude: latitudeSchema.nullish().transform((v) => v ?? null),
    longitude: longitudeSchema.nullish().transform((v) => v ?? null),
    photo_url: photoUrlSchema,
    note: optionalText('Note', 1000),
    name: optionalText('Your name', 100),
    phone: optionalPhone('Your phone'),
    /** A signed-out visitor's proof of work (lost-pet-relay.ts); members need none. */
    proof: z.string({ error: 'proof must be text.' }).max(4000, 'proof is too long.').optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.latitude === null) !== (input.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: [input.latitude === null ? 'latitude' : 'longitude'], message: 'Latitude and longitude go together.' })
    } else if (input.latitude === null && input.zip_code === null) {
      ctx.addIssue({ code: 'custom', path: ['zip_code'], message: 'Give the ZIP code or the place on the map where you saw the pet.' })
    }
  })
export type SightingInput = z.input<typeof sightingInputSchema>

/** A sighting as anyone sees it: never the reporter's phone. */
export const publicSightingSchema = z.object({
  id: z.number().int(),
  seen_at: z.string(),
  location: z.string(),
  zip_code: z.string().nullable(),
  /** Where it was seen: the point given, else the centre of the ZIP code, else null. */
  position: positionSchema.nullable(),
  photo_url: z.string().nullable(),
  note: z.string().nullable(),
  name: z.string().nullable(),
  created_at: z.string(),
})
export type PublicSighting = z.infer<typeof publicSightingSchema>

/** A sighting as the report's owner sees it: with the phone, and hidden ones too. */
export const ownerSightingSchema = publicSightingSchema.extend({
  phone: z.string().nullable(),
  is_hidden: z.boolean(),
})
export type OwnerSighting = z.infer<typeof ownerSightingSchema>

export const sightingUpdateSchema = z.strictObject({ is_hidden: z.boolean({ error: 'is_hidden must be true or false.' }) })

export const publicStatsSchema = z.object({ pets_reunited: z.number().int() })
export type PublicStats = z.infer<typeof publicStatsSchema>

/** How many sightings one report takes a day, from everyone together: stops flooding one owner. */
export const SIGHTINGS_PER_REPORT_PER_DAY = 200

export const lostPetNetworkEndpoints = {
  publicReport: endpoint({
    method: 'GET',
    path: '/api/public/lost-pets/:id',
    summary: 'A lost-pet report as anyone with its link sees it.',
    access: 'public',
    rows: { id: 'lostPet' },
    answers: { 200: publicLostPetSchema },
  }),
  publicSightings: endpoint({
    method: 'GET',
    path: '/api/public/lost-pets/:id/sightings',
    summary: "A report's visible sightings, most recently seen first.",
    access: 'public',
    rows: { id: 'lostPet' },
    answers: { 200: z.array(publicSightingSchema) },
  }),
  reportSighting: endpoint({
    method: 'POST',
    path: '/api/lost-pets/:id/sightings',
    summary: 'Anyone, signed in or not, tells the owner where they saw the pet.',
    access: 'public',
    rows: { id: 'lostPet' },
    example: { body: exampleSighting },
    body: sightingInputSchema,
    answers: { 201: publicSightingSchema },
    errors: [403, 409],
    rate: RATE_RULES.sighting,
    // Everyone together: the address limit alone lets many addresses flood one owner.
    quota: {
      name: 'sighting',
      per: { param: 'id', as: 'report' },
      windowSeconds: DAY_SECONDS,
      allowance: SIGHTINGS_PER_REPORT_PER_DAY,
      refusal: 'This report has had as many sightings as it can take today.',
    },
  }),
  ownerSightings: endpoint({
    method: 'GET',
    path: '/api/lost-pets/:id/sightings',
    summary: "Every sighting of the member's own report, hidden ones too, most recently seen first.",
    access: 'signed-in',
    sweep: { ownerOnly: true },
    rows: { id: 'lostPet' },
    answers: { 200: z.array(ownerSightingSchema) },
  }),
  setSightingHidden: endpoint({
    method: 'PATCH',
    path: '/api/lost-pets/:id/sightings/:sightingId',
    summary: "The report's owner hides a sighting from the public page, or shows it again.",
    access: 'signed-in',
    rows: { id: 'lostPet', sightingId: 'sighting' },
    example: { body: { is_hidden: true } },
    body: sightingUpdateSchema,
    answers: { 200: ownerSightingSchema },
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/public/stats',
    summary: 'How many reported pets have been found.',
    access: 'public',
    answers: { 200: publicStatsSchema },
  }),
} as const
