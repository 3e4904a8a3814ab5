import { z } from 'zod'
import { flag, optionalText, requiredText } from './fields.ts'

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

export const veterinarianInputSchema = z.strictObject({
  clinic_name: requiredText('Clinic name', 150),
  doctor_name: optionalText('Doctor name', 120),
  address: optionalText('Address', 300),
  phone: optionalText('Phone', 40),
  email: optionalText('E-mail', 254),
  specialties: optionalText('Specialties', 300),
  notes: optionalText('Notes', 5000),
  is_emergency: flag(false),
})
export type VeterinarianInput = z.input<typeof veterinarianInputSchema>

/** The vet the Emergency contact action calls: the first emergency vet that has a phone. */
export function emergencyVet<V extends Pick<Veterinarian, 'is_emergency' | 'phone'>>(vets: readonly V[]): V | undefined {
  return vets.find((v) => v.is_emergency && v.phone)
}
