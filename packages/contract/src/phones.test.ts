import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { photographerSubmissionSchema } from './demo.ts'
import { businessSubmissionSchema } from './directory.ts'
import { lostPetInputSchema } from './lost-found/reports.ts'
import { petInputSchema } from './pets.ts'
import { emergencyContactInputSchema } from './settings.ts'
import { veterinarianInputSchema } from './veterinarians.ts'

function problem(schema: z.ZodType, field: string, value: string): string | undefined {
  return schema.safeParse({ [field]: value }).error?.issues.find((issue) => issue.path[0] === field)?.message
}

// Every phone a member types is checked by the same rule: 7 to 15 digits, written as people write them.
const PHONE_FIELDS = [
  [petInputSchema, 'owner_phone', 'Owner phone'],
  [petInputSchema, 'emergency_contact_phone', 'Emergency contact phone'],
  [veterinarianInputSchema, 'phone', 'Phone'],
  [emergencyContactInputSchema, 'phone', 'Phone'],
  [businessSubmissionSchema, 'phone', 'Phone'],
  [photographerSubmissionSchema, 'phone', 'Phone'],
  [lostPetInputSchema, 'contact_phone', 'Contact phone'],
] as const

describe('every phone field has 7 to 15 digits', () => {
  it.each(PHONE_FIELDS)('%#: refuses letters and too few or too many digits', (schema, field, label) => {
    for (const value of ['abc', '555-01', '+1 555 010 2030 4455 6']) {
      expect(problem(schema, field, value), `${field} = ${value}`).toBe(`${label} must have 7 to 15 digits.`)
    }
  })

  it.each(PHONE_FIELDS)('%#: takes the ways people write a number', (schema, field) => {
    for (const value of ['(555) 010-2030', '+44 20 7946 0958', '555.0199', '5550199']) {
      expect(problem(schema, field, value), `${field} = ${value}`).toBeUndefined()
    }
  })
})

describe('a lost-pet report names its state from the one US state list', () => {
  it('refuses a code or free text', () => {
    expect(problem(lostPetInputSchema, 'last_seen_state', 'TX')).toBe('Choose a US state from the list.')
    expect(problem(lostPetInputSchema, 'last_seen_state', 'Texas')).toBeUndefined()
  })
})

describe('the photographer form takes its state from the one US state list and checks its e-mail', () => {
  it('refuses a state code or a misspelling, and a malformed e-mail', () => {
    expect(problem(photographerSubmissionSchema, 'state', 'TX')).toBe('Choose a US state from the list.')
    expect(problem(photographerSubmissionSchema, 'state', 'Texass')).toBe('Choose a US state from the list.')
    expect(problem(photographerSubmissionSchema, 'state', 'Texas')).toBeUndefined()
    expect(problem(photographerSubmissionSchema, 'email', 'not-an-email')).toBe('E-mail must be an e-mail address.')
  })
})
