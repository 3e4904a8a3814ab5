import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { choicesError, optionalEmail, optionalPhone } from './fields.ts'
import { usStateSchema } from './geo.ts'

export const TIP_CATEGORIES = ['nutrition', 'exercise', 'grooming', 'health', 'training', 'safety', 'other'] as const
export const tipCategorySchema = z.enum(TIP_CATEGORIES)

export const careTipSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  tip_category: tipCategorySchema,
  species: z.string(),
  breed: z.string().nullable(),
  age_range: z.string().nullable(),
})
export type CareTip = z.infer<typeof careTipSchema>

/**
 * A tip chosen for the signed-in owner, with why: "For Beagles", "For senior dogs". The reason
 * comes from the same rule that chose the tip; null for a tip shown to everyone.
 */
export const personalizedCareTipSchema = careTipSchema.extend({ reason: z.string().nullable() })
export type PersonalizedCareTip = z.infer<typeof personalizedCareTipSchema>

export const showcaseEntrySchema = z.object({
  id: z.number().int(),
  pet_name: z.string(),
  breed: z.string().nullable(),
  species: z.string(),
  story: z.string().nullable(),
  pet_photo: z.string().nullable(),
  vote_count: z.number().int().min(0),
  showcase_date: z.string(),
})
export type ShowcaseEntry = z.infer<typeof showcaseEntrySchema>

/** An entry as the signed-in member sees it: whether they have voted for it, and whether it is their own pet (no Report on it). */
export const votedShowcaseEntrySchema = showcaseEntrySchema.extend({ voted: z.boolean(), mine: z.boolean() })
export type VotedShowcaseEntry = z.infer<typeof votedShowcaseEntrySchema>

/** The answer to a vote or to taking it back: the new count and whether the member's vote stands. */
export const showcaseVoteResultSchema = z.object({ vote_count: z.number().int().min(0), voted: z.boolean() })
export type ShowcaseVoteResult = z.infer<typeof showcaseVoteResultSchema>

export const PRICING_RANGES = ['budget', 'mid-range', 'premium'] as const
/** The pricing labels, as the filter, the cards and the errors name them. */
export const PRICING_RANGE_LABELS: Record<(typeof PRICING_RANGES)[number], string> = {
  budget: 'Budget Friendly',
  'mid-range': 'Mid Range',
  premium: 'Premium',
}

/** A specialty as the filter matches it: lower case, single spaces ("Farm  Animals" is "farm animals"). */
export function specialtyKey(specialty: string): string {
  return specialty.trim().replace(/\s+/g, ' ').toLowerCase()
}

const MINOR_WORDS = new Set(['and', 'or', 'of', 'for', 'with', 'the', 'a', 'an', 'in', 'on', 'at', 'to', '&'])

/**
 * The one label of a specialty, wherever it is shown (the Specialty filter, the cards), whatever
 * case the listing was typed in: title case, "farm animals" is "Farm Animals", "in-home" is
 * "In-Home", "black and white" is "Black and White".
 */
export function specialtyLabel(specialty: string): string {
  return specialtyKey(specialty)
    .split(' ')
    .map((word, index) => (index > 0 && MINOR_WORDS.has(word) ? word : word.replace(/(^|-)(\p{L})/gu, (_m, dash: string, letter: string) => dash + letter.toUpperCase())))
    .join(' ')
}

export const photographerSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  photographer_name: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
  description: z.string().nullable(),
  specialties: z.string().nullable(),
  pricing_range: z.string().nullable(),
  /** JSON text holding an array of image URLs, as the table stores it. */
  portfolio_images: z.string(),
  rating: z.number(),
  review_count: z.number().int(),
  years_experience: z.number().int().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  instagram_handle: z.string().nullable(),
})
export type Photographer = z.infer<typeof photographerSchema>

export const PHOTOGRAPHER_RADII = [5, 10, 25, 50, 100] as const
export const DEFAULT_PHOTOGRAPHER_RADIUS = 25

export const photographerQuerySchema = z.object({
  zip_code: z.string().trim().regex(/^\d{5}$/, 'zip_code must be exactly 5 digits.').optional(),
  radius: z.coerce
    .number()
    .refine((r) => (PHOTOGRAPHER_RADII as readonly number[]).includes(r), `Radius must be one of ${PHOTOGRAPHER_RADII.join(', ')} miles.`)
    .default(DEFAULT_PHOTOGRAPHER_RADIUS),
})

/** "Join Our Directory": a listing submitted for review. */
export const photographerSubmissionSchema = z.strictObject({
  business_name: z.string().trim().min(1, 'Business name is required.').max(150),
  photographer_name: z.string().trim().min(1, 'Photographer name is required.').max(120),
  city: z.string().trim().min(1, 'City is required.').max(100),
  state: usStateSchema,
  zip_code: z.string().trim().regex(/^\d{5}$/, 'ZIP code must be exactly 5 digits.'),
  description: z.string().trim().max(2000).nullish().transform((v) => v || null),
  specialties: z.string().trim().max(300).nullish().transform((v) => v || null),
  pricing_range: z.enum(PRICING_RANGES, { error: choicesError('Pricing range', PRICING_RANGE_LABELS) }).nullish().transform((v) => v ?? null),
  years_experience: z.number().int().min(0).max(80).nullish().transform((v) => v ?? null),
  website: z.string().trim().max(300).regex(/^https?:\/\/\S+$/, 'Website must start with http:// or https://.').nullish().or(z.literal('')).transform((v) => v || null),
  phone: optionalPhone('Phone'),
  email: optionalEmail('E-mail'),
  instagram_handle: z.string().trim().max(60).nullish().transform((v) => v || null),
})

/** A photographer listing a member submits. */
export const examplePhotographer = { business_name: 'Snap Paws', photographer_name: 'Ana', city: 'Austin', state: 'Texas', zip_code: '78704', years_experience: 4 }

/** Sample data for visitors on /preview, without signing in: demo content only, never members' rows. */
export const previewEndpoints = {
  careTips: endpoint({
    method: 'GET',
    path: '/api/demo/pet-care-tips',
    summary: 'A few pet care tips, for the preview.',
    access: 'public',
    answers: { 200: z.array(careTipSchema) },
  }),
  showcase: endpoint({
    method: 'GET',
    path: '/api/demo/daily-pet-showcase',
    summary: "A few of the demo daily showcase's pets, for the preview.",
    access: 'public',
    answers: { 200: z.array(showcaseEntrySchema) },
  }),
  photographers: endpoint({
    method: 'GET',
    path: '/api/demo/photographers',
    summary: 'A few pet photographers, for the preview.',
    access: 'public',
    answers: { 200: z.array(photographerSchema) },
  }),
} as const
