import type { Selectable } from 'kysely'
import type { z } from 'zod'
import type { Appointment, appointmentStatusSchema } from '@petfolk/contract/appointments'
import type { Db } from '../../db/database.ts'
import type { AppointmentsTable } from '../../db/schema.ts'
import type { PageRequest } from '../../http/pagination.ts'

type AppointmentStatus = z.output<typeof appointmentStatusSchema>
// reminded_for_date is the reminder task's claim (features/reminders), not part of an appointment.
type AppointmentRow = Omit<Selectable<AppointmentsTable>, 'user_id' | 'reminded_for_date'>

const COLUMNS = [
  'appointments.id', 'appointments.pet_id', 'appointments.veterinarian_id', 'appointments.clinic_name',
  'appointments.doctor_name', 'appointments.appointment_date', 'appointments.purpose', 'appointments.notes',
  'appointments.status', 'appointments.created_at', 'appointments.updated_at',
] as const

function toAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    pet_id: row.pet_id,
    pet_name: row.pet_name,
    veterinarian_id: row.veterinarian_id,
    clinic_name: row.clinic_name,
    doctor_name: row.doctor_name,
    appointment_date: row.appointment_date,
    purpose: row.purpose,
    notes: row.notes,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/**
 * The pet's current name, read from pets so a rename shows everywhere; the name copied in at
 * scheduling only stands in once the pet is deleted (pet_id becomes null).
 */
export function withPetName(db: Db) {
  return db
    .selectFrom('appointments')
    .leftJoin('pets', 'pets.id', 'appointments.pet_id')
    .select((eb) => eb.fn.coalesce('pets.name', 'appointments.pet_name').as('pet_name'))
}

export interface NewAppointment {
  pet_id: number
  pet_name: string
  veterinarian_id: number
  clinic_name: string
  doctor_name: string | null
  appointment_date: string
  purpose: string | null
  notes: string | null
}

/** Soonest first. */
export async function listAppointments(db: Db, userId: number, page: PageRequest): Promise<Appointment[]> {
  let query = withPetName(db)
    .select(COLUMNS)
    .where('appointments.user_id', '=', userId)
    .orderBy('appointments.appointment_date')
    .orderBy('appointments.id')
    .limit(page.limit + 1)
  const [afterDate, afterId] = page.after ?? []
  if (typeof afterDate === 'string' && typeof afterId === 'number') {
    query = query.where((eb) =>
      eb.or([
        eb('appointments.appointment_date', '>', afterDate),
        eb.and([eb('appointments.appointment_date', '=', afterDate), eb('appointments.id', '>', afterId)]),
      ]),
    )
  }
  return (await query.execute()).map(toAppointment)
}

export async function findAppointment(db: Db, userId: number, id: number): Promise<Appointment | undefined> {
  const row = await withPetName(db).select(COLUMNS).where('appointments.id', '=', id).where('appointments.user_id', '=', userId).executeTakeFirst()
  return row && toAppointment(row)
}

export async function createAppointment(db: Db, userId: number, values: NewAppointment, now: Date): Promise<Appointment> {
  const at = now.toISOString()
  const { id } = await db
    .insertInto('appointments')
    .values({ ...values, user_id: userId, status: 'scheduled', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const created = await findAppointment(db, userId, id)
  if (!created) throw new Error(`appointment ${id} vanished after insert`)
  return created
}

export async function setAppointmentStatus(db: Db, userId: number, id: number, status: AppointmentStatus, now: Date): Promise<Appointment | undefined> {
  const updated = await db
    .updateTable('appointments')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst()
  return updated ? findAppointment(db, userId, updated.id) : undefined
}

/** Every appointment of the owner, for the calendar file (bounded: a person has hundreds at most). */
export async function allAppointments(db: Db, userId: number, max: number): Promise<Appointment[]> {
  const rows = await withPetName(db)
    .select(COLUMNS)
    .where('appointments.user_id', '=', userId)
    .orderBy('appointments.appointment_date')
    .limit(max)
    .execute()
  return rows.map(toAppointment)
}
