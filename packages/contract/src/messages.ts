import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { idSchema, optionalText, requiredText } from './fields.ts'
import { RATE_RULES } from './rate-rules.ts'

export const MESSAGE_EXCERPT_LENGTH = 100

export const directMessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  sender_name: z.string(),
  receiver_name: z.string(),
  /** Handles without the `@`; null only for a member who has none yet. */
  sender_handle: z.string().nullable(),
  receiver_handle: z.string().nullable(),
  subject: z.string().nullable(),
  content: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
})
export type DirectMessage = z.infer<typeof directMessageSchema>

/** The recipient is a member's id (picked from GET /api/members) or their handle; never an e-mail or name. */
export const messageInputSchema = z
  .strictObject({
    receiver_id: idSchema.optional(),
    recipient: z.string().trim().min(1).max(254).optional(),
    subject: optionalText('Subject', 200),
    content: requiredText('Message', 5000),
  })
  .refine((m) => m.receiver_id !== undefined || m.recipient !== undefined, {
    message: 'Choose who the message is for.',
    path: ['receiver_id'],
  })
export type MessageInput = z.input<typeof messageInputSchema>

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) })

/** 'Re: ' plus the original subject (or 'Your message'), unless it already starts with 'Re: '. */
export function replySubject(subject: string | null): string {
  const base = subject?.trim() ? subject.trim() : 'Your message'
  return base.startsWith('Re: ') ? base : `Re: ${base}`
}

export function excerpt(text: string, length = MESSAGE_EXCERPT_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text
}

export const messageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/messages',
    summary: 'The messages the member sent or received, newest first.',
    access: 'signed-in',
    example: { query: { limit: '5' } },
    paged: true,
    answers: { 200: z.array(directMessageSchema) },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/messages/unread-count',
    summary: 'How many received messages are not read yet.',
    access: 'signed-in',
    answers: { 200: unreadCountSchema },
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/messages',
    summary: 'Sends a message to a member, by id or handle, with a push to them.',
    access: 'signed-in',
    example: { body: { receiver_id: 1, subject: 'Walk?', content: 'Tomorrow at 8?' }, refs: { receiver_id: 'otherMember' } },
    body: messageInputSchema,
    answers: { 201: directMessageSchema },
    rate: RATE_RULES.message,
  }),
  markRead: endpoint({
    method: 'PATCH',
    path: '/api/messages/:id/read',
    summary: 'Marks a received message read.',
    access: 'signed-in',
    rows: { id: 'receivedMessage' },
    answers: { 200: directMessageSchema },
  }),
} as const
