import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { localToday } from '@petfolk/contract/fields'
import { US_STATES } from '@petfolk/contract/geo'
import { AGE_RANGES, LAST_SEEN_MAX_AGE_DAYS, LOST_PET_SPECIES, lastSeenDateProblem, lostPetInputSchema } from '@petfolk/contract/lost-pets'
import type { Pet } from '@petfolk/contract/pets'
import { ApiError } from '../../../lib/api.ts'
import { serverFieldErrors } from '../../../lib/form-errors.ts'
import { prefixedFieldError } from '../../../lib/server-field-error.ts'
import { Field, inputClasses } from '../../../ui/field.tsx'
import { capitalize, isLostPetSpecies, SEX_OPTIONS } from '../shared/labels.ts'
import { UsStateSelect } from '../../../ui/us-state-select.tsx'
import { PhotoField } from '../../../ui/photo-field.tsx'
import { ContactFields, ReportFormFooter, Section } from '../shared/report-form-parts.tsx'

/** The types the lost pet's photo may have: jpeg, jpg and png, which every browser can show. */
export const LOST_PET_PHOTO_ACCEPT = 'image/jpeg,image/jpg,image/png,.jpg,.jpeg,.png'

/** What the form says when posting fails; tests and journeys look for these words. */
export const REPORT_FAILED = 'Failed to post lost pet. Please try again.'
/** When a 429 comes without a sentence of its own. */
export const REPORT_LIMIT_REACHED = 'You have posted as many reports as you can today. Please try again tomorrow.'

const text = z.string().catch('')

/** What the form holds: text as typed (weight too); the contract checks it on submit. */
export const lostPetFormValuesSchema = z.object({
  pet_name: text,
  species: z.union([z.enum(LOST_PET_SPECIES), z.literal('')]).catch(''),
  breed: text,
  sex: z.union([z.enum(SEX_OPTIONS), z.literal('')]).catch(''),
  age_range: z.union([z.enum(AGE_RANGES), z.literal('')]).catch(''),
  weight_lbs: text,
  color: text,
  distinctive_markings: text,
  photo_url: text,
  last_seen_date: text,
  last_seen_location: text,
  last_seen_city: text,
  last_seen_state: z.union([z.enum(US_STATES), z.literal('')]).catch(''),
  last_seen_zip_code: text,
  contact_name: text,
  contact_phone: text,
  contact_email: text,
  show_contact_phone: z.boolean().catch(false),
  reward_offered: text,
  additional_details: text,
})
export type LostPetFormValues = z.output<typeof lostPetFormValuesSchema>
type LostPetField = keyof LostPetFormValues
const LOST_PET_FIELDS = Object.keys(lostPetFormValuesSchema.shape) as LostPetField[]

const lostPetFormSchema = lostPetFormValuesSchema
  .transform(({ species, last_seen_state, weight_lbs, ...rest }): z.input<typeof lostPetInputSchema> => ({
    ...rest,
    species: (species || undefined) as z.input<typeof lostPetInputSchema>['species'],
    last_seen_state: (last_seen_state || undefined) as z.input<typeof lostPetInputSchema>['last_seen_state'],
    weight_lbs: weight_lbs.trim() === '' ? null : Number(weight_lbs),
  }))
  .pipe(
    // The server's rules, and the last-seen date against the reporter's own calendar, so a report
    // the server would refuse is never sent.
    lostPetInputSchema.extend({
      last_seen_date: lostPetInputSchema.shape.last_seen_date.superRefine((date, ctx) => {
        const problem = lastSeenDateProblem(date, localToday())
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
    }),
  )
export type LostPetValues = z.output<typeof lostPetFormSchema>

/** The earliest date lastSeenDateProblem accepts, for the date picker's `min`. */
export function oldestLastSeenDate(today: string): string {
  const oldest = new Date(`${today}T00:00:00Z`)
  oldest.setUTCDate(oldest.getUTCDate() - LAST_SEEN_MAX_AGE_DAYS)
  return oldest.toISOString().slice(0, 10)
}

/**
 * How the contract's sentences begin, per field: a 400 whose sentence names a field (with no
 * `issues`, as for the date the server checks against its own calendar) is shown under that field.
 */
const SENTENCE_SUBJECTS: [LostPetField, string][] = [
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
]

/** The field a refused post's sentence is about, with the sentence to show under it; else null. */
function refusedField(error: unknown, sentence: string): { field: LostPetField; message: string } | null {
  const prefixed = prefixedFieldError(error, LOST_PET_FIELDS)
  if (prefixed) return prefixed
  const subject = SENTENCE_SUBJECTS.find(([, words]) => sentence.startsWith(`${words} `))
  return subject ? { field: subject[0], message: sentence } : null
}

/** What the form alert says when a post fails: the server's sentence for bad input or the daily limit, else the form's own failure text. */
export function reportFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.serverMessage ?? REPORT_LIMIT_REACHED
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
    return prefixedFieldError(error, LOST_PET_FIELDS)?.message ?? error.serverMessage
  }
  return REPORT_FAILED
}

