import type { Appointment } from '@petfolk/contract/appointments'
import type { Db } from '../../db/database.ts'
import type { PageRequest } from '../../http/pagination.ts'

const COLUMNS = [
  'appointments.id', 'appointments.pet_id', 'appointments.veterinarian_id', 'appointments.clinic_name',
  'appointments.doctor_name', 'appointments.appointment_date', 'appointments.purpose', 'appointments.notes',
  'appointments.status', 'appointments.created_at', 'appointments.updated_at',
] as const

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
  return query.execute()
}

export async function findAppointment(db: Db, userId: number, id: number): Promise<Appointment | undefined> {
  return withPetName(db).select(COLUMNS).where('appointments.id', '=', id).where('appointments.user_id', '=', userId).executeTakeFirst()
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

export async function setAppointmentStatus(db: Db, userId: number, id: number, status: string, now: Date): Promise<Appointment | undefined> {
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
  return withPetName(db)
    .select(COLUMNS)
    .where('appointments.user_id', '=', userId)
    .orderBy('appointments.appointment_date')
    .limit(max)
    .execute()
}
