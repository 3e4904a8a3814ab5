import type { Veterinarian } from '@petfolk/contract/veterinarians'
import type { veterinarianInputSchema } from '@petfolk/contract/veterinarians'
import type { z } from 'zod'
import type { Selectable } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { VeterinariansTable } from '../../db/schema.ts'
import type { PageRequest } from '../../http/pagination.ts'
import { flag, isSet } from '../../db/row-values.ts'

type VetValues = z.output<typeof veterinarianInputSchema>

const COLUMNS = [
  'id', 'clinic_name', 'doctor_name', 'address', 'phone', 'email', 'specialties', 'notes', 'is_emergency',
  'created_at', 'updated_at',
] as const

function toVet(row: Omit<Selectable<VeterinariansTable>, 'user_id'>): Veterinarian {
  return {
    id: row.id,
    clinic_name: row.clinic_name,
    doctor_name: row.doctor_name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    specialties: row.specialties,
    notes: row.notes,
    is_emergency: isSet(row.is_emergency),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export async function listVets(db: Db, userId: number, page: PageRequest): Promise<Veterinarian[]> {
  let query = db.selectFrom('veterinarians').select(COLUMNS).where('user_id', '=', userId).orderBy('id').limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('id', '>', afterId)
  return (await query.execute()).map(toVet)
}

export async function findVet(db: Db, userId: number, id: number): Promise<Veterinarian | undefined> {
  const row = await db.selectFrom('veterinarians').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return row && toVet(row)
}

export async function createVet(db: Db, userId: number, values: VetValues, now: Date): Promise<Veterinarian> {
  const at = now.toISOString()
  const row = await db
    .insertInto('veterinarians')
    .values({ ...values, is_emergency: flag(values.is_emergency), user_id: userId, created_at: at, updated_at: at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
  return toVet(row)
}
