import type { Kysely } from 'kysely'

/**
 * Reminders (decision 055): each appointment, and each due date of a medical record, is reminded
 * once. The new columns hold what was reminded (the appointment's date-time, the record's due
 * date), not when: once the date is changed it no longer matches, so the new date is reminded
 * without every writer of the table having to clear a flag. The indexes let the reminder task read
 * the next day's appointments and the coming week's due dates of all members by date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('reminded_for_date', 'text').execute()
  await db.schema.alterTable('medical_records').addColumn('reminded_for_due_date', 'text').execute()
  await db.schema.createIndex('appointments_date_idx').on('appointments').columns(['appointment_date', 'id']).execute()
  await db.schema.createIndex('medical_records_next_due_idx').on('medical_records').columns(['next_due_date', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('medical_records_next_due_idx').execute()
  await db.schema.dropIndex('appointments_date_idx').execute()
  await db.schema.alterTable('medical_records').dropColumn('reminded_for_due_date').execute()
  await db.schema.alterTable('appointments').dropColumn('reminded_for_date').execute()
}
