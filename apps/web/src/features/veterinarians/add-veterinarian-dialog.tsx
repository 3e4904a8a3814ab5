import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { VETERINARIAN_TEXT_MAX, veterinarianInputSchema } from '@petfolk/contract/veterinarians'
import { describeActionError } from '../../lib/api.ts'
import { serverFieldErrors } from '../../lib/form-errors.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useCreateVeterinarian } from './api/create-veterinarian.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

const ADD_VET_FAILED = 'Failed to add veterinarian. Please try again.'

const emptyValues = {
  clinic_name: '',
  doctor_name: '',
  phone: '',
  email: '',
  address: '',
  specialties: '',
  notes: '',
  is_emergency: false,
}
type VetField = keyof typeof emptyValues
const VET_FIELDS = Object.keys(emptyValues) as VetField[]

interface AddVeterinarianDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function AddVeterinarianDialog({ open, onOpenChange }: AddVeterinarianDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Veterinarian"
      description="Only the clinic name is required."
      className="sm:max-w-lg"
    >
      <AddVeterinarianForm onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function AddVeterinarianForm({ onDone }: { onDone: () => void }) {
  const create = useCreateVeterinarian()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(veterinarianInputSchema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  })
  const clinicName = useWatch({ control, name: 'clinic_name' })
  const message = (field: VetField) => formState.errors[field]?.message ?? null

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const vet = await create.mutateAsync(values)
      toast.success(`${vet.clinic_name} was added.`)
      onDone()
    } catch (error) {
      for (const [field, text] of Object.entries(serverFieldErrors(error, VET_FIELDS))) {
        setError(field as VetField, { type: 'server', message: text })
      }
      setFailure(describeActionError(error, ADD_VET_FAILED))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="Clinic Name" required error={message('clinic_name')}>
        {(props) => <input {...props} {...register('clinic_name')} maxLength={VETERINARIAN_TEXT_MAX.clinic_name} autoComplete="organization" className={inputClasses} />}
      </Field>
      <Field label="Doctor Name" error={message('doctor_name')}>
        {(props) => <input {...props} {...register('doctor_name')} maxLength={VETERINARIAN_TEXT_MAX.doctor_name} className={inputClasses} />}
      </Field>
      <Field label="Phone" error={message('phone')}>
        {(props) => <input {...props} {...register('phone')} maxLength={VETERINARIAN_TEXT_MAX.phone} type="tel" className={inputClasses} />}
      </Field>
      <Field label="Email" error={message('email')}>
        {(props) => <input {...props} {...register('email')} maxLength={VETERINARIAN_TEXT_MAX.email} type="email" className={inputClasses} />}
      </Field>
      <Field label="Address" error={message('address')}>
        {(props) => <input {...props} {...register('address')} maxLength={VETERINARIAN_TEXT_MAX.address} className={inputClasses} />}
      </Field>
      <Field label="Specialties" hint="For example: surgery, dentistry, exotic pets." error={message('specialties')}>
        {(props) => <input {...props} {...register('specialties')} maxLength={VETERINARIAN_TEXT_MAX.specialties} className={inputClasses} />}
      </Field>
      <Field label="Notes" error={message('notes')}>
        {(props) => <textarea {...props} {...register('notes')} maxLength={VETERINARIAN_TEXT_MAX.notes} rows={3} className={`${inputClasses} py-2`} />}
      </Field>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input type="checkbox" {...register('is_emergency')} className="size-5 shrink-0 accent-brand" />
        Emergency clinic (used by the Emergency contact action)
      </label>
      <FormFooter failure={failure} onCancel={onDone} submitting={formState.isSubmitting} submittingText="Adding..." disabled={!clinicName.trim()}>
        Add Veterinarian
      </FormFooter>
    </form>
  )
}
