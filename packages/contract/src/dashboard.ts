import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { isCalendarDate } from './fields.ts'

/** Days ahead in which a medical record's next due date counts as a reminder. */
export const REMINDER_WINDOW_DAYS = 30

export const reminderSchema = z.object({
  kind: z.enum(['medical', 'appointment']),
  /** Stable across reloads: "medical-<id>" or "appointment-<id>". */
  key: z.string(),
  pet_id: z.number().int().nullable(),
  pet_name: z.string(),
  title: z.string(),
  /** YYYY-MM-DD for medical records, local date-time for appointments. */
  due: z.string(),
  overdue: z.boolean(),
})
export type Reminder = z.infer<typeof reminderSchema>

export const remindersSchema = z.array(reminderSchema)

/** The browser sends its own calendar date, since "today" depends on where the owner is. */
export const remindersQuerySchema = z.object({
  today: z.string().refine(isCalendarDate, 'today must be a date (YYYY-MM-DD).').optional(),
})

export const dashboardEndpoints = {
  reminders: endpoint({
    method: 'GET',
    path: '/api/dashboard/reminders',
    summary: 'Health reminders: records due within 30 days (or overdue) and upcoming appointments, soonest first.',
    access: 'signed-in',
    example: { query: { today: '2026-06-01' } },
    query: remindersQuerySchema,
    answers: { 200: remindersSchema },
  }),
} as const
