import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { localToday } from '@petfolk/contract/fields'
import { US_STATES } from '@petfolk/contract/geo'
import { FOUND_DATE_MAX_AGE_DAYS, PET_SIZE_LABELS, PET_SIZES, foundDateProblem, foundPetInputSchema } from '@petfolk/contract/found-pets'
import { LOST_PET_SPECIES } from '@petfolk/contract/lost-pets'
import { ApiError } from '../../../lib/api.ts'
import { serverFieldErrors } from '../../../lib/form-errors.ts'
import { prefixedFieldError } from '../../../lib/server-field-error.ts'
import { Field, inputClasses } from '../../../ui/field.tsx'
import { PhotoField } from '../../../ui/photo-field.tsx'
import { CityStateZipFields } from '../../../ui/place-fields.tsx'
import { capitalize, SEX_OPTIONS } from '../shared/labels.ts'
import { ContactFields, ReportFormFooter, Section } from '../shared/report-form-parts.tsx'
import { LOST_PET_PHOTO_ACCEPT } from '../reports/report-lost-pet-form.tsx'

export const FOUND_REPORT_FAILED = 'Failed to post the found pet. Please try again.'
const FOUND_LIMIT_REACHED = 'You have posted as many found-pet reports as you can today. Please try again tomorrow.'

const text = z.string().catch('')

/** What the form holds: text as typed; the contract checks it on submit. */
const foundPetFormValuesSchema = z.object({
  species: z.union([z.enum(LOST_PET_SPECIES), z.literal('')]).catch(''),
  breed: text,
  sex: z.union([z.enum(SEX_OPTIONS), z.literal('')]).catch(''),
  color: text,
  size: z.union([z.enum(PET_SIZES), z.literal('')]).catch(''),
  weight_lbs: text,
  distinctive_markings: text,
  photo_url: text,
  found_date: text,
  found_location: text,
  found_city: text,
  found_state: z.union([z.enum(US_STATES), z.literal('')]).catch(''),
  found_zip_code: text,
  has_pet: z.boolean().catch(false),
  contact_name: text,
  contact_phone: text,
  contact_email: text,
  show_contact_phone: z.boolean().catch(false),
  additional_details: text,
})
export type FoundPetFormValues = z.output<typeof foundPetFormValuesSchema>
type FoundPetField = keyof FoundPetFormValues
const FOUND_PET_FIELDS = Object.keys(foundPetFormValuesSchema.shape) as FoundPetField[]

