import { z } from 'zod'
import { endpoint, noBody } from './endpoint.ts'
import { idSchema } from './fields.ts'

/**
 * Blocks between members (issue 29, item 5): a member blocks another, and from then on neither
 * can send the other a direct message or a gift, or write to the other through a lost-pet report,
 * and the blocked member's board posts and replies are collapsed for the blocker. The blocked
 * member is not told. Settings lists the members one has blocked, to unblock them.
 */

/** What either side is told when a message, gift or contact is refused because of a block. */
export const BLOCKED_CONTACT = 'You cannot contact this member: one of you has blocked the other.'

export const blockInputSchema = z.strictObject({ user_id: idSchema })
export type BlockInput = z.input<typeof blockInputSchema>

export const blockedMemberSchema = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  /** Without the `@`; null for a member without one. */
  handle: z.string().nullable(),
  created_at: z.string(),
})
export type BlockedMember = z.infer<typeof blockedMemberSchema>

/** The most blocks a member keeps; far beyond any real use, it bounds the list. */
export const BLOCKS_MAX = 500

export const blockEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/blocks',
    summary: 'The members the signed-in member has blocked, latest first.',
    access: 'signed-in',
    answers: { 200: z.array(blockedMemberSchema) },
  }),
  block: endpoint({
    method: 'POST',
    path: '/api/blocks',
    summary: 'Blocks a member: no messages, gifts or contact either way, and their board posts collapsed. Blocking twice is fine.',
    access: 'signed-in',
    example: { body: { user_id: 1 }, refs: { user_id: 'otherMember' } },
    body: blockInputSchema,
    answers: { 201: blockedMemberSchema },
    // 404: no such member; 409: the most blocks a member keeps.
    errors: [404, 409],
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    summary: 'Unblocks a member. Unblocking someone not blocked is fine.',
    access: 'signed-in',
    rows: { userId: 'member' },
    answers: { 204: noBody },
    // No such member.
    errors: [404],
  }),
} as const
