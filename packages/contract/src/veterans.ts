import { z } from 'zod'
import { endpoint, rawAnswer } from './endpoint.ts'
import { optionalText, requiredText } from './fields.ts'
import { RATE_RULES } from './rate-rules.ts'
import { imageAddressSchema } from './uploads.ts'

export const SERVICE_BRANCHES = ['Army', 'Navy', 'Air Force', 'Marines', 'Coast Guard', 'Space Force'] as const
export const SERVICE_TYPES = ['PTSD Support', 'Mobility Assistance', 'Emotional Support', 'Medical Alert', 'Guide Dog', 'Hearing Dog', 'Multi-Purpose'] as const
export const FEATURED_EXCERPT_LENGTH = 300

export const veteranStorySchema = z.object({
  id: z.number().int(),
  veteran_name: z.string(),
  service_branch: z.enum(SERVICE_BRANCHES),
  service_years: z.string().nullable(),
  dog_name: z.string(),
  dog_breed: z.string().nullable(),
  dog_age: z.number().int().nullable(),
  service_type: z.enum(SERVICE_TYPES),
  story_title: z.string(),
  story_content: z.string(),
  challenges_helped: z.string().nullable(),
  dog_photo_url: z.string().nullable(),
  veteran_photo_url: z.string().nullable(),
  is_anonymous: z.boolean(),
  contact_email: z.string().nullable(),
  social_media_handle: z.string().nullable(),
  is_featured: z.boolean(),
  is_verified_veteran: z.boolean(),
  verification_status: z.string().nullable(),
  reaction_count: z.number().int(),
  comment_count: z.number().int(),
  /** Whether the signed-in reader has given this story a heart. */
  reacted: z.boolean(),
  /** The reader's own story: no Report on it. */
  mine: z.boolean(),
  created_at: z.string(),
})
export type VeteranStory = z.infer<typeof veteranStorySchema>

export const veteranStoryInputSchema = z.strictObject({
  veteran_name: requiredText('Veteran name', 120),
  service_branch: z.enum(SERVICE_BRANCHES, { error: 'Choose a service branch.' }),
  service_years: optionalText('Service years', 40),
  dog_name: requiredText('Dog name', 80),
  dog_breed: optionalText('Dog breed', 100),
  dog_age: z.number({ error: 'Dog age must be a number.' }).int('Dog age must be a whole number.').min(0).max(30).nullable().default(null),
  service_type: z.enum(SERVICE_TYPES, { error: 'Choose a service type.' }),
  story_title: requiredText('Story title', 150),
  story_content: requiredText('Story', 10000),
  challenges_helped: optionalText('How the dog helps', 3000),
  dog_photo_url: imageAddressSchema('Dog photo'),
  veteran_photo_url: imageAddressSchema('Veteran photo'),
  is_anonymous: z.boolean().default(false),
  contact_email: optionalText('Contact e-mail', 254),
  social_media_handle: optionalText('Social media handle', 100),
})
export type VeteranStoryInput = z.input<typeof veteranStoryInputSchema>

export const storyCommentSchema = z.object({
  id: z.number().int(),
  comment_text: z.string(),
  commenter_name: z.string(),
  is_veteran: z.boolean(),
  /** The reader's own comment: no Report on it. */
  mine: z.boolean(),
  created_at: z.string(),
})
export type StoryComment = z.infer<typeof storyCommentSchema>

/** commenter_name and is_veteran are accepted for compatibility but the server takes them from the session. */
export const storyCommentInputSchema = z.strictObject({
  comment_text: requiredText('Comment', 2000),
  commenter_name: z.string().max(120).optional(),
  is_veteran: z.boolean().optional(),
})

export const reactionInputSchema = z.strictObject({ reaction_type: z.literal('heart', { error: 'Only heart reactions exist.' }).default('heart') })

/** A heart given or taken back, and the story's count after it. */
export const reactionResultSchema = z.object({ reacted: z.boolean(), reaction_count: z.number().int() })
export type ReactionResult = z.infer<typeof reactionResultSchema>

export const verificationStatusSchema = z.object({
  verification_status: z.enum(['verified', 'failed', 'none']),
  service_branch: z.string().nullable(),
  verified_at: z.string().nullable(),
})
export type VerificationStatus = z.infer<typeof verificationStatusSchema>

/** The identity provider's address for one verification attempt. */
export const verificationStartSchema = z.object({ authUrl: z.string().min(1) })

/** A veteran's service-dog story. */
export const exampleStory = { veteran_name: 'Jordan Hale', service_branch: 'Army', dog_name: 'Scout', service_type: 'PTSD Support', story_title: 'Scout and the night shifts', story_content: 'Scout wakes me before the nightmares do.' }

export const veteranStoryEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/veteran-service-dog-stories',
    summary: "Stories, featured first, then newest, with whether the reader gave each a heart.",
    access: 'signed-in',
    paged: true,
    example: { query: { limit: '5' } },
    answers: { 200: z.array(veteranStorySchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/veteran-service-dog-stories',
    summary: 'Shares a story; it shows the verified badge if the author is a verified veteran.',
    access: 'signed-in',
    example: { body: exampleStory },
    body: veteranStoryInputSchema,
    answers: { 201: veteranStorySchema },
    rate: RATE_RULES.post,
  }),
  react: endpoint({
    method: 'POST',
    path: '/api/veteran-service-dog-stories/:id/reaction',
    summary: 'Gives a story a heart, or takes it back.',
    access: 'signed-in',
    rows: { id: 'story' },
    example: { body: { reaction_type: 'heart' } },
    body: reactionInputSchema,
    answers: { 200: reactionResultSchema },
  }),
  comments: endpoint({
    method: 'GET',
    path: '/api/veteran-service-dog-stories/:id/comments',
    summary: "A story's comments, oldest first (at most 500).",
    access: 'signed-in',
    rows: { id: 'story' },
    answers: { 200: z.array(storyCommentSchema) },
  }),
  comment: endpoint({
    method: 'POST',
    path: '/api/veteran-service-dog-stories/:id/comments',
    summary: "Comments on a story under the member's name and veteran status.",
    access: 'signed-in',
    rows: { id: 'story' },
    example: { body: { comment_text: 'Thank you for sharing.' } },
    body: storyCommentInputSchema,
    answers: { 201: storyCommentSchema },
    rate: RATE_RULES.post,
  }),
} as const

export const veteranVerificationEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/veteran-verification',
    summary: "The member's veteran verification.",
    access: 'signed-in',
    answers: { 200: verificationStatusSchema },
  }),
} as const

export const idmeEndpoints = {
  authUrl: endpoint({
    method: 'GET',
    path: '/api/idme/auth-url',
    summary: "Starts a veteran verification: the provider's address, the attempt kept in a cookie.",
    access: 'signed-in',
    answers: { 200: verificationStartSchema },
    errors: [503],
  }),
  callback: endpoint({
    method: 'GET',
    path: '/api/idme/callback',
    summary: 'Where the provider sends the browser back; records the outcome.',
    access: 'public',
    example: { query: { code: 'abc', state: 'xyz' } },
    answers: { 303: rawAnswer(null, 'Back to /service-dog-veterans with ?verification=success, failed or error.') },
  }),
} as const
