import { addDays } from '@petfolk/contract/fields'
import { formatCalendarDate, type Notice } from './lost-found.ts'

/**
 * The kinds reminders' rows carry, one per switch in Settings: Appointment Reminders (a scheduled
 * appointment, a day ahead), Medication Reminders (a medication coming due) and Health Checkups
 * (a vaccination, checkup or any other record coming due).
 */
export const REMINDER_KINDS = { appointment: 'appointment_reminder', medication: 'medication_reminder', healthCheckup: 'health_checkup_reminder' } as const

export interface AppointmentReminderSubject {
  id: number
  /** YYYY-MM-DDTHH:mm:ss, as the owner entered it. */
  appointment_date: string
  purpose: string | null
  pet_name: string
  clinic_name: string
  doctor_name: string | null
  /** The date where the owner is (YYYY-MM-DD): the notice says "today" or "tomorrow" from it. */
  today: string
}

export interface DueReminderSubject {
  id: number
  pet_id: number
  pet_name: string
  /** The record's title as the owner wrote it ("Rabies booster", "Heartworm pill"). */
  title: string
  record_type: string
  next_due_date: string
  /** The date where the owner is (YYYY-MM-DD). */
  today: string
}

/** "today", "tomorrow" or "yesterday" seen from `today`; null for any other day. */
function nearDay(date: string, today: string): string | null {
  if (date === today) return 'today'
  if (date === addDays(today, 1)) return 'tomorrow'
  if (date === addDays(today, -1)) return 'yesterday'
  return null
}

/** 09:30:00 → "9:30 AM", as the app's screens show a time. */
function clockTime(localTime: string): string {
  const [hours = 0, minutes = 0] = localTime.split(':').map(Number)
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

export function appointmentReminderNotice(a: AppointmentReminderSubject): Notice {
  const [date = '', time = ''] = a.appointment_date.split('T')
  const who = a.doctor_name ? `with ${a.doctor_name} at ${a.clinic_name}` : `at ${a.clinic_name}`
  return {
    title: `Appointment ${nearDay(date, a.today) ?? formatCalendarDate(date)}: ${a.purpose ?? 'Vet appointment'} for ${a.pet_name}`,
    body: `${formatCalendarDate(date)} at ${clockTime(time)} ${who}.`,
    link: '/appointments',
  }
}

/** What the notice calls the record: a medication, a vaccination, or (any other kind) a checkup. */
const DUE_WHAT: Readonly<Record<string, string>> = { medication: 'Medication', vaccination: 'Vaccination' }

export function dueReminderNotice(r: DueReminderSubject): Notice {
  const date = formatCalendarDate(r.next_due_date)
  const near = nearDay(r.next_due_date, r.today)
  const when = near ? `${near} (${date})` : `on ${date}`
  return {
    title: `${DUE_WHAT[r.record_type] ?? 'Checkup'} due: ${r.title} for ${r.pet_name}`,
    body: `${r.title} ${r.next_due_date < r.today ? 'was' : 'is'} due ${when}. Once it is done, add it to ${r.pet_name}'s records with its next due date.`,
    link: `/pets/${r.pet_id}`,
  }
}

/**
 * A reminder's e-mail: its notice, and where to see it. The subject is fixed text: pet names and
 * record titles are the owner's own writing, so they go in the body only, never in a header.
 */
export function reminderMail(subject: string, notice: Notice, appUrl: string): { subject: string; text: string } {
  return { subject, text: `${notice.title}\n\n${notice.body}\n\nSee it in Petfolk: ${appUrl}${notice.link}\n\n— The Petfolk team` }
}
