import { z } from 'zod'
import { localToday } from '@petfolk/contract/fields'
import { US_STATES } from '@petfolk/contract/geo'
import { FOUND_DATE_MAX_AGE_DAYS, PET_SIZE_LABELS, PET_SIZES, foundDateProblem, foundPetInputSchema } from '@petfolk/contract/found-pets'
import { LOST_PET_SPECIES } from '@petfolk/contract/lost-pets'
import { CityStateZipFields } from '../../../ui/place-fields.tsx'
import { capitalize, SEX_OPTIONS } from '../shared/labels.ts'
import type { ReportFormKind } from '../shared/report-form.tsx'
import { Section } from '../shared/report-form-parts.tsx'
import { checkedAgainstToday, choice, flag, oldestDate, text, weightFromText } from '../shared/report-form-values.ts'

export const FOUND_REPORT_FAILED = 'Failed to post the found pet. Please try again.'
const FOUND_LIMIT_REACHED = 'You have posted as many found-pet reports as you can today. Please try again tomorrow.'

/** What the form holds: text as typed; the contract checks it on submit. */
const foundPetFormValuesSchema = z.object({
  species: choice(LOST_PET_SPECIES),
  breed: text,
  sex: choice(SEX_OPTIONS),
  color: text,
  size: choice(PET_SIZES),
  weight_lbs: text,
  distinctive_markings: text,
  photo_url: text,
  found_date: text,
  found_location: text,
  found_city: text,
  found_state: choice(US_STATES),
  found_zip_code: text,
  has_pet: flag,
  contact_name: text,
  contact_phone: text,
  contact_email: text,
  show_contact_phone: flag,
  additional_details: text,
})
export type FoundPetFormValues = z.output<typeof foundPetFormValuesSchema>
type FoundPetField = keyof FoundPetFormValues
type FoundPetInput = z.input<typeof foundPetInputSchema>

const foundPetFormSchema = foundPetFormValuesSchema
  .transform(({ species, found_state, weight_lbs, ...rest }): FoundPetInput => ({
    ...rest,
    species: (species || undefined) as FoundPetInput['species'],
    found_state: (found_state || undefined) as FoundPetInput['found_state'],
    weight_lbs: weightFromText(weight_lbs),
  }))
  // The date against the finder's own calendar, so a report the server would refuse is never sent.
  .pipe(foundPetInputSchema.extend({ found_date: checkedAgainstToday(foundPetInputSchema.shape.found_date, foundDateProblem) }))
export type FoundPetValues = z.output<typeof foundPetFormSchema>

const speciesOptions = LOST_PET_SPECIES.map((value) => ({ value, label: capitalize(value) }))
const sexOptions = SEX_OPTIONS.map((value) => ({ value, label: capitalize(value) }))
const sizeOptions = PET_SIZES.map((value) => ({ value, label: PET_SIZE_LABELS[value] }))

/** The finder's report: the lost form's sections and fields, with what a finder can tell instead of what an owner knows. */
export const foundReportForm: ReportFormKind<FoundPetFormValues, FoundPetValues> = {
  schema: foundPetFormSchema,
  // A finder most often has the pet with them.
  emptyValues: { ...foundPetFormValuesSchema.parse({}), has_pet: true },
  fields: Object.keys(foundPetFormValuesSchema.shape) as FoundPetField[],
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
  sections: (form) => {
    const today = localToday()
    return (
      <>
        <Section title="About the pet">
          <div className="grid gap-4 sm:grid-cols-2">
            {form.select('species', 'Species', 'Select species', speciesOptions)}
            {form.text('breed', 'Breed (your best guess)', { maxLength: 100 })}
            {form.select('sex', 'Sex', 'Select sex', sexOptions)}
            {form.text('color', 'Color', { maxLength: 60 })}
            {form.select('size', 'Size', 'Select size', sizeOptions)}
            {form.text('weight_lbs', 'Weight guess (lbs)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.1 })}
          </div>
          {form.textArea('distinctive_markings', 'Distinctive Markings', 2, 'A collar, a tag, scars, a white chest patch...')}
          {form.photo({
            label: 'Photo',
            hint: 'A clear photo helps the owner recognise their pet. JPEG or PNG, up to 5 MB.',
            alt: 'Photo of the found pet',
            uploadName: 'found-pet.jpg',
          })}
        </Section>

        <Section title="Where and when">
          <div className="grid gap-4 sm:grid-cols-2">
            {form.text('found_date', 'Date Found', { type: 'date', min: oldestDate(today, FOUND_DATE_MAX_AGE_DAYS), max: today })}
            {form.text('found_location', 'Where You Found the Pet', { placeholder: 'Street, park or landmark', maxLength: 300 })}
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
    )
  },
}