/** Required fields, and the message each shows while left empty. */
const REQUIRED: Partial<Record<LostPetField, string>> = {
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
}

export const emptyLostPetFormValues: LostPetFormValues = lostPetFormValuesSchema.parse({})

/** A new report's starting values: today, the first watched ZIP, and the reporter's own contact. */
export function initialReportValues({
  zip,
  contactName,
  contactEmail,
  today = localToday(),
}: {
  zip?: string | undefined
  contactName?: string | undefined
  contactEmail?: string | undefined
  today?: string
}): LostPetFormValues {
  return {
    ...emptyLostPetFormValues,
    last_seen_date: today,
    last_seen_zip_code: zip ?? '',
    contact_name: contactName ?? '',
    contact_email: contactEmail ?? '',
  }
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

interface ReportLostPetFormProps {
  initialValues: LostPetFormValues
  /** The first saved alert ZIP, when it arrives after the form opened. */
  alertZip: string | undefined
  onSubmit: (values: LostPetValues) => Promise<unknown>
  onCancel: () => void
}

export function ReportLostPetForm({ initialValues, alertZip, onSubmit, onCancel }: ReportLostPetFormProps) {
  const { register, control, handleSubmit, setError, setValue, getFieldState, getValues, formState } = useForm({
    resolver: zodResolver(lostPetFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  })
  const [photoBusy, setPhotoBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const values = useWatch({ control })
  const petName = (values.pet_name ?? '').trim()
  // Selects also get their starting value as defaultValue, so it shows before the form library syncs.
  const today = localToday()
  const oldest = oldestLastSeenDate(today)

  // The ZIP is prefilled from the first saved alert ZIP, also when the preferences load late.
  useEffect(() => {
    if (alertZip && !getValues('last_seen_zip_code') && !getFieldState('last_seen_zip_code').isDirty) {
      setValue('last_seen_zip_code', alertZip)
    }
  }, [alertZip, getValues, getFieldState, setValue])

  const message = (field: LostPetField): string | null => {
    const error = formState.errors[field]?.message
    if (!error) return null
    const value = values[field]
    return typeof value === 'string' && !value.trim() && REQUIRED[field] ? (REQUIRED[field] ?? error) : error
  }

  const submit = handleSubmit(async (valid) => {
    setFailure(null)
    try {
      await onSubmit(valid)
    } catch (error) {
      const failure = reportFailureMessage(error)
      const fieldErrors: Partial<Record<LostPetField, string>> = serverFieldErrors(error, LOST_PET_FIELDS)
      const named = error instanceof ApiError && error.status === 400 ? refusedField(error, failure) : null
      if (named && !fieldErrors[named.field]) fieldErrors[named.field] = named.message
      Object.entries(fieldErrors).forEach(([field, sentence], index) => {
        setError(field as LostPetField, { type: 'server', message: sentence }, { shouldFocus: index === 0 })
      })
      setFailure(failure)
    }
  })

  const textField = (field: LostPetField, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} required={field in REQUIRED} error={message(field)}>
      {(control) => <input {...control} {...register(field)} {...props} className={inputClasses} />}
    </Field>
  )

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <Section title="About the pet">
        {textField('pet_name', 'Pet Name', { autoComplete: 'off', maxLength: 100 })}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Species" required error={message('species')}>
            {(control) => (
              <select {...control} {...register('species')} defaultValue={initialValues.species} className={inputClasses}>
                <option value="">Select species</option>
                {LOST_PET_SPECIES.map((value) => (
                  <option key={value} value={value}>
                    {capitalize(value)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {textField('breed', 'Breed', { maxLength: 100 })}
          <Field label="Sex" error={message('sex')}>
            {(control) => (
              <select {...control} {...register('sex')} defaultValue={initialValues.sex} className={inputClasses}>
                <option value="">Select sex</option>
                {SEX_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {capitalize(value)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Age Range" error={message('age_range')}>
            {(control) => (
              <select {...control} {...register('age_range')} defaultValue={initialValues.age_range} className={inputClasses}>
                <option value="">Select age range</option>
                {AGE_RANGES.map((value) => (
                  <option key={value} value={value}>
                    {capitalize(value)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {textField('weight_lbs', 'Weight (lbs)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.1 })}
          {textField('color', 'Color', { maxLength: 60 })}
        </div>
        <Field label="Distinctive Markings" hint="Scars, a white chest patch, a collar or tag..." error={message('distinctive_markings')}>
          {(control) => <textarea {...control} {...register('distinctive_markings')} rows={2} className={`${inputClasses} py-2`} />}
        </Field>
        <PhotoField
          label="Pet Photo"
          required
          hint="A clear, recent photo. JPEG or PNG, up to 5 MB."
          alt={petName ? `Photo of ${petName}` : 'Photo of the lost pet'}
          shape="landscape"
          accept={LOST_PET_PHOTO_ACCEPT}
          uploadName="lost-pet.jpg"
          value={values.photo_url ?? ''}
          onChange={(url) => setValue('photo_url', url, { shouldDirty: true, shouldValidate: true })}
          onBusyChange={setPhotoBusy}
          error={message('photo_url')}
        />
      </Section>

      <Section title="Last seen">
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('last_seen_date', 'Last Seen Date', { type: 'date', min: oldest, max: today })}
          {textField('last_seen_location', 'Last Seen Location', { placeholder: 'Street, park or landmark', maxLength: 300 })}
          {textField('last_seen_city', 'City', { autoComplete: 'address-level2', maxLength: 100 })}
          <Field label="State" required error={message('last_seen_state')}>
            {(control) => (
              <UsStateSelect {...control} {...register('last_seen_state')} defaultValue={initialValues.last_seen_state} emptyLabel="Select a state" />
            )}
          </Field>
          {textField('last_seen_zip_code', 'ZIP Code', { inputMode: 'numeric', pattern: '\\d{5}', maxLength: 5, autoComplete: 'postal-code' })}
        </div>
      </Section>

      <Section title="Contact">
        <ContactFields textField={textField} showPhone={register('show_contact_phone')} />
      </Section>

      <Section title="More">
        {textField('reward_offered', 'Reward Offered', { placeholder: 'For example: $200', maxLength: 200 })}
        <Field label="Additional Details" error={message('additional_details')}>
          {(control) => <textarea {...control} {...register('additional_details')} rows={3} className={`${inputClasses} py-2`} />}
        </Field>
      </Section>

      <ReportFormFooter failure={failure} onCancel={onCancel} photoBusy={photoBusy} submitting={formState.isSubmitting} submitLabel="Post Lost Pet Alert" />
    </form>
  )
}
