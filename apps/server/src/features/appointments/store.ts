import type { Appointment } from '@petfolk/contract/appointments'
import type { Db } from '../../db/database.ts'
import type { PageRequest } from '../../http/pagination.ts'

const COLUMNS = [
  'id', 'pet_id', 'pet_name', 'veterinarian_id', 'clinic_name', 'doctor_name', 'appointment_date', 'purpose',
  'notes', 'status', 'created_at', 'updated_at',
] as const

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
  let query = db
    .selectFrom('appointments')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('appointment_date')
    .orderBy('id')
    .limit(page.limit + 1)
  const [afterDate, afterId] = page.after ?? []
  if (typeof afterDate === 'string' && typeof afterId === 'number') {
    query = query.where((eb) =>
      eb.or([eb('appointment_date', '>', afterDate), eb.and([eb('appointment_date', '=', afterDate), eb('id', '>', afterId)])]),
    )
  }
  return query.execute()
}

export async function findAppointment(db: Db, userId: number, id: number): Promise<Appointment | undefined> {
  return db.selectFrom('appointments').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
}

export async function createAppointment(db: Db, userId: number, values: NewAppointment, now: Date): Promise<Appointment> {
  const at = now.toISOString()
  return db
    .insertInto('appointments')
    .values({ ...values, user_id: userId, status: 'scheduled', created_at: at, updated_at: at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
}

export async function setAppointmentStatus(db: Db, userId: number, id: number, status: string, now: Date): Promise<Appointment | undefined> {
  return db
    .updateTable('appointments')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst()
}

/** Every appointment of the owner, for the calendar file (bounded: a person has hundreds at most). */
export async function allAppointments(db: Db, userId: number, max: number): Promise<Appointment[]> {
  return db.selectFrom('appointments').select(COLUMNS).where('user_id', '=', userId).orderBy('appointment_date').limit(max).execute()
}
