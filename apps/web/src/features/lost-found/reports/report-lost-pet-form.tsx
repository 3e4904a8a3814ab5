import { z } from 'zod'
import { US_STATES } from '@petfolk/contract/geo'
import { AGE_RANGES, LAST_SEEN_MAX_AGE_DAYS, lastSeenDateProblem, lostPetInputSchema } from '@petfolk/contract/lost-found/reports'
import type { Pet } from '@petfolk/contract/pets'
import { Field } from '../../../ui/field.tsx'
import { UsStateSelect } from '../../../ui/us-state-select.tsx'
import { capitalize, isLostPetSpecies, SEX_CHOICES, SPECIES_CHOICES } from '../shared/labels.ts'
import { reportFormKind } from '../shared/report-form.tsx'
import { Section } from '../shared/report-form-parts.tsx'
import { choice, reportFormFields, text } from '../shared/report-form-values.ts'

/** What the form says when posting fails; tests and journeys look for these words. */
export const REPORT_FAILED = 'Failed to post lost pet. Please try again.'
/** When a 429 comes without a sentence of its own. */
export const REPORT_LIMIT_REACHED = 'You have posted as many reports as you can today. Please try again tomorrow.'

const ageOptions = AGE_RANGES.map((value) => ({ value, label: capitalize(value) }))

/** The owner's report: the pet's name, age and reward besides what any report tells. */
export const lostReportForm = reportFormKind({
  values: z.object({
    ...reportFormFields,
    pet_name: text,
    age_range: choice(AGE_RANGES),
    last_seen_date: text,
    last_seen_location: text,
    last_seen_city: text,
    last_seen_state: choice(US_STATES),
    last_seen_zip_code: text,
    reward_offered: text,
  }),
  contract: lostPetInputSchema,
  requiredChoices: ['species', 'last_seen_state'],
  dateProblem: lastSeenDateProblem,
  dateMaxAgeDays: LAST_SEEN_MAX_AGE_DAYS,
  required: {
    pet_name: 'Pet name is required.',
    species: 'Species is required.',
    color: 'Color is required.',
    photo_url: 'A photo of the pet is required.',
    last_seen_date: 'Last seen date is required.',
    last_seen_location: 'Last seen location is required.',
    last_seen_city: 'City is required.',
    last_seen_state: 'State is required.',
    last_seen_zip_code: 'ZIP code is required.',
    contact_name: 'Contact name is required.',
    contact_phone: 'Contact phone is required.',
  },
  sentenceSubjects: [
    ['pet_name', 'Pet name'],
    ['species', 'Species'],
    ['breed', 'Breed'],
    ['weight_lbs', 'Weight'],
    ['color', 'Color'],
    ['distinctive_markings', 'Distinctive markings'],
    ['photo_url', 'A photo of the pet'],
    ['last_seen_date', 'Last seen date'],
    ['last_seen_location', 'Last seen location'],
    ['last_seen_city', 'City'],
    ['last_seen_state', 'State'],
    ['last_seen_zip_code', 'ZIP code'],
    ['contact_name', 'Contact name'],
    ['contact_phone', 'Contact phone'],
    ['contact_email', 'Contact e-mail'],
    ['reward_offered', 'Reward'],
    ['additional_details', 'Additional details'],
  ],
  failed: REPORT_FAILED,
  limitReached: REPORT_LIMIT_REACHED,
  dateField: 'last_seen_date',
  zipField: 'last_seen_zip_code',
  submitLabel: 'Post Lost Pet Alert',
  sections: (form) => {
    const petName = (form.values.pet_name ?? '').trim()
    return (
      <>
        {form.aboutThePet({
          lead: form.text('pet_name', 'Pet Name', { autoComplete: 'off', maxLength: 100 }),
          grid: (
            <>
              {form.select('species', 'Species', 'Select species', SPECIES_CHOICES)}
              {form.text('breed', 'Breed', { maxLength: 100 })}
              {form.select('sex', 'Sex', 'Select sex', SEX_CHOICES)}
              {form.select('age_range', 'Age Range', 'Select age range', ageOptions)}
              {form.text('weight_lbs', 'Weight (lbs)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.1 })}
              {form.text('color', 'Color', { maxLength: 60 })}
            </>
          ),
          markingsHint: 'Scars, a white chest patch, a collar or tag...',
          photo: {
            label: 'Pet Photo',
            required: true,
            hint: 'A clear, recent photo. JPEG or PNG, up to 5 MB.',
            alt: petName ? `Photo of ${petName}` : 'Photo of the lost pet',
            uploadName: 'lost-pet.jpg',
          },
        })}

        <Section title="Last seen">
          <div className="grid gap-4 sm:grid-cols-2">
            {form.dateAndPlace({ date: 'Last Seen Date', locationField: 'last_seen_location', location: 'Last Seen Location' })}
            {form.text('last_seen_city', 'City', { autoComplete: 'address-level2', maxLength: 100 })}
            <Field label="State" required error={form.message('last_seen_state')}>
              {(control) => (
                <UsStateSelect {...control} {...form.register('last_seen_state')} defaultValue={form.initialValues.last_seen_state} emptyLabel="Select a state" />
              )}
            </Field>
            {form.text('last_seen_zip_code', 'ZIP Code', { inputMode: 'numeric', pattern: '\\d{5}', maxLength: 5, autoComplete: 'postal-code' })}
          </div>
        </Section>

        <Section title="Contact">{form.contact()}</Section>

        <Section title="More">
          {form.text('reward_offered', 'Reward Offered', { placeholder: 'For example: $200', maxLength: 200 })}
          {form.textArea('additional_details', 'Additional Details', 3)}
        </Section>
      </>
    )
  },
})

export type LostPetFormValues = (typeof lostReportForm)['emptyValues']

/**
 * A report filled in from one of the owner's pets: its species mapped to the lost-pet list (others
 * become 'other'), its details, photo, notes as markings, and the owner's contact details.
 */
export function valuesFromPet(pet: Pet, base: LostPetFormValues): LostPetFormValues {
  return {
    ...base,
    pet_name: pet.name,
    species: isLostPetSpecies(pet.species) ? pet.species : 'other',
    breed: pet.breed ?? '',
    sex: pet.sex ?? '',
    weight_lbs: pet.weight_lbs === null ? '' : String(pet.weight_lbs),
    color: pet.color ?? '',
    photo_url: pet.photo_url ?? '',
    distinctive_markings: pet.notes ?? '',
    contact_name: pet.owner_name ?? base.contact_name,
    contact_phone: pet.owner_phone ?? base.contact_phone,
    contact_email: pet.owner_email ?? base.contact_email,
  }
}
