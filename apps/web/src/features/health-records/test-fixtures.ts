import type { HealthRecord } from '@petfolk/contract/health-records'

const at = '2026-01-01T00:00:00.000Z'

/** A pet's record as the API answers it, for tests: one past and one upcoming due date, one vet. */
export const biscuitRecord: HealthRecord = {
  pet: {
    id: 3,
    name: 'Biscuit',
    species: 'dog',
    breed: 'Beagle',
    sex: 'male',
    date_of_birth: null,
    weight_lbs: 24.5,
    color: null,
    microchip_id: '985112003456789',
    photo_url: null,
    notes: null,
    is_spayed_neutered: true,
    owner_name: 'Olive Owner',
    owner_phone: '555-0100',
    owner_email: null,
    owner_address: null,
    emergency_contact_name: null,
    emergency_contact_phone: null,
    created_at: at,
    updated_at: at,
  },
  medical_records: [
    {
      id: 11, pet_id: 3, title: 'Rabies booster', record_type: 'vaccination', description: null, date_recorded: '2026-05-01',
      clinic_name: 'Riverside Vets', doctor_name: null, medication_name: null, dosage: null, frequency: null,
      next_due_date: '2099-05-01', created_at: at, updated_at: at,
    },
    {
      id: 10, pet_id: 3, title: 'Deworming', record_type: 'medication', description: null, date_recorded: '2020-01-01',
      clinic_name: null, doctor_name: null, medication_name: 'Drontal', dosage: '1 tablet', frequency: null,
      next_due_date: '2020-04-01', created_at: at, updated_at: at,
    },
  ],
  veterinarians: [
    {
      id: 5, clinic_name: 'Riverside Vets', doctor_name: 'Dr. Lee', address: null, phone: '(555) 010-2030', email: null,
      specialties: null, notes: null, is_emergency: true, created_at: at, updated_at: at,
    },
  ],
}
