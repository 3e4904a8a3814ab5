import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { appointmentStatusInputSchema } from './appointments.ts'
import { photographerSubmissionSchema } from './demo.ts'
import { giftProductQuerySchema } from './gifts.ts'
import { businessSubmissionSchema } from './directory.ts'
import { alertPreferencesInputSchema, lostPetInputSchema } from './lost-found/reports.ts'
import { medicalRecordInputSchema } from './medical-records.ts'
import { petInputSchema } from './pets.ts'

function messageFor(schema: z.ZodType, body: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(body)
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message
}

describe('a value outside a list is refused in the words members see, never the stored values', () => {
  it.each([
    [petInputSchema, { species: 'axolotl' }, 'species', 'Species must be one of: Dog, Cat, Bird, Rabbit, Hamster, Fish, Reptile, Other.'],
    [petInputSchema, { sex: 'x' }, 'sex', 'Sex must be one of: Male, Female, Unknown.'],
    [medicalRecordInputSchema, { record_type: 'surgery' }, 'record_type', 'Record type must be one of: Vaccination, Medication, Emergency, Other.'],
    [appointmentStatusInputSchema, { status: 'no_show' }, 'status', 'Status must be one of: Scheduled, Completed, Cancelled.'],
    [lostPetInputSchema, { species: 'hamster' }, 'species', 'Species must be one of: Dog, Cat, Bird, Rabbit, Other.'],
    [lostPetInputSchema, { sex: 'x' }, 'sex', 'Sex must be one of: Male, Female, Unknown.'],
    [lostPetInputSchema, { age_range: 'baby' }, 'age_range', 'Age range must be one of: Puppy/kitten, Young, Adult, Senior.'],
    [alertPreferencesInputSchema, { species_preferences: ['fish'] }, 'species_preferences', 'Species must be one of: Dog, Cat, Bird, Rabbit, Other.'],
    [giftProductQuerySchema, { category: 'rocks' }, 'category', 'Category must be one of: All Categories, Toys, Treats, Beds, Feeding, Accessories, Subscription, Special.'],
    [giftProductQuerySchema, { species: 'hamster' }, 'species', 'Species must be one of: All Pets, Dogs, Cats, Birds, Fish.'],
    [photographerSubmissionSchema, { pricing_range: 'cheap' }, 'pricing_range', 'Pricing range must be one of: Budget Friendly, Mid Range, Premium.'],
    [businessSubmissionSchema, { business_type: 'pet_shop' }, 'business_type', 'Business type must be one of: Pet Stores, Pet Insurance, Boarding & Daycare, Grooming Services, Veterinary Clinics.'],
  ] as const)('case %#', (schema, body, field, expected) => {
    const message = messageFor(schema, body, field)
    expect(message).toBe(expected)
    expect(message).not.toMatch(/_/)
  })
})

describe('nothing chosen reads as a missing field, not as a list of choices', () => {
  it.each([
    [businessSubmissionSchema, {}, 'business_type', 'Business type is required.'],
    [businessSubmissionSchema, { business_type: '' }, 'business_type', 'Business type is required.'],
    [petInputSchema, {}, 'species', 'Species is required.'],
    [medicalRecordInputSchema, { record_type: '' }, 'record_type', 'Record type is required.'],
  ] as const)('case %#', (schema, body, field, expected) => {
    expect(messageFor(schema, body, field)).toBe(expected)
  })
})
