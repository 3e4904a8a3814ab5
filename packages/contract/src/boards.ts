import { z } from 'zod'
import { idSchema, requiredText } from './fields.ts'
import { US_STATES, zipCodeSchema } from './geo.ts'

/** A ZIP filter finds boards within this many miles, nearest first. */
export const BOARD_SEARCH_RADIUS_MILES = 25

export const boardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  is_active: z.boolean(),
  member_count: z.number().int(),
  /** Miles from the searched ZIP, one decimal; only present on ZIP searches. */
  distance: z.number().optional(),
  created_at: z.string(),
})
export type Board = z.infer<typeof boardSchema>

export const boardInputSchema = z.strictObject({
  name: requiredText('Board name', 100),
  description: requiredText('Description', 1000),
  city: requiredText('City', 100),
  state: z.enum(US_STATES, { error: 'Choose a US state from the list.' }),
  zip_code: zipCodeSchema,
})
export type BoardInput = z.input<typeof boardInputSchema>

export const boardToggleSchema = z.strictObject({ is_active: z.boolean({ error: 'is_active must be true or false.' }) })

export const boardPostSchema = z.object({
  id: z.number().int(),
  board_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  username: z.string(),
  created_at: z.string(),
  is_pinned: z.boolean(),
  reply_count: z.number().int(),
})
export type BoardPost = z.infer<typeof boardPostSchema>

export const boardPostInputSchema = z.strictObject({
  board_id: idSchema,
  title: requiredText('Title', 150),
  content: requiredText('Content', 5000),
})

export const replySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  content: z.string(),
  created_at: z.string(),
})
export type Reply = z.infer<typeof replySchema>

export const replyInputSchema = z.strictObject({ content: requiredText('Reply', 5000) })
