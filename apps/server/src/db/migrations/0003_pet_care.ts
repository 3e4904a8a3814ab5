import type { Kysely } from 'kysely'
import { dialectOf, floatType, idColumn } from '../dialect.ts'

/** The owner's own records: pets, medical records, veterinarians, appointments, uploaded files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema
    .createTable('pets')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('sex', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('weight_lbs', floatType(dialect))
    .addColumn('color', 'text')
    .addColumn('microchip_id', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('notes', 'text')
    .addColumn('is_spayed_neutered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_name', 'text')
    .addColumn('owner_phone', 'text')
    .addColumn('owner_email', 'text')
    .addColumn('owner_address', 'text')
    .addColumn('emergency_contact_name', 'text')
    .addColumn('emergency_contact_phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('pets_user_idx').on('pets').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('medical_records')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pet_id', 'integer', (c) => c.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('date_recorded', 'text')
    .addColumn('clinic_name', 'text')
    .addColumn('doctor_name', 'text')
    .addColumn('medication_name', 'text')
    .addColumn('dosage', 'text')
    .addColumn('frequency', 'text')
    .addColumn('next_due_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('medical_records_pet_idx').on('medical_records').columns(['pet_id', 'id']).execute()
  await db.schema.createIndex('medical_records_due_idx').on('medical_records').columns(['user_id', 'next_due_date']).execute()

  await db.schema
    .createTable('veterinarians')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clinic_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text')
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('specialties', 'text')
    .addColumn('notes', 'text')
    .addColumn('is_emergency', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('veterinarians_user_idx').on('veterinarians').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('appointments')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Kept readable when the pet or vet is deleted: names are copied in, the links become null.
    .addColumn('pet_id', 'integer', (c) => c.references('pets.id').onDelete('set null'))
    .addColumn('pet_name', 'text', (c) => c.notNull())
    .addColumn('veterinarian_id', 'integer', (c) => c.references('veterinarians.id').onDelete('set null'))
    .addColumn('clinic_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text')
    .addColumn('appointment_date', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text')
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('appointments_user_date_idx').on('appointments').columns(['user_id', 'appointment_date', 'id']).execute()

  await db.schema
    .createTable('uploads')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['uploads', 'appointments', 'veterinarians', 'medical_records', 'pets']) {
    await db.schema.dropTable(table).execute()
  }
}
