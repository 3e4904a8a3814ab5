import { z } from 'zod'
import { US_STATES } from '@petfolk/contract/geo'
import { FOUND_DATE_MAX_AGE_DAYS, PET_SIZE_LABELS, PET_SIZES, foundDateProblem, foundPetInputSchema } from '@petfolk/contract/lost-found/found'
import { CityStateZipFields } from '../../../ui/place-fields.tsx'
import { SEX_CHOICES, SPECIES_CHOICES } from '../shared/labels.ts'
import { reportFormKind } from '../shared/report-form.tsx'
import { Section } from '../shared/report-form-parts.tsx'
import { choice, flag, reportFormFields, text } from '../shared/report-form-values.ts'

export const FOUND_REPORT_FAILED = 'Failed to post the found pet. Please try again.'
const FOUND_LIMIT_REACHED = 'You have posted as many found-pet reports as you can today. Please try again tomorrow.'

const sizeOptions = PET_SIZES.map((value) => ({ value, label: PET_SIZE_LABELS[value] }))

/** The finder's report: the lost form's sections and fields, with what a finder can tell instead of what an owner knows. */
export const foundReportForm = reportFormKind({
  values: z.object({
    ...reportFormFields,
    size: choice(PET_SIZES),
    found_date: text,
    found_location: text,
    found_city: text,
    found_state: choice(US_STATES),
    found_zip_code: text,
    has_pet: flag,
  }),
  contract: foundPetInputSchema,
  requiredChoices: ['species', 'found_state'],
  dateProblem: foundDateProblem,
  dateMaxAgeDays: FOUND_DATE_MAX_AGE_DAYS,
  // A finder most often has the pet with them.
  defaults: { has_pet: true },
  required: {
    species: 'Species is required.',
    color: 'Color is required.',
    found_date: 'Date found is required.',
    found_location: 'Where you found the pet is required.',
    found_city: 'City is required.',
    found_state: 'State is required.',
    found_zip_code: 'ZIP code is required.',
    contact_name: 'Contact name is required.',
    contact_phone: 'Contact phone is required.',
  },
  sentenceSubjects: [],
  failed: FOUND_REPORT_FAILED,
  limitReached: FOUND_LIMIT_REACHED,
  dateField: 'found_date',
  zipField: 'found_zip_code',
  submitLabel: 'Post Found Pet',
  sections: (form) => (
    <>
      {form.aboutThePet({
        grid: (
          <>
            {form.select('species', 'Species', 'Select species', SPECIES_CHOICES)}
            {form.text('breed', 'Breed (your best guess)', { maxLength: 100 })}
            {form.select('sex', 'Sex', 'Select sex', SEX_CHOICES)}
            {form.text('color', 'Color', { maxLength: 60 })}
            {form.select('size', 'Size', 'Select size', sizeOptions)}
            {form.text('weight_lbs', 'Weight guess (lbs)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.1 })}
          </>
        ),
        markingsHint: 'A collar, a tag, scars, a white chest patch...',
        photo: {
          label: 'Photo',
          hint: 'A clear photo helps the owner recognise their pet. JPEG or PNG, up to 5 MB.',
          alt: 'Photo of the found pet',
          uploadName: 'found-pet.jpg',
        },
      })}

      <Section title="Where and when">
        <div className="grid gap-4 sm:grid-cols-2">
          {form.dateAndPlace({ date: 'Date Found', locationField: 'found_location', location: 'Where You Found the Pet' })}
        </div>
        <CityStateZipFields
          className="grid gap-4 sm:grid-cols-[1fr_12rem_8rem]"
          register={(field) => form.register(`found_${field}`)}
          error={(field) => form.message(`found_${field}`)}
          cityMaxLength={100}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input type="checkbox" {...form.register('has_pet')} className="size-5 shrink-0 accent-brand" />
          I have the pet with me
        </label>
      </Section>

      <Section title="Contact">
        {form.contact()}
        {form.textArea('additional_details', 'Additional Details', 3)}
      </Section>
    </>
  ),
})
