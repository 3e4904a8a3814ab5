import { z } from 'zod'
import { choicesError, optionalDate, optionalText, requiredText } from './fields.ts'
import { endpoint, noBody } from './endpoint.ts'

export const RECORD_TYPES = ['vaccination', 'medication', 'emergency', 'other'] as const
/** The words the record screens show for each type. */
export const RECORD_TYPE_LABELS: Record<(typeof RECORD_TYPES)[number], string> = {
  vaccination: 'Vaccination',
  medication: 'Medication',
  emergency: 'Emergency',
  other: 'Other',
}
export const recordTypeSchema = z.enum(RECORD_TYPES, { error: choicesError('Record type', RECORD_TYPE_LABELS) })

export const medicalRecordSchema = z.object({
  id: z.number().int(),
  pet_id: z.number().int(),
  title: z.string(),
  record_type: recordTypeSchema,
  description: z.string().nullable(),
  date_recorded: z.string().nullable(),
  clinic_name: z.string().nullable(),
  doctor_name: z.string().nullable(),
  medication_name: z.string().nullable(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  next_due_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type MedicalRecord = z.infer<typeof medicalRecordSchema>

/** The longest text each field of the medical record form takes; its inputs stop at the same length. */
export const MEDICAL_RECORD_TEXT_MAX = {
  title: 150,
  description: 5000,
  clinic_name: 150,
  doctor_name: 120,
  medication_name: 150,
  dosage: 100,
  frequency: 100,
} as const

export const medicalRecordInputSchema = z
  .strictObject({
    title: requiredText('Title', MEDICAL_RECORD_TEXT_MAX.title),
    record_type: recordTypeSchema,
    description: optionalText('Description', MEDICAL_RECORD_TEXT_MAX.description),
    date_recorded: optionalDate('Date recorded'),
    clinic_name: optionalText('Clinic name', MEDICAL_RECORD_TEXT_MAX.clinic_name),
    doctor_name: optionalText('Doctor name', MEDICAL_RECORD_TEXT_MAX.doctor_name),
    medication_name: optionalText('Medication name', MEDICAL_RECORD_TEXT_MAX.medication_name),
    dosage: optionalText('Dosage', MEDICAL_RECORD_TEXT_MAX.dosage),
    frequency: optionalText('Frequency', MEDICAL_RECORD_TEXT_MAX.frequency),
    next_due_date: optionalDate('Next due date'),
  })
  .refine((r) => !r.date_recorded || !r.next_due_date || r.next_due_date >= r.date_recorded, {
    message: 'Next due date cannot be before the date recorded.',
    path: ['next_due_date'],
  })
export type MedicalRecordInput = z.input<typeof medicalRecordInputSchema>

/** A medical record as a member adds it. */
export const exampleMedicalRecord = { title: 'Rabies booster', record_type: 'vaccination', date_recorded: '2026-05-01', next_due_date: '2027-05-01' }

export const medicalRecordEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/pets/:petId/medical-records',
    summary: "One of my pets' medical records, newest first.",
    access: 'signed-in',
    rows: { petId: 'pet' },
    example: { query: { limit: '10' } },
    paged: true,
    answers: { 200: z.array(medicalRecordSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/pets/:petId/medical-records',
    summary: 'Adds a medical record to one of my pets.',
    access: 'signed-in',
    rows: { petId: 'pet' },
    example: { body: exampleMedicalRecord },
    body: medicalRecordInputSchema,
    answers: { 201: medicalRecordSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/pets/:petId/medical-records/:id',
    summary: 'Replaces a medical record.',
    access: 'signed-in',
    rows: { petId: 'pet', id: 'medicalRecord' },
    example: { body: exampleMedicalRecord },
    body: medicalRecordInputSchema,
    answers: { 200: medicalRecordSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/pets/:petId/medical-records/:id',
    summary: 'Deletes a medical record.',
    access: 'signed-in',
    rows: { petId: 'pet', id: 'medicalRecord' },
    answers: { 204: noBody },
  }),
} as const
