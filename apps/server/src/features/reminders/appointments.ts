import { expressionBuilder } from 'kysely'
import { wallClockTime } from '../../clock.ts'
import type { Db } from '../../db/database.ts'
import type { Database } from '../../db/schema.ts'
import { deliver } from '../../delivery/deliver.ts'
import { withPetName } from '../appointments/store.ts'
import { wantsReminder } from '../settings/store.ts'
import type { ReminderBatch } from './task.ts'

/** How long before its start an appointment is reminded: the day before. */
export const APPOINTMENT_REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000

/**
 * The appointments to remind: scheduled, starting after `from` and by `until` (local date-times
 * as the owners entered theirs), not yet reminded of this date-time, and of an owner who wants
 * appointment reminders. Asked again of each row as it is claimed.
 */
function dueForReminder(from: string, until: string) {
  const eb = expressionBuilder<Database, 'appointments'>()
  return eb.and([
    eb('appointments.status', '=', 'scheduled'),
    eb('appointments.appointment_date', '>', from),
    eb('appointments.appointment_date', '<=', until),
    eb.or([eb('appointments.reminded_for_date', 'is', null), eb('appointments.reminded_for_date', '!=', eb.ref('appointments.appointment_date'))]),
    wantsReminder('appointments.user_id', 'appointment_reminders'),
  ])
}

/**
 * Reminds the owners of the next batch (by id, after `after`) of appointments that start within
 * the next 24 hours in the configured zone. Each row is claimed by setting `reminded_for_date` to
 * its date-time, in the transaction that delivers its notice: on two replicas only one UPDATE
 * matches, and a moved appointment no longer matches its old claim, so it is reminded again.
 */
export const remindAppointments: ReminderBatch = async (trx, { now, timeZone, appUrl }, after, limit) => {
  const from = wallClockTime(now, timeZone)
  const due = dueForReminder(from, wallClockTime(new Date(now.getTime() + APPOINTMENT_REMINDER_AHEAD_MS), timeZone))
  const candidates = await withPetName(trx)
    .select(['appointments.id', 'appointments.user_id', 'appointments.appointment_date', 'appointments.purpose', 'appointments.clinic_name', 'appointments.doctor_name'])
    .where(due)
    .where('appointments.id', '>', after)
    .orderBy('appointments.id')
    .limit(limit)
    .execute()
  const lastId = candidates.at(-1)?.id ?? after
  if (candidates.length === 0) return { read: 0, lastId, sent: 0 }
  const claimed = await trx
    .updateTable('appointments')
    .set((eb) => ({ reminded_for_date: eb.ref('appointments.appointment_date') }))
    .where('appointments.id', 'in', candidates.map((a) => a.id))
    .where(due)
    .returning(['appointments.id', 'appointments.appointment_date'])
    .execute()
  // What was claimed is what is reminded: a row moved since it was read is claimed with its new time.
  const claimedAt = new Map(claimed.map((row) => [row.id, row.appointment_date]))
  let sent = 0
  for (const appointment of candidates) {
    const appointmentDate = claimedAt.get(appointment.id)
    if (appointmentDate === undefined) continue
    await deliver(trx, 'appointmentReminder', { ...appointment, appointment_date: appointmentDate, today: from.slice(0, 10) }, [appointment.user_id], now, { appUrl })
    sent++
  }
  return { read: candidates.length, lastId, sent }
}
