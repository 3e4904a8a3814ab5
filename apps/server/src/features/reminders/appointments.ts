import { expressionBuilder } from 'kysely'
import { wallClockDate, wallClockTime } from '../../clock.ts'
import type { Database } from '../../db/schema.ts'
import { deliver } from '../../delivery/deliver.ts'
import { withPetName } from '../appointments/store.ts'
import { wantsReminder } from '../settings/store.ts'
import type { ReminderKind } from './task.ts'

/** How long before its start an appointment is reminded: the day before. */
export const APPOINTMENT_REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000

interface AppointmentToRemind {
  id: number
  user_id: number
  pet_name: string
  purpose: string | null
  clinic_name: string
  doctor_name: string | null
}

/**
 * Appointments are reminded when they are scheduled and start within the next 24 hours, read in
 * the configured zone, to owners who want appointment reminders; once for each date-time the
 * appointment has had (`reminded_for_date`), so a moved appointment is reminded again.
 */
export const appointmentReminders: ReminderKind<AppointmentToRemind> = {
  rows: { table: 'appointments', date: 'appointment_date', claim: 'reminded_for_date' },
  due({ now, timeZone }) {
    const eb = expressionBuilder<Database, 'appointments'>()
    return eb.and([
      eb('appointments.status', '=', 'scheduled'),
      eb('appointments.appointment_date', '>', wallClockTime(now, timeZone)),
      eb('appointments.appointment_date', '<=', wallClockTime(new Date(now.getTime() + APPOINTMENT_REMINDER_AHEAD_MS), timeZone)),
      eb.or([eb('appointments.reminded_for_date', 'is', null), eb('appointments.reminded_for_date', '!=', eb.ref('appointments.appointment_date'))]),
      wantsReminder('appointments.user_id', 'appointment_reminders'),
    ])
  },
  read: (trx, due, after, limit) =>
    withPetName(trx)
      .select(['appointments.id', 'appointments.user_id', 'appointments.purpose', 'appointments.clinic_name', 'appointments.doctor_name'])
      .where(due)
      .where('appointments.id', '>', after)
      .orderBy('appointments.id')
      .limit(limit)
      .execute(),
  async send(trx, appointment, appointmentDate, round) {
    const subject = { ...appointment, appointment_date: appointmentDate, today: wallClockDate(round.now, round.timeZone) }
    await deliver(trx, 'appointmentReminder', subject, [appointment.user_id], round.now, { appUrl: round.appUrl })
  },
}
