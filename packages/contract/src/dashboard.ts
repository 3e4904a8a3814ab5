import { z } from 'zod'

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
