import { z } from 'zod'
import { optionalText, requiredText } from './fields.ts'
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

export const verificationStatusSchema = z.object({
  verification_status: z.enum(['verified', 'failed', 'none']),
  service_branch: z.string().nullable(),
  verified_at: z.string().nullable(),
})
export type VerificationStatus = z.infer<typeof verificationStatusSchema>
