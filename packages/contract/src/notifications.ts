import { z } from 'zod'

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
