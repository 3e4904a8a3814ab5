import { z } from 'zod'
import { choicesError, idSchema, isCalendarDate, isId, optionalText } from './fields.ts'
import { endpoint, rawAnswer } from './endpoint.ts'

export const PURPOSES = [
  'Annual checkup',
  'Vaccination',
  'Sick visit',
  'Dental cleaning',
  'Surgery consultation',
  'Follow-up',
  'Emergency',
  'Other',
] as const

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const
/** The words the appointment screens show for each status. */
export const APPOINTMENT_STATUS_LABELS: Record<(typeof APPOINTMENT_STATUSES)[number], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
}
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, { error: choicesError('Status', APPOINTMENT_STATUS_LABELS) })

export const appointmentSchema = z.object({
  id: z.number().int(),
  pet_id: z.number().int().nullable(),
  pet_name: z.string(),
  veterinarian_id: z.number().int().nullable(),
  clinic_name: z.string(),
  doctor_name: z.string().nullable(),
  /** Local date-time with seconds, as the owner entered it: YYYY-MM-DDTHH:mm:ss. */
  appointment_date: z.string(),
  purpose: z.string().nullable(),
  notes: z.string().nullable(),
  /** One of APPOINTMENT_STATUSES; the screens show any other status grey, so older or unknown statuses still display and the answer is not narrowed. */
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Appointment = z.infer<typeof appointmentSchema>

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/

export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value)
  return Boolean(match?.[1] && isCalendarDate(match[1]))
}

/** The longest notes the Schedule Appointment form takes; its input stops at the same length. */
export const APPOINTMENT_NOTES_MAX = 2000

export const appointmentInputSchema = z.strictObject({
  pet_id: idSchema,
  veterinarian_id: idSchema,
  appointment_date: z
    .string({ error: 'Date and time are required.' })
    .refine(isLocalDateTime, 'Date and time must be a local date-time like 2026-03-14T09:30:00.'),
  purpose: z
    .union([z.enum(PURPOSES), z.literal('')], { error: `Purpose must be one of: ${PURPOSES.join(', ')}.` })
    .nullish()
    .transform((v) => (v ? v : null)),
  notes: optionalText('Notes', APPOINTMENT_NOTES_MAX),
})
export type AppointmentInput = z.input<typeof appointmentInputSchema>

export const appointmentStatusInputSchema = z.strictObject({ status: appointmentStatusSchema })

/** Combines the dialog's date and time inputs into the API's local date-time with seconds. */
export function toLocalDateTime(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}`
}

/** An appointment's calendar file name, `12.ics`, read as the appointment's id. */
export const appointmentCalendarFileSchema = z
  .string()
  .regex(/^\d{1,15}\.ics$/, 'A calendar file is named by an appointment id, like 12.ics.')
  .transform((file) => Number(file.slice(0, -'.ics'.length)))
  .refine(isId, 'That is not an appointment id.')

const CALENDAR = 'An iCalendar file (RFC 5545), as an attachment.'

export const appointmentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/appointments',
    summary: "The member's appointments, soonest first.",
    access: 'signed-in',
    sweep: { lists: 'appointment' },
    example: { query: { limit: '10' } },
    paged: true,
    answers: { 200: z.array(appointmentSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/appointments',
    summary: 'Schedules an appointment for one of my pets with one of my veterinarians.',
    access: 'signed-in',
    example: { body: { pet_id: 1, veterinarian_id: 1, appointment_date: '2026-07-01T09:30:00', purpose: 'Vaccination' }, refs: { pet_id: 'pet', veterinarian_id: 'vet' } },
    body: appointmentInputSchema,
    answers: { 201: appointmentSchema },
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/appointments/:id',
    summary: 'Marks an appointment scheduled, completed or cancelled.',
    access: 'signed-in',
    rows: { id: 'appointment' },
    example: { body: { status: 'completed' } },
    body: appointmentStatusInputSchema,
    answers: { 200: appointmentSchema },
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/appointments.ics',
    summary: 'All my appointments as one calendar file.',
    access: 'signed-in',
    answers: { 200: rawAnswer('text/calendar', CALENDAR) },
  }),
  calendarFile: endpoint({
    method: 'GET',
    path: '/api/appointments/:file',
    summary: 'One appointment as a calendar file.',
    access: 'signed-in',
    rows: { file: 'appointment' },
    params: { file: appointmentCalendarFileSchema },
    answers: { 200: rawAnswer('text/calendar', CALENDAR) },
  }),
} as const
