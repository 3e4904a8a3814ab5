import { z } from 'zod'
import { choicesError, EMAIL_MAX, flag, isCalendarDate, localToday, optionalEmail, optionalPhone, optionalText, requiredText } from './fields.ts'
import { endpoint, noBody } from './endpoint.ts'
import { photoUrlSchema } from './uploads.ts'

export const SPECIES = ['dog', 'cat', 'bird', 'rabbit', 'hamster', 'fish', 'reptile', 'other'] as const
export const SEXES = ['male', 'female', 'unknown'] as const

/** The words the pet screens show for each value. */
export const SPECIES_LABELS: Record<(typeof SPECIES)[number], string> = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  rabbit: 'Rabbit',
  hamster: 'Hamster',
  fish: 'Fish',
  reptile: 'Reptile',
  other: 'Other',
}
export const SEX_LABELS: Record<(typeof SEXES)[number], string> = { male: 'Male', female: 'Female', unknown: 'Unknown' }

export const speciesSchema = z.enum(SPECIES, { error: choicesError('Species', SPECIES_LABELS) })
export const sexSchema = z.enum(SEXES, { error: choicesError('Sex', SEX_LABELS) })

export const petSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  species: speciesSchema,
  breed: z.string().nullable(),
  sex: sexSchema.nullable(),
  date_of_birth: z.string().nullable(),
  weight_lbs: z.number().nullable(),
  color: z.string().nullable(),
  microchip_id: z.string().nullable(),
  photo_url: z.string().nullable(),
  notes: z.string().nullable(),
  is_spayed_neutered: z.boolean(),
  owner_name: z.string().nullable(),
  owner_phone: z.string().nullable(),
  owner_email: z.string().nullable(),
  owner_address: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Pet = z.infer<typeof petSchema>

/** The longest text each field of the pet form takes; the form's inputs stop at the same length. */
export const PET_TEXT_MAX = {
  name: 100,
  breed: 100,
  color: 60,
  microchip_id: 50,
  notes: 5000,
  owner_name: 120,
  owner_phone: 40,
  owner_email: EMAIL_MAX,
  owner_address: 300,
  emergency_contact_name: 120,
  emergency_contact_phone: 40,
} as const

/** What the Add/Edit Pet form sends; the server stores exactly what this accepts. */
export const petInputSchema = z.strictObject({
  name: requiredText('Pet name', PET_TEXT_MAX.name),
  species: speciesSchema,
  breed: optionalText('Breed', PET_TEXT_MAX.breed),
  sex: z
    .union([sexSchema, z.literal('')], { error: choicesError('Sex', SEX_LABELS) })
    .nullish()
    .transform((v) => (v ? v : null)),
  date_of_birth: optionalText('Date of birth', 10)
    .refine((v) => v === null || isCalendarDate(v), 'Date of birth must be a valid date (YYYY-MM-DD).')
    // A day of slack: the owner's "today" may already be tomorrow in UTC.
    .refine((v) => v === null || v <= localToday(new Date(Date.now() + 86_400_000)), 'Date of birth cannot be in the future.'),
  weight_lbs: z
    .number({ error: 'Weight must be a number.' })
    .min(0, 'Weight cannot be negative.')
    .max(5000, 'Weight must be at most 5000 lbs.')
    .nullable()
    .default(null),
  color: optionalText('Color', PET_TEXT_MAX.color),
  microchip_id: optionalText('Microchip ID', PET_TEXT_MAX.microchip_id),
  photo_url: photoUrlSchema,
  notes: optionalText('Notes', PET_TEXT_MAX.notes),
  is_spayed_neutered: flag(false),
  owner_name: optionalText('Owner name', PET_TEXT_MAX.owner_name),
  owner_phone: optionalPhone('Owner phone'),
  owner_email: optionalEmail('Owner e-mail'),
  owner_address: optionalText('Owner address', PET_TEXT_MAX.owner_address),
  emergency_contact_name: optionalText('Emergency contact name', PET_TEXT_MAX.emergency_contact_name),
  emergency_contact_phone: optionalPhone('Emergency contact phone'),
})
export type PetInput = z.input<typeof petInputSchema>
export type PetValues = z.output<typeof petInputSchema>

/** Whole years of age at 365.25 days a year; null under one year or without a birth date. */
export function ageInYears(dateOfBirth: string | null, now: Date = new Date()): number | null {
  if (!dateOfBirth || !isCalendarDate(dateOfBirth)) return null
  const ms = now.getTime() - Date.parse(`${dateOfBirth}T00:00:00`)
  const years = Math.floor(ms / (365.25 * 24 * 60 * 60 * 1000))
  return years >= 1 ? years : null
}

/** A pet as a member adds it. */
export const examplePet = { name: 'Biscuit', species: 'dog', breed: 'Beagle', date_of_birth: '2020-04-01', weight_lbs: 24.5 }

export const petEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/pets',
    summary: "The member's pets, oldest first.",
    access: 'signed-in',
    sweep: { lists: 'pet' },
    example: { query: { limit: '10', cursor: 'WzEwXQ' } },
    paged: true,
    answers: { 200: z.array(petSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/pets',
    summary: 'Adds a pet.',
    access: 'signed-in',
    example: { body: examplePet },
    body: petInputSchema,
    answers: { 201: petSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/pets/:id',
    summary: 'One of my pets.',
    access: 'signed-in',
    rows: { id: 'pet' },
    answers: { 200: petSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/pets/:id',
    summary: 'Replaces a pet profile.',
    access: 'signed-in',
    rows: { id: 'pet' },
    example: { body: examplePet },
    body: petInputSchema,
    answers: { 200: petSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/pets/:id',
    summary: 'Deletes a pet with its medical records.',
    access: 'signed-in',
    rows: { id: 'pet' },
    answers: { 204: noBody },
  }),
} as const
