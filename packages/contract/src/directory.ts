import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { choicesError, optionalPhone, optionalText, requiredText } from './fields.ts'
import { latitudeSchema, longitudeSchema, usStateSchema } from './geo.ts'

export const BUSINESS_TYPES = ['pet_store', 'pet_insurance', 'boarding', 'grooming', 'veterinary'] as const
export const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  pet_store: 'Pet Stores',
  pet_insurance: 'Pet Insurance',
  boarding: 'Boarding & Daycare',
  grooming: 'Grooming Services',
  veterinary: 'Veterinary Clinics',
}

export const businessTypeSchema = z.enum(BUSINESS_TYPES, { error: choicesError('Business type', BUSINESS_TYPE_LABELS) })

export const DIRECTORY_RADII = [5, 10, 25, 50] as const
export const DEFAULT_DIRECTORY_RADIUS = 25

export const businessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  business_type: businessTypeSchema,
  address: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  is_verified: z.boolean(),
  rating: z.number(),
  review_count: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Miles from the searched point, one decimal; only present on location searches. */
  distance: z.number().optional(),
})
export type Business = z.infer<typeof businessSchema>

export const businessQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'Search text must be at most 100 characters.').optional(),
    type: businessTypeSchema.optional(),
    lat: z.coerce.number().pipe(latitudeSchema).optional(),
    lng: z.coerce.number().pipe(longitudeSchema).optional(),
    radius: z.coerce
      .number()
      .refine((r) => (DIRECTORY_RADII as readonly number[]).includes(r), `Radius must be one of ${DIRECTORY_RADII.join(', ')} miles.`)
      .default(DEFAULT_DIRECTORY_RADIUS),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), 'Send lat and lng together.')

/** "Add Your Business": stored unverified and listed only once verified. */
export const businessSubmissionSchema = z.strictObject({
  name: requiredText('Business name', 150),
  business_type: businessTypeSchema,
  description: optionalText('Description', 2000),
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  state: usStateSchema,
  zip_code: z.string().trim().regex(/^\d{5}$/, 'ZIP code must be exactly 5 digits.'),
  phone: optionalPhone('Phone'),
  website: optionalText('Website', 300).refine((v) => v === null || /^https?:\/\/\S+$/.test(v), 'Website must start with http:// or https://.'),
})

export const userLocationSchema = z.object({ latitude: z.number(), longitude: z.number() })
export const userLocationInputSchema = z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema })
/** The answer to saving a position: the position, and whether the server kept it (only while Location Sharing is on). */
export const savedLocationSchema = userLocationSchema.extend({ stored: z.boolean() })
export type SavedLocation = z.infer<typeof savedLocationSchema>

/** The answer to "Add Your Business": stored, waiting for verification. */
export const businessSubmissionResultSchema = z.object({
  id: z.number().int(),
  status: z.literal('pending_verification'),
  message: z.string(),
})
export type BusinessSubmissionResult = z.infer<typeof businessSubmissionResultSchema>

/** A business a member submits. */
export const exampleBusiness = { name: 'Paws & Claws', business_type: 'grooming', address: '1 Main St', city: 'Austin', state: 'Texas', zip_code: '78704', website: 'https://paws.example' }

export const directoryEndpoints = {
  businesses: endpoint({
    method: 'GET',
    path: '/api/businesses',
    summary: 'Verified businesses; with lat and lng, those within the radius, nearest first, in one page.',
    access: 'signed-in',
    example: { query: { q: 'vet', type: 'veterinary', lat: '30.26', lng: '-97.74', radius: '25' } },
    query: businessQuerySchema,
    paged: true,
    answers: { 200: z.array(businessSchema) },
  }),
  submitBusiness: endpoint({
    method: 'POST',
    path: '/api/businesses',
    summary: 'Submits a business; it is listed once verified.',
    access: 'signed-in',
    example: { body: exampleBusiness },
    body: businessSubmissionSchema,
    answers: { 201: businessSubmissionResultSchema },
  }),
  userLocation: endpoint({
    method: 'GET',
    path: '/api/user-location',
    summary: "The member's saved location, or null (kept only while Location Sharing is on).",
    access: 'signed-in',
    answers: { 200: userLocationSchema.nullable() },
  }),
  saveUserLocation: endpoint({
    method: 'POST',
    path: '/api/user-location',
    summary: "The device's position; kept only while Location Sharing is on in Settings.",
    access: 'signed-in',
    example: { body: { latitude: 30.26, longitude: -97.74 } },
    body: userLocationInputSchema,
    answers: { 200: savedLocationSchema },
  }),
} as const
