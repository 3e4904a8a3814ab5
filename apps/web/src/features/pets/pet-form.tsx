import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { CircleAlert, Save } from 'lucide-react'
import { localToday } from '@petfolk/contract/fields'
import { PET_TEXT_MAX, petInputSchema, SEXES, sexSchema, SPECIES, speciesSchema, type Pet, type PetValues } from '@petfolk/contract/pets'
import type { DeviceStore } from '../../lib/device-storage.ts'
import { failureMessage, serverFieldErrors } from '../../lib/form-errors.ts'
import { Button } from '../../ui/button.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { capitalize } from './pet-labels.ts'
import { PhotoField } from '../../ui/photo-field.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'

export const MISSING_FIELDS_MESSAGE = 'Please fill in required fields: Pet Name and Species'
export const saveFailedMessage = (message: string) =>
  `Failed to save pet: ${message}. Please check all fields and try again.`

const text = z.string().catch('')

/** What the form holds: text as typed (weight too), so a draft restores exactly what was typed. */
export const petFormValuesSchema = z.object({
  name: text,
  species: z.union([speciesSchema, z.literal('')]).catch(''),
  breed: text,
  sex: z.union([sexSchema, z.literal('')]).catch(''),
  date_of_birth: text,
  weight_lbs: text,
  color: text,
  microchip_id: text,
  photo_url: text,
  notes: text,
  is_spayed_neutered: z.boolean().catch(false),
  owner_name: text,
  owner_phone: text,
  owner_email: text,
  owner_address: text,
  emergency_contact_name: text,
  emergency_contact_phone: text,
})
export type PetFormValues = z.output<typeof petFormValuesSchema>
type PetField = keyof PetFormValues
const PET_FIELDS = Object.keys(petFormValuesSchema.shape) as PetField[]

export const emptyPetFormValues: PetFormValues = petFormValuesSchema.parse({})

/** The form's text → the API body: the contract trims, turns blanks into null and checks every rule. */
const petFormSchema = petFormValuesSchema
  .transform(({ species, weight_lbs, ...rest }): z.input<typeof petInputSchema> => ({
    ...rest,
    // Left out when not chosen, so the contract's own message applies (Save is disabled then anyway).
    species: (species || undefined) as z.input<typeof petInputSchema>['species'],
    weight_lbs: weight_lbs.trim() === '' ? null : Number(weight_lbs),
  }))
  .pipe(petInputSchema)

export function petToFormValues(pet: Pet): PetFormValues {
  return petFormValuesSchema.parse({
    ...Object.fromEntries(Object.entries(pet).map(([key, value]) => [key, value ?? ''])),
    weight_lbs: pet.weight_lbs === null ? '' : String(pet.weight_lbs),
  })
}

interface PetFormProps {
  initialValues: PetFormValues
  /** Saves the values; a rejection keeps everything typed and shows the form's failure text. */
  onSave: (values: PetValues) => Promise<unknown>
  submitLabel: string
  /** The secondary actions beside Save (Cancel, Report Lost Pet). */
  secondaryActions: ReactNode
  /** When given, every change is kept there, so nothing typed is lost on reload or failure. */
  draft?: DeviceStore<PetFormValues | null>
}