type FoundPetInput = z.input<typeof foundPetInputSchema>
const foundPetFormSchema = foundPetFormValuesSchema
  .transform(({ species, found_state, weight_lbs, ...rest }): FoundPetInput => ({
    ...rest,
    species: (species || undefined) as FoundPetInput['species'],
    found_state: (found_state || undefined) as FoundPetInput['found_state'],
    weight_lbs: weight_lbs.trim() === '' ? null : Number(weight_lbs),
  }))
  .pipe(
    // The date against the finder's own calendar, so a report the server would refuse is never sent.
    foundPetInputSchema.extend({
      found_date: foundPetInputSchema.shape.found_date.superRefine((date, ctx) => {
        const problem = foundDateProblem(date, localToday())
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
    }),
  )
export type FoundPetValues = z.output<typeof foundPetFormSchema>

const REQUIRED: Partial<Record<FoundPetField, string>> = {
  species: 'Species is required.',
  color: 'Color is required.',
  found_date: 'Date found is required.',
  found_location: 'Where you found the pet is required.',
  found_city: 'City is required.',
  found_state: 'State is required.',
  found_zip_code: 'ZIP code is required.',
  contact_name: 'Contact name is required.',
  contact_phone: 'Contact phone is required.',
}

/** A new found report's starting values: today, the first watched ZIP, and the finder's own contact. */
export function initialFoundValues({ zip, contactName, contactEmail }: { zip?: string | undefined; contactName?: string | undefined; contactEmail?: string | undefined }): FoundPetFormValues {
  return { ...foundPetFormValuesSchema.parse({}), has_pet: true, found_date: localToday(), found_zip_code: zip ?? '', contact_name: contactName ?? '', contact_email: contactEmail ?? '' }
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.serverMessage ?? FOUND_LIMIT_REACHED
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) return prefixedFieldError(error, FOUND_PET_FIELDS)?.message ?? error.serverMessage
  return FOUND_REPORT_FAILED
}

function oldestFoundDate(today: string): string {
  const oldest = new Date(`${today}T00:00:00Z`)
  oldest.setUTCDate(oldest.getUTCDate() - FOUND_DATE_MAX_AGE_DAYS)
  return oldest.toISOString().slice(0, 10)
}

interface ReportFoundPetFormProps {
  initialValues: FoundPetFormValues
  /** The first saved alert ZIP, when it arrives after the form opened. */
  alertZip: string | undefined
  onSubmit: (values: FoundPetValues) => Promise<unknown>
  onCancel: () => void
}

/** The finder's report: the lost form's sections and fields, with what a finder can tell instead of what an owner knows. */
export function ReportFoundPetForm({ initialValues, alertZip, onSubmit, onCancel }: ReportFoundPetFormProps) {
  const { register, control, handleSubmit, setError, setValue, getFieldState, getValues, formState } = useForm({
    resolver: zodResolver(foundPetFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  })
  const [photoBusy, setPhotoBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const values = useWatch({ control })
  const today = localToday()

  // The ZIP is prefilled from the first saved alert ZIP, also when the preferences load late.
  useEffect(() => {
    if (alertZip && !getValues('found_zip_code') && !getFieldState('found_zip_code').isDirty) setValue('found_zip_code', alertZip)
  }, [alertZip, getValues, getFieldState, setValue])

  const message = (field: FoundPetField): string | null => {
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
      const sentence = failureMessage(error)
      const fieldErrors: Partial<Record<FoundPetField, string>> = serverFieldErrors(error, FOUND_PET_FIELDS)
      const prefixed = prefixedFieldError(error, FOUND_PET_FIELDS)
      if (prefixed && !fieldErrors[prefixed.field]) fieldErrors[prefixed.field] = prefixed.message
      Object.entries(fieldErrors).forEach(([field, text], index) => {
        setError(field as FoundPetField, { type: 'server', message: text }, { shouldFocus: index === 0 })
      })
      setFailure(sentence)
    }
  })

  const textField = (field: FoundPetField, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} required={field in REQUIRED} error={message(field)}>
      {(control) => <input {...control} {...register(field)} {...props} className={inputClasses} />}
    </Field>
  )
  const select = (field: 'species' | 'sex' | 'size', label: string, empty: string, options: readonly { value: string; label: string }[]) => (
    <Field label={label} required={field in REQUIRED} error={message(field)}>
      {(control) => (
        <select {...control} {...register(field)} defaultValue={initialValues[field]} className={inputClasses}>
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <Section title="About the pet">
        <div className="grid gap-4 sm:grid-cols-2">
          {select('species', 'Species', 'Select species', LOST_PET_SPECIES.map((value) => ({ value, label: capitalize(value) })))}
          {textField('breed', 'Breed (your best guess)', { maxLength: 100 })}
          {select('sex', 'Sex', 'Select sex', SEX_OPTIONS.map((value) => ({ value, label: capitalize(value) })))}
          {textField('color', 'Color', { maxLength: 60 })}
          {select('size', 'Size', 'Select size', PET_SIZES.map((value) => ({ value, label: PET_SIZE_LABELS[value] })))}
          {textField('weight_lbs', 'Weight guess (lbs)', { type: 'number', inputMode: 'decimal', min: 0, step: 0.1 })}
        </div>
        <Field label="Distinctive Markings" hint="A collar, a tag, scars, a white chest patch..." error={message('distinctive_markings')}>
          {(control) => <textarea {...control} {...register('distinctive_markings')} rows={2} className={`${inputClasses} py-2`} />}
        </Field>
        <PhotoField
          label="Photo"
          hint="A clear photo helps the owner recognise their pet. JPEG or PNG, up to 5 MB."
          alt="Photo of the found pet"
          shape="landscape"
          accept={LOST_PET_PHOTO_ACCEPT}
          uploadName="found-pet.jpg"
          value={values.photo_url ?? ''}
          onChange={(url) => setValue('photo_url', url, { shouldDirty: true, shouldValidate: true })}
          onBusyChange={setPhotoBusy}
          error={message('photo_url')}
        />
      </Section>

      <Section title="Where and when">
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('found_date', 'Date Found', { type: 'date', min: oldestFoundDate(today), max: today })}
          {textField('found_location', 'Where You Found the Pet', { placeholder: 'Street, park or landmark', maxLength: 300 })}
        </div>
        <CityStateZipFields
          className="grid gap-4 sm:grid-cols-[1fr_12rem_8rem]"
          register={(field) => register(`found_${field}`)}
          error={(field) => message(`found_${field}`)}
          cityMaxLength={100}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input type="checkbox" {...register('has_pet')} className="size-5 shrink-0 accent-brand" />
          I have the pet with me
        </label>
      </Section>

      <Section title="Contact">
        <ContactFields textField={textField} showPhone={register('show_contact_phone')} />
        <Field label="Additional Details" error={message('additional_details')}>
          {(control) => <textarea {...control} {...register('additional_details')} rows={3} className={`${inputClasses} py-2`} />}
        </Field>
      </Section>

      <ReportFormFooter failure={failure} onCancel={onCancel} photoBusy={photoBusy} submitting={formState.isSubmitting} submitLabel="Post Found Pet" />
    </form>
  )
}
