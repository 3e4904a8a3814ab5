import { z } from 'zod'
import { okSchema } from './auth.ts'
import { endpoint } from './endpoint.ts'

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An app path to open, e.g. /lost-pets?report=12. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationSummarySchema = z.object({ unread: z.number().int().min(0) })

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: "The member's notifications, newest first.",
    access: 'signed-in',
    sweep: { lists: 'notification' },
    example: { query: { limit: '5' } },
    paged: true,
    answers: { 200: z.array(notificationSchema) },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: 'How many notifications are not read yet.',
    access: 'signed-in',
    answers: { 200: notificationSummarySchema },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Marks one of my notifications read.',
    access: 'signed-in',
    rows: { id: 'notification' },
    answers: { 200: okSchema },
  }),
} as const
