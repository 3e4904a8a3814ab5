import { useState } from 'react'
import { Link } from 'react-router'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { APPOINTMENT_NOTES_MAX, appointmentInputSchema, PURPOSES, toLocalDateTime, type Appointment } from '@petfolk/contract/appointments'
import { localToday } from '@petfolk/contract/fields'
import type { Pet } from '@petfolk/contract/pets'
import type { Veterinarian } from '@petfolk/contract/veterinarians'
import { describeActionError } from '../../lib/api.ts'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { useCreateAppointment } from './api/create-appointment.ts'
import { FormFooter } from '../../ui/form-footer.tsx'

const SCHEDULE_FAILED = 'Failed to schedule the appointment. Please try again.'
export const PAST_DATE_MESSAGE = 'Choose today or a later date.'

export type PetOption = Pick<Pet, 'id' | 'name'>
export type VetOption = Pick<Veterinarian, 'id' | 'clinic_name' | 'doctor_name'>

export interface ScheduleAppointmentDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The owner's pets and vets to choose from; undefined while they load. */
  pets: readonly PetOption[] | undefined
  vets: readonly VetOption[] | undefined
  /** Preselects a vet (scheduling from a vet's card). */
  veterinarianId?: number
  onScheduled?: (appointment: Appointment) => void
}

export function ScheduleAppointmentDialog({ open, onOpenChange, ...props }: ScheduleAppointmentDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule Appointment"
      description="Pet, veterinarian, date and time are required."
      className="sm:max-w-lg"
    >
      {/* Mounted only while open: every opening starts with a clear form. */}
      <ScheduleForm {...props} onClose={() => onOpenChange(false)} />
    </Dialog>
  )
}

const scheduleFormSchema = z
  .object({
    pet_id: z.string(),
    veterinarian_id: z.string(),
    date: z.string(),
    time: z.string(),
    purpose: z.union([z.enum(PURPOSES), z.literal('')]),
    notes: z.string(),
  })
  .refine((v) => !v.date || v.date >= localToday(), { message: PAST_DATE_MESSAGE, path: ['date'] })
  .transform((v): z.input<typeof appointmentInputSchema> => ({
    pet_id: Number(v.pet_id),
    veterinarian_id: Number(v.veterinarian_id),
    appointment_date: toLocalDateTime(v.date, v.time),
    purpose: v.purpose,
    notes: v.notes,
  }))
  .pipe(appointmentInputSchema)

type ScheduleFormValues = z.input<typeof scheduleFormSchema>
type ScheduleField = keyof ScheduleFormValues

function vetLabel(vet: VetOption): string {
  return vet.doctor_name ? `${vet.clinic_name} (${vet.doctor_name})` : vet.clinic_name
}

function ScheduleForm({
  pets,
  vets,
  veterinarianId,
  onScheduled,
  onClose,
}: Omit<ScheduleAppointmentDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const create = useCreateAppointment()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: {
      pet_id: pets?.length === 1 ? String(pets[0]?.id) : '',
      veterinarian_id: veterinarianId ? String(veterinarianId) : '',
      date: '',
      time: '',
      purpose: '',
      notes: '',
    } satisfies ScheduleFormValues,
    mode: 'onTouched',
  })
  const [petId, vetId, date, time] = useWatch({ control, name: ['pet_id', 'veterinarian_id', 'date', 'time'] })
  const complete = Boolean(petId && vetId && date && time)
  const message = (field: ScheduleField) => formState.errors[field]?.message ?? null
  const today = localToday()

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const appointment = await create.mutateAsync(values)
      toast.success(`Appointment scheduled for ${appointment.pet_name}.`)
      onScheduled?.(appointment)
      onClose()
    } catch (error) {
      setFailure(describeActionError(error, SCHEDULE_FAILED))
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field
        label="Pet"
        required
        error={message('pet_id')}
        hint={
          pets && pets.length === 0 ? (
            <>
              You have no pets yet.{' '}
              <Link to="/pets/new" className="font-semibold text-brand-fg underline underline-offset-2">
                Add a pet
              </Link>{' '}
              first.
            </>
          ) : undefined
        }
      >
        {(props) => (
          <select {...props} {...register('pet_id')} className={inputClasses}>
            <option value="">{pets ? 'Select a pet' : 'Loading pets...'}</option>
            {pets?.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Veterinarian"
        required
        error={message('veterinarian_id')}
        hint={
          vets && vets.length === 0 ? (
            <>
              You have no veterinarians yet.{' '}
              <Link to="/veterinarians" className="font-semibold text-brand-fg underline underline-offset-2">
                Add one in Veterinarians
              </Link>{' '}
              first.
            </>
          ) : undefined
        }
      >
        {(props) => (
          <select {...props} {...register('veterinarian_id')} className={inputClasses}>
            <option value="">{vets ? 'Select a veterinarian' : 'Loading veterinarians...'}</option>
            {vets?.map((vet) => (
              <option key={vet.id} value={vet.id}>
                {vetLabel(vet)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" required error={message('date')}>
          {(props) => <input {...props} {...register('date')} type="date" min={today} className={inputClasses} />}
        </Field>
        <Field label="Time" required error={message('time')}>
          {(props) => <input {...props} {...register('time')} type="time" className={inputClasses} />}
        </Field>
      </div>
      <Field label="Purpose" error={message('purpose')}>
        {(props) => (
          <select {...props} {...register('purpose')} className={inputClasses}>
            <option value="">Select a purpose</option>
            {PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Notes" error={message('notes')}>
        {(props) => <textarea {...props} {...register('notes')} maxLength={APPOINTMENT_NOTES_MAX} rows={3} className={`${inputClasses} py-2`} />}
      </Field>
      <FormFooter failure={failure} onCancel={onClose} submitting={formState.isSubmitting} submittingText="Scheduling..." disabled={!complete}>
        Schedule Appointment
      </FormFooter>
    </form>
  )
}
