import type { z } from 'zod'
import { RECORD_TYPES, type MedicalRecord, type medicalRecordInputSchema } from '@petfolk/contract/medical-records'
import type { Db } from '../../db/database.ts'
import type { MedicalRecordsTable } from '../../db/schema.ts'
import { choiceOf } from '../../db/row-values.ts'
import type { PageRequest } from '../../http/pagination.ts'

type RecordValues = z.output<typeof medicalRecordInputSchema>

const COLUMNS = [
  'id', 'pet_id', 'title', 'record_type', 'description', 'date_recorded', 'clinic_name', 'doctor_name',
  'medication_name', 'dosage', 'frequency', 'next_due_date', 'created_at', 'updated_at',
] as const

// reminded_for_due_date is the reminder task's claim (features/reminders), not part of a record.
function toRecord(row: Omit<MedicalRecordsTable, 'id' | 'user_id' | 'reminded_for_due_date'> & { id: number }): MedicalRecord {
  return {
    id: row.id,
    pet_id: row.pet_id,
    title: row.title,
    record_type: choiceOf(RECORD_TYPES, row.record_type),
    description: row.description,
    date_recorded: row.date_recorded,
    clinic_name: row.clinic_name,
    doctor_name: row.doctor_name,
    medication_name: row.medication_name,
    dosage: row.dosage,
    frequency: row.frequency,
    next_due_date: row.next_due_date,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** Newest first: records with a date by that date, then by when they were entered. */
export async function listRecords(db: Db, userId: number, petId: number, page: PageRequest): Promise<MedicalRecord[]> {
  let query = db
    .selectFrom('medical_records')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('pet_id', '=', petId)
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('id', '<', afterId)
  return (await query.execute()).map(toRecord)
}

export async function createRecord(db: Db, userId: number, petId: number, values: RecordValues, now: Date): Promise<MedicalRecord> {
  const at = now.toISOString()
  const row = await db
    .insertInto('medical_records')
    .values({ ...values, user_id: userId, pet_id: petId, created_at: at, updated_at: at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
  return toRecord(row)
}

export async function updateRecord(
  db: Db,
  userId: number,
  petId: number,
  id: number,
  values: RecordValues,
  now: Date,
): Promise<MedicalRecord | undefined> {
  const row = await db
    .updateTable('medical_records')
    .set({ ...values, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('pet_id', '=', petId)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst()
  return row && toRecord(row)
}

export async function deleteRecord(db: Db, userId: number, petId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('medical_records')
    .where('id', '=', id)
    .where('pet_id', '=', petId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
