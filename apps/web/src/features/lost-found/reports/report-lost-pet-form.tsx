import { z } from 'zod'
import { US_STATES } from '@petfolk/contract/geo'
import { AGE_RANGES, LAST_SEEN_MAX_AGE_DAYS, LOST_PET_SPECIES, lastSeenDateProblem, lostPetInputSchema } from '@petfolk/contract/lost-pets'
import type { Pet } from '@petfolk/contract/pets'
import { localToday } from '@petfolk/contract/fields'
import { Field } from '../../../ui/field.tsx'
import { UsStateSelect } from '../../../ui/us-state-select.tsx'
import { capitalize, isLostPetSpecies, SEX_OPTIONS } from '../shared/labels.ts'
import type { ReportFormKind } from '../shared/report-form.tsx'
import { Section } from '../shared/report-form-parts.tsx'
import { checkedAgainstToday, choice, flag, oldestDate, text, weightFromText } from '../shared/report-form-values.ts'

/** What the form says when posting fails; tests and journeys look for these words. */
export const REPORT_FAILED = 'Failed to post lost pet. Please try again.'
/** When a 429 comes without a sentence of its own. */
export const REPORT_LIMIT_REACHED = 'You have posted as many reports as you can today. Please try again tomorrow.'

/** What the form holds: text as typed (weight too); the contract checks it on submit. */
const lostPetFormValuesSchema = z.object({
  pet_name: text,
  species: choice(LOST_PET_SPECIES),
  breed: text,
  sex: choice(SEX_OPTIONS),
  age_range: choice(AGE_RANGES),
  weight_lbs: text,
  color: text,
  distinctive_markings: text,
  photo_url: text,
  last_seen_date: text,
  last_seen_location: text,
  last_seen_city: text,
  last_seen_state: choice(US_STATES),
  last_seen_zip_code: text,
  contact_name: text,
  contact_phone: text,
  contact_email: text,
  show_contact_phone: flag,
  reward_offered: text,
  additional_details: text,
})
export type LostPetFormValues = z.output<typeof lostPetFormValuesSchema>
type LostPetField = keyof LostPetFormValues
type LostPetInput = z.input<typeof lostPetInputSchema>

const lostPetFormSchema = lostPetFormValuesSchema
  .transform(({ species, last_seen_state, weight_lbs, ...rest }): LostPetInput => ({
    ...rest,
    species: (species || undefined) as LostPetInput['species'],
    last_seen_state: (last_seen_state || undefined) as LostPetInput['last_seen_state'],
    weight_lbs: weightFromText(weight_lbs),
  }))
  // The server's rules, and the last-seen date against the reporter's own calendar.
  .pipe(lostPetInputSchema.extend({ last_seen_date: checkedAgainstToday(lostPetInputSchema.shape.last_seen_date, lastSeenDateProblem) }))
export type LostPetValues = z.output<typeof lostPetFormSchema>

const speciesOptions = LOST_PET_SPECIES.map((value) => ({ value, label: capitalize(value) }))
const sexOptions = SEX_OPTIONS.map((value) => ({ value, label: capitalize(value) }))
const ageOptions = AGE_RANGES.map((value) => ({ value, label: capitalize(value) }))

/** The owner's report: the pet's name, age and reward besides what any report tells. */
export const lostReportForm: ReportFormKind<LostPetFormValues, LostPetValues> = {
  schema: lostPetFormSchema,
  emptyValues: lostPetFormValuesSchema.parse({}),
  fields: Object.keys(lostPetFormValuesSchema.shape) as LostPetField[],
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
    const today = localToday()
    const petName = (form.values.pet_name ?? '').trim()
    return (
      <>
        <Section title="About the pet">
          {form.text('pet_name', 'Pet Name', { autoComplete: 'off', maxLength: 100 })}
          <div className="grid gap-4 sm:grid-cols-2">
            {form.select('species', 'Species', 'Select species', speciesOptions)}
            {form.text('breed', 'Breed', { maxLength: 100 })}
            {form.select('sex', 'Sex', 'Select sex', sexOptions)}
            {form.select('age_range', 'Age Range', 'Select age range', ageOptions)}
            {form.text('weight_lbs', 'Weight (lbs)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.1 })}
            {form.text('color', 'Color', { maxLength: 60 })}
          </div>
          {form.textArea('distinctive_markings', 'Distinctive Markings', 2, 'Scars, a white chest patch, a collar or tag...')}
          {form.photo({
            label: 'Pet Photo',
            required: true,
            hint: 'A clear, recent photo. JPEG or PNG, up to 5 MB.',
            alt: petName ? `Photo of ${petName}` : 'Photo of the lost pet',
            uploadName: 'lost-pet.jpg',
          })}
        </Section>

        <Section title="Last seen">
          <div className="grid gap-4 sm:grid-cols-2">
            {form.text('last_seen_date', 'Last Seen Date', { type: 'date', min: oldestDate(today, LAST_SEEN_MAX_AGE_DAYS), max: today })}
            {form.text('last_seen_location', 'Last Seen Location', { placeholder: 'Street, park or landmark', maxLength: 300 })}
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
}

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
