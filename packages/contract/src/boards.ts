import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { idSchema, requiredText } from './fields.ts'
import { latitudeSchema, longitudeSchema, usStateSchema, zipCodeSchema } from './geo.ts'
import { RATE_RULES } from './rate-rules.ts'
import { roleSchema } from './roles.ts'

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
  /**
   * Whether the signed-in viewer moderates this board (its creator), computed by the server from
   * the session: only they may switch it, pin posts and remove posts. A board whose creator
   * deleted their account has no moderator.
   */
  is_moderator: z.boolean(),
})
export type Board = z.infer<typeof boardSchema>

/** The list's filters: a ZIP or the device's position (boards within 25 miles, nearest first), and a state. */
export const boardQuerySchema = z
  .object({
    zip_code: z.string().trim().regex(/^\d{5}$/, 'zip_code must be exactly 5 digits.').optional(),
    state: z.string().trim().max(50, 'State must be at most 50 characters.').optional(),
    lat: z.coerce.number().pipe(latitudeSchema).optional(),
    lng: z.coerce.number().pipe(longitudeSchema).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), 'Send lat and lng together.')
  .refine((q) => q.zip_code === undefined || q.lat === undefined, 'Search near a ZIP code or near a position, not both.')

export const boardInputSchema = z.strictObject({
  name: requiredText('Board name', 100),
  description: requiredText('Description', 1000),
  city: requiredText('City', 100),
  state: usStateSchema,
  zip_code: zipCodeSchema,
})
export type BoardInput = z.input<typeof boardInputSchema>

/** Every state that has at least one board, alphabetical: the list filter offers exactly these. */
export const boardStatesSchema = z.array(z.string())

export const boardToggleSchema = z.strictObject({ is_active: z.boolean({ error: 'is_active must be true or false.' }) })

export const boardPostPinSchema = z.strictObject({ is_pinned: z.boolean({ error: 'is_pinned must be true or false.' }) })

/** What the list and the discussion show in place of a removed post's title and content. */
export const REMOVED_POST_TEXT = "Removed by the board's moderator"

export const boardPostSchema = z.object({
  id: z.number().int(),
  board_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  username: z.string(),
  /** The author's current handle, without the `@`; null for demo posts and members without one. */
  author_handle: z.string().nullable(),
  /** The author's role, for the staff badge beside the handle; null for demo posts. */
  author_role: roleSchema.nullable(),
  /** The author's member id (null for demo posts): what a member blocks, and what the board collapses once blocked (blocks.ts). */
  author_id: z.number().int().nullable(),
  created_at: z.string(),
  is_pinned: z.boolean(),
  reply_count: z.number().int(),
  /** Removed by the board's moderator: title and content come blank, and the post takes no replies. */
  is_removed: z.boolean(),
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
  /** The author's member id (null for demo replies), as on a post. */
  author_id: z.number().int().nullable(),
  /** The author's current handle, without the `@`, for the link to their profile; null for demo replies. */
  author_handle: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
})
export type Reply = z.infer<typeof replySchema>

export const replyInputSchema = z.strictObject({ content: requiredText('Reply', 5000) })

/** A message board as a member starts one. */
export const exampleBoard = { name: 'Zilker dog walkers', description: 'Morning walks by the creek.', city: 'Austin', state: 'Texas', zip_code: '78704' }

export const boardEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/message-boards',
    summary: 'Boards, newest first; near a ZIP or a position, the nearest within 25 miles in one page.',
    access: 'signed-in',
    example: { query: { zip_code: '78704', state: 'Texas', limit: '5' } },
    query: boardQuerySchema,
    paged: true,
    answers: { 200: z.array(boardSchema) },
  }),
  states: endpoint({
    method: 'GET',
    path: '/api/message-boards/states',
    summary: 'Every state that has a board, alphabetical.',
    access: 'signed-in',
    answers: { 200: boardStatesSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/message-boards',
    summary: 'Creates a board; its creator is its moderator and first member.',
    access: 'signed-in',
    example: { body: exampleBoard },
    body: boardInputSchema,
    answers: { 201: boardSchema },
    rate: RATE_RULES.post,
  }),
  toggle: endpoint({
    method: 'POST',
    path: '/api/message-boards/:id/toggle',
    summary: 'Switches a board on or off (its moderator only).',
    access: 'signed-in',
    rows: { id: 'board' },
    example: { body: { is_active: true } },
    body: boardToggleSchema,
    answers: { 200: boardSchema },
    errors: [403],
  }),
  posts: endpoint({
    method: 'GET',
    path: '/api/message-boards/:id/messages',
    summary: "A board's posts, pinned first, then newest.",
    access: 'signed-in',
    rows: { id: 'board' },
    example: { query: { limit: '5' } },
    paged: true,
    answers: { 200: z.array(boardPostSchema) },
  }),
} as const

export const boardPostEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/board-messages',
    summary: 'Posts on an active board; posting makes the author a member.',
    access: 'signed-in',
    example: { body: { board_id: 1, title: 'Lost ball', content: 'Red, by the creek.' }, refs: { board_id: 'board' } },
    body: boardPostInputSchema,
    answers: { 201: boardPostSchema },
    errors: [409],
    rate: RATE_RULES.post,
  }),
  pin: endpoint({
    method: 'POST',
    path: '/api/board-messages/:id/pin',
    summary: "Pins or unpins a post (the board's moderator only).",
    access: 'signed-in',
    rows: { id: 'boardPost' },
    example: { body: { is_pinned: true } },
    body: boardPostPinSchema,
    answers: { 200: boardPostSchema },
    errors: [403, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/board-messages/:id',
    summary: "Removes a post softly, blanking its words (the board's moderator only).",
    access: 'signed-in',
    rows: { id: 'boardPost' },
    answers: { 200: boardPostSchema },
    errors: [403],
  }),
} as const

export const boardReplyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/messages/:id/replies',
    summary: "A board post's replies, oldest first.",
    access: 'signed-in',
    rows: { id: 'boardPost' },
    example: { query: { limit: '5' } },
    paged: true,
    answers: { 200: z.array(replySchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/messages/:id/replies',
    summary: 'Replies to a board post; replying makes the author a member of its board.',
    access: 'signed-in',
    rows: { id: 'boardPost' },
    example: { body: { content: 'Found it!' } },
    body: replyInputSchema,
    answers: { 201: replySchema },
    errors: [409],
    rate: RATE_RULES.post,
  }),
} as const