/** One column, labels above, errors under each field, the primary action last. */
export function PetForm({ initialValues, onSave, submitLabel, secondaryActions, draft }: PetFormProps) {
  const form = useForm({
    resolver: zodResolver(petFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  })
  const { register, control, handleSubmit, setError, setValue, subscribe, formState } = form
  const errors = formState.errors
  const [photoBusy, setPhotoBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    if (!draft) return
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => draft.set(petFormValuesSchema.parse(values)),
    })
  }, [draft, subscribe])

  const [name, species, photoUrl] = useWatch({ control, name: ['name', 'species', 'photo_url'] })
  const missingRequired = !name.trim() || !species
  const saving = formState.isSubmitting

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await onSave(values)
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, PET_FIELDS)
      for (const [field, message] of Object.entries(fieldErrors)) {
        setError(field as PetField, { type: 'server', message })
      }
      setFailure(saveFailedMessage(failureMessage(error)))
    }
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Save is disabled without them; this covers a submit that reaches the form another way.
    if (missingRequired) {
      event.preventDefault()
      setFailure(MISSING_FIELDS_MESSAGE)
      return
    }
    void submit(event)
  }

  const message = (field: PetField) => errors[field]?.message ?? null
  const today = localToday()

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <FormSection title="About your pet">
        <Field label="Pet Name" required error={message('name')}>
          {(control) => <input {...control} {...register('name')} maxLength={PET_TEXT_MAX.name} autoComplete="off" className={inputClasses} />}
        </Field>
        <Field label="Species" required error={message('species')}>
          {(control) => (
            <select {...control} {...register('species')} className={inputClasses}>
              <option value="">Select species</option>
              {SPECIES.map((value) => (
                <option key={value} value={value}>
                  {capitalize(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Breed" error={message('breed')}>
          {(control) => <input {...control} {...register('breed')} maxLength={PET_TEXT_MAX.breed} className={inputClasses} />}
        </Field>
        <Field label="Sex" error={message('sex')}>
          {(control) => (
            <select {...control} {...register('sex')} className={inputClasses}>
              <option value="">Select sex</option>
              {SEXES.map((value) => (
                <option key={value} value={value}>
                  {capitalize(value)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Date of Birth" error={message('date_of_birth')}>
          {(control) => <input {...control} {...register('date_of_birth')} type="date" max={today} className={inputClasses} />}
        </Field>
        <Field label="Weight (lbs)" error={message('weight_lbs')}>
          {(control) => (
            <input
              {...control}
              {...register('weight_lbs')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              className={inputClasses}
            />
          )}
        </Field>
        <Field label="Color" error={message('color')}>
          {(control) => <input {...control} {...register('color')} maxLength={PET_TEXT_MAX.color} className={inputClasses} />}
        </Field>
        <Field label="Microchip ID" error={message('microchip_id')}>
          {(control) => <input {...control} {...register('microchip_id')} maxLength={PET_TEXT_MAX.microchip_id} autoComplete="off" className={inputClasses} />}
        </Field>
        <Checkbox registration={register('is_spayed_neutered')} label="Spayed / Neutered" />
        <PhotoField
          label="Photo"
          labels="group"
          hint="JPEG or PNG, up to 5 MB. Large pictures are scaled down to 800×600."
          alt={name.trim() ? `Photo preview of ${name.trim()}` : 'Photo preview'}
          shape="portrait"
          uploadName="pet-photo.jpg"
          value={photoUrl}
          onChange={(url) => setValue('photo_url', url, { shouldDirty: true })}
          onBusyChange={setPhotoBusy}
        />
        {message('photo_url') ? <p className="text-sm font-semibold text-danger-fg">{message('photo_url')}</p> : null}
        <Field label="Notes" error={message('notes')}>
          {(control) => <textarea {...control} {...register('notes')} maxLength={PET_TEXT_MAX.notes} rows={4} className={`${inputClasses} py-2`} />}
        </Field>
      </FormSection>

      <FormSection title="Owner">
        <Field label="Owner Name" error={message('owner_name')}>
          {(control) => <input {...control} {...register('owner_name')} maxLength={PET_TEXT_MAX.owner_name} autoComplete="name" className={inputClasses} />}
        </Field>
        <Field label="Owner Phone" error={message('owner_phone')}>
          {(control) => <input {...control} {...register('owner_phone')} maxLength={PET_TEXT_MAX.owner_phone} type="tel" autoComplete="tel" className={inputClasses} />}
        </Field>
        <Field label="Owner Email" error={message('owner_email')}>
          {(control) => (
            <input {...control} {...register('owner_email')} maxLength={PET_TEXT_MAX.owner_email} type="email" autoComplete="email" className={inputClasses} />
          )}
        </Field>
        <Field label="Owner Address" error={message('owner_address')}>
          {(control) => (
            <input {...control} {...register('owner_address')} maxLength={PET_TEXT_MAX.owner_address} autoComplete="street-address" className={inputClasses} />
          )}
        </Field>
      </FormSection>

      <FormSection title="Emergency contact">
        <Field label="Emergency Contact Name" error={message('emergency_contact_name')}>
          {(control) => <input {...control} {...register('emergency_contact_name')} maxLength={PET_TEXT_MAX.emergency_contact_name} className={inputClasses} />}
        </Field>
        <Field label="Emergency Contact Phone" error={message('emergency_contact_phone')}>
          {(control) => <input {...control} {...register('emergency_contact_phone')} maxLength={PET_TEXT_MAX.emergency_contact_phone} type="tel" className={inputClasses} />}
        </Field>
      </FormSection>

      <FormAlert message={failure} icon={CircleAlert} />

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
        {secondaryActions}
        <Button
          type="submit"
          disabled={missingRequired || photoBusy}
          loading={saving}
          loadingText="Saving..."
          className="sm:min-w-36"
        >
          <Save aria-hidden="true" className="size-4" />
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  )
}

function Checkbox({ registration, label }: { registration: UseFormRegisterReturn; label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
      <input type="checkbox" {...registration} className="size-5 shrink-0 accent-brand" />
      {label}
    </label>
  )
}
