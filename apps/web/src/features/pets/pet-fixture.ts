import type { Pet } from '@petfolk/contract/pets'

/** A pet as the API answers it, for tests. */
export function pet(id: number, overrides: Partial<Pet> = {}): Pet {
  return {
    id,
    name: `Pet ${id}`,
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
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}
