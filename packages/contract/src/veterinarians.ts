import { z } from 'zod'
import { EMAIL_MAX, flag, optionalEmail, optionalPhone, optionalText, requiredText } from './fields.ts'
import { endpoint } from './endpoint.ts'

export const veterinarianSchema = z.object({
  id: z.number().int(),
  clinic_name: z.string(),
  doctor_name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  specialties: z.string().nullable(),
  notes: z.string().nullable(),
  is_emergency: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Veterinarian = z.infer<typeof veterinarianSchema>

/** The longest text each field of the Add Veterinarian form takes; its inputs stop at the same length. */
export const VETERINARIAN_TEXT_MAX = {
  clinic_name: 150,
  doctor_name: 120,
  address: 300,
  phone: 40,
  email: EMAIL_MAX,
  specialties: 300,
  notes: 5000,
} as const

export const veterinarianInputSchema = z.strictObject({
  clinic_name: requiredText('Clinic name', VETERINARIAN_TEXT_MAX.clinic_name),
  doctor_name: optionalText('Doctor name', VETERINARIAN_TEXT_MAX.doctor_name),
  address: optionalText('Address', VETERINARIAN_TEXT_MAX.address),
  phone: optionalPhone('Phone'),
  email: optionalEmail('E-mail'),
  specialties: optionalText('Specialties', VETERINARIAN_TEXT_MAX.specialties),
  notes: optionalText('Notes', VETERINARIAN_TEXT_MAX.notes),
  is_emergency: flag(false),
})
export type VeterinarianInput = z.input<typeof veterinarianInputSchema>

/** The vet the Emergency contact action calls: the first emergency vet that has a phone. */
export function emergencyVet<V extends Pick<Veterinarian, 'is_emergency' | 'phone'>>(vets: readonly V[]): V | undefined {
  return vets.find((v) => v.is_emergency && v.phone)
}

/** A veterinarian as a member adds one. */
export const exampleVet = { clinic_name: 'Riverside Vets', doctor_name: 'Dr. Lee', phone: '555-0101', is_emergency: true }

export const veterinarianEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/veterinarians',
    summary: "The member's veterinarians, oldest first.",
    access: 'signed-in',
    sweep: { lists: 'vet' },
    example: { query: { limit: '10' } },
    paged: true,
    answers: { 200: z.array(veterinarianSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/veterinarians',
    summary: 'Adds a veterinarian.',
    access: 'signed-in',
    example: { body: exampleVet },
    body: veterinarianInputSchema,
    answers: { 201: veterinarianSchema },
  }),
} as const
