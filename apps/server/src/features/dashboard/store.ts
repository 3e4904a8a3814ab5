import { REMINDER_WINDOW_DAYS, type Reminder } from '@petfolk/contract/dashboard'
import { addDays } from '@petfolk/contract/fields'
import type { Db } from '../../db/database.ts'
import { withPetName } from '../appointments/store.ts'

const MAX_REMINDERS = 20

/**
 * Health reminders from real data: medical records due within the next 30 days (or overdue
 * by up to 30), and scheduled appointments from today on, soonest first.
 */
export async function listReminders(db: Db, userId: number, today: string): Promise<Reminder[]> {
  const horizon = addDays(today, REMINDER_WINDOW_DAYS)
  const [records, appointments] = await Promise.all([
    db
      .selectFrom('medical_records')
      .innerJoin('pets', 'pets.id', 'medical_records.pet_id')
      .select(['medical_records.id', 'medical_records.title', 'medical_records.next_due_date', 'pets.id as pet_id', 'pets.name as pet_name'])
      .where('medical_records.user_id', '=', userId)
      .where('medical_records.next_due_date', '>=', addDays(today, -REMINDER_WINDOW_DAYS))
      .where('medical_records.next_due_date', '<=', horizon)
      .orderBy('medical_records.next_due_date')
      .limit(MAX_REMINDERS)
      .execute(),
    withPetName(db)
      .select(['appointments.id', 'appointments.pet_id', 'appointments.purpose', 'appointments.clinic_name', 'appointments.appointment_date'])
      .where('appointments.user_id', '=', userId)
      .where('appointments.status', '=', 'scheduled')
      .where('appointments.appointment_date', '>=', today)
      .where('appointments.appointment_date', '<', `${addDays(horizon, 1)}`)
      .orderBy('appointments.appointment_date')
      .limit(MAX_REMINDERS)
      .execute(),
  ])
  const reminders: Reminder[] = [
    ...records.map((r) => ({
      kind: 'medical' as const,
      key: `medical-${r.id}`,
      pet_id: r.pet_id,
      pet_name: r.pet_name,
      title: r.title,
      due: r.next_due_date ?? today,
      overdue: (r.next_due_date ?? today) < today,
    })),
    ...appointments.map((a) => ({
      kind: 'appointment' as const,
      key: `appointment-${a.id}`,
      pet_id: a.pet_id,
      pet_name: a.pet_name,
      title: `${a.purpose ?? 'Appointment'} at ${a.clinic_name}`,
      due: a.appointment_date,
      overdue: false,
    })),
  ]
  return reminders.sort((a, b) => a.due.localeCompare(b.due)).slice(0, MAX_REMINDERS)
}
