import type { Pet } from '@petfolk/contract/pets'

type PetFields = Omit<Pet, 'id' | 'created_at' | 'updated_at'>

/** What the form sends for a dog with only a name, every optional field left empty. */
export function petInput(overrides: Partial<PetFields> = {}): PetFields {
  return {
    name: 'Pet',
    species: 'dog',
    breed: null,
    sex: null,
    date_of_birth: null,
    weight_lbs: null,
    color: null,
    microchip_id: null,
    photo_url: null,
    notes: null,
    is_spayed_neutered: false,
    owner_name: null,
    owner_phone: null,
    owner_email: null,
    owner_address: null,
    emergency_contact_name: null,
    emergency_contact_phone: null,
    ...overrides,
  }
}

/** A pet as the API answers it, for tests. */
export function pet(id: number, overrides: Partial<Pet> = {}): Pet {
  return {
    ...petInput({ name: `Pet ${id}` }),
    id,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}
