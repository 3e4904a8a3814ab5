import { z } from 'zod'
import { examplePhotographer, photographerSubmissionSchema } from './demo.ts'
import { businessSubmissionSchema, businessTypeSchema, exampleBusiness } from './directory.ts'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'
import { REASON_MAX } from './staff.ts'

/**
 * The staff review queue (issue 29): businesses from "Add Your Business" and photographer listings
 * from "Join Our Directory" wait here until a moderator or admin approves them (listed at once) or
 * rejects them with a reason. The submitter hears either way, in the app and by e-mail.
 */
export const REVIEW_KINDS = ['business', 'photographer'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]
export const REVIEW_KIND_LABELS: Readonly<Record<ReviewKind, string>> = { business: 'Business', photographer: 'Photographer' }

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** Who sent a submission in; null once their account is gone. */
export const reviewSubmitterSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  handle: z.string().nullable(),
  email: z.string(),
})
export type ReviewSubmitter = z.infer<typeof reviewSubmitterSchema>

/** A business's fields as the member's form has them (and as staff edit them). */
export const businessFieldsSchema = z.object({
  name: z.string(),
  business_type: businessTypeSchema,
  description: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
})
export type BusinessFields = z.infer<typeof businessFieldsSchema>

/** A photographer listing's fields as "Join Our Directory" has them. */
export const photographerFieldsSchema = z.object({
  business_name: z.string(),
  photographer_name: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
  description: z.string().nullable(),
  specialties: z.string().nullable(),
  pricing_range: z.string().nullable(),
  years_experience: z.number().int().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  instagram_handle: z.string().nullable(),
})
export type PhotographerFields = z.infer<typeof photographerFieldsSchema>

const reviewCommon = {
  id: z.number().int(),
  /** When the member sent it in. */
  submitted_at: z.string(),
  submitter: reviewSubmitterSchema.nullable(),
  status: z.enum(REVIEW_STATUSES),
  /** Why it was rejected; null otherwise. */
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** Whether its ZIP code is one we can place on the map (needed to approve it). */
  placeable: z.boolean(),
}

export const businessReviewSchema = z.object({ kind: z.literal('business'), ...reviewCommon, fields: businessFieldsSchema })
export const photographerReviewSchema = z.object({ kind: z.literal('photographer'), ...reviewCommon, fields: photographerFieldsSchema })
export const reviewItemSchema = z.discriminatedUnion('kind', [businessReviewSchema, photographerReviewSchema])
export type BusinessReview = z.infer<typeof businessReviewSchema>
export type PhotographerReview = z.infer<typeof photographerReviewSchema>
export type ReviewItem = z.infer<typeof reviewItemSchema>

export const reviewQuerySchema = z.object({
  kind: z.enum(REVIEW_KINDS, { error: 'Choose business or photographer.' }).optional(),
})
export type ReviewQuery = z.input<typeof reviewQuerySchema>

export const REJECT_REASON_REQUIRED = 'Say why it cannot be listed, in a sentence.'

export const rejectionSchema = z.strictObject({
  reason: z
    .string({ error: REJECT_REASON_REQUIRED })
    .trim()
    .min(1, REJECT_REASON_REQUIRED)
    .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters.`),
})
export type RejectionInput = z.input<typeof rejectionSchema>

/** Staff edit with the member's own form rules. */
export const businessEditSchema = businessSubmissionSchema
export const photographerEditSchema = photographerSubmissionSchema
export type BusinessEditInput = z.input<typeof businessEditSchema>
export type PhotographerEditInput = z.input<typeof photographerEditSchema>

/** The sentences of a refusal a reviewer can meet. */
export const ALREADY_REVIEWED = 'Someone has already reviewed that submission.'
export const cannotPlace = (zip: string | null) =>
  zip ? `We cannot place ZIP code ${zip} on the map. Correct the ZIP code, then approve.` : 'It has no ZIP code. Add one, then approve.'

export const reviewEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    summary: 'Businesses and photographer listings waiting for review, oldest first, with who sent them (staff).',
    access: 'staff',
    example: { query: { kind: 'business' } },
    query: reviewQuerySchema,
    paged: true,
    answers: { 200: z.array(reviewItemSchema) },
  }),
  business: endpoint({
    method: 'GET',
    path: '/api/admin/reviews/businesses/:id',
    summary: 'One submitted business, pending or decided (staff).',
    access: 'staff',
    rows: { id: 'businessSubmission' },
    answers: { 200: businessReviewSchema },
  }),
  editBusiness: endpoint({
    method: 'PUT',
    path: '/api/admin/reviews/businesses/:id',
    summary: "Corrects a pending business's fields, with the member form's rules (staff).",
    access: 'staff',
    rows: { id: 'businessSubmission' },
    example: { body: exampleBusiness },
    body: businessEditSchema,
    answers: { 200: businessReviewSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  approveBusiness: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/businesses/:id/approve',
    summary: 'Lists a pending business at once, placed by its ZIP code; tells its submitter (staff).',
    access: 'staff',
    rows: { id: 'businessSubmission' },
    sweep: { settlesRow: true },
    answers: { 200: businessReviewSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  rejectBusiness: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/businesses/:id/reject',
    summary: 'Keeps a pending business out of the directory, with the reason its submitter is told (staff).',
    access: 'staff',
    rows: { id: 'businessSubmission' },
    sweep: { settlesRow: true },
    example: { body: { reason: 'We could not reach this business by phone.' } },
    body: rejectionSchema,
    answers: { 200: businessReviewSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  photographer: endpoint({
    method: 'GET',
    path: '/api/admin/reviews/photographers/:id',
    summary: 'One submitted photographer listing, pending or decided (staff).',
    access: 'staff',
    rows: { id: 'photographerSubmission' },
    answers: { 200: photographerReviewSchema },
  }),
  editPhotographer: endpoint({
    method: 'PUT',
    path: '/api/admin/reviews/photographers/:id',
    summary: "Corrects a pending photographer listing's fields, with the member form's rules (staff).",
    access: 'staff',
    rows: { id: 'photographerSubmission' },
    example: { body: examplePhotographer },
    body: photographerEditSchema,
    answers: { 200: photographerReviewSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  approvePhotographer: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/photographers/:id/approve',
    summary: 'Lists a pending photographer at once, placed by its ZIP code; tells its submitter (staff).',
    access: 'staff',
    rows: { id: 'photographerSubmission' },
    sweep: { settlesRow: true },
    answers: { 200: photographerReviewSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  rejectPhotographer: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/photographers/:id/reject',
    summary: 'Keeps a pending photographer listing out of the directory, with the reason its submitter is told (staff).',
    access: 'staff',
    rows: { id: 'photographerSubmission' },
    sweep: { settlesRow: true },
    example: { body: { reason: 'The website does not show pet photography.' } },
    body: rejectionSchema,
    answers: { 200: photographerReviewSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
} as const
